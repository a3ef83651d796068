// The http client must log out and toast, but lives below the app: the app registers how.
type Listener<T> = (value: T) => void;

/**
 * What the http client asks the session when a call is answered 401 (BladeX answers a role guard's
 * refusal with the same 401 as an expired token): whether the token is still within its own expiry,
 * and a refresh that says whether it got a new token.
 */
export type SessionKeeper = {
  isFresh: () => boolean;
  refresh: () => Promise<boolean>;
};

let onUnauthorized: Listener<void> = () => {};
let onError: Listener<string | undefined> = () => {};
let onRefused: Listener<void> = () => {};
let tokenSource: () => string | undefined = () => undefined;
// Until a session registers itself, every 401 ends the session (spec 8).
const noSession: SessionKeeper = { isFresh: () => false, refresh: () => Promise.resolve(false) };
let sessionKeeper: SessionKeeper = noSession;

export const httpEvents = {
  setUnauthorizedHandler(handler: Listener<void>) {
    onUnauthorized = handler;
  },
  /** Receives the server's text, or undefined when the app must say 'unknown error'. */
  setErrorNotifier(notifier: Listener<string | undefined>) {
    onError = notifier;
  },
  /**
   * Told when the server refused the signed-in user a call (a 401 within a valid session): the app says
   * so in its own words and language, not the server's ("请求未授权" on an English page).
   */
  setRefusalNotifier(notifier: Listener<void>) {
    onRefused = notifier;
  },
  setTokenSource(source: () => string | undefined) {
    tokenSource = source;
  },
  /** Parts left out keep their default: not fresh, no refresh. */
  setSessionKeeper(keeper: Partial<SessionKeeper>) {
    sessionKeeper = { ...sessionKeeper, ...keeper };
  },
  unauthorized: () => onUnauthorized(),
  error: (text: string | undefined) => onError(text),
  refused: () => onRefused(),
  token: () => tokenSource(),
  sessionIsFresh: () => sessionKeeper.isFresh(),
  refreshSession: () => sessionKeeper.refresh(),
};
