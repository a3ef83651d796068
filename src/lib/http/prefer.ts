// The Prefer header a request carries to Prism (`example=…`, `code=…`, `dynamic=true`), given by the
// Prism panel when it runs. Only development and demo builds read it (client.ts, behind a build-time
// constant), so `npm run build` drops this module with the panel.
type PreferSource = (method: string, url: string) => string | undefined;

let source: PreferSource = () => undefined;

export function setPreferSource(next: PreferSource) {
  source = next;
}

/** @internal Read by the http client in development and demo builds only (a production build drops the call). */
export const preferHeader: PreferSource = (method, url) => source(method, url);
