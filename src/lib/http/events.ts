// The http client must log out and toast, but lives below the app: the app registers how.
type Listener<T> = (value: T) => void;

let onUnauthorized: Listener<void> = () => {};
let onError: Listener<string | undefined> = () => {};
let tokenSource: () => string | undefined = () => undefined;

export const httpEvents = {
  setUnauthorizedHandler(handler: Listener<void>) {
    onUnauthorized = handler;
  },
  /** Receives the server's text, or undefined when the app must say 'unknown error'. */
  setErrorNotifier(notifier: Listener<string | undefined>) {
    onError = notifier;
  },
  setTokenSource(source: () => string | undefined) {
    tokenSource = source;
  },
  unauthorized: () => onUnauthorized(),
  error: (text: string | undefined) => onError(text),
  token: () => tokenSource(),
};
