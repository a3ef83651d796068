import { menuTarget } from '../../lib/menu/menuTarget';

/** Where a screen's address leads: another site in a new window, or a page of this console. */
export type ScreenTarget = { kind: 'window'; url: string } | { kind: 'route'; path: string };

/**
 * spec 2.5 / 6: the data screen and the customer screen open "in the embedded route or a
 * new window as the address says". An http(s) address is another site (the big screen on a wall
 * display): a new window, as Saber opens it. A path of this console stays inside it, in a tab: a page
 * that contains html goes to the embedded page (spec 2.2, /myiframe/...), any other path is a route
 * (/myiframe/... itself included). Anything else (a relative path, javascript:, a protocol-relative
 * address) is not followed.
 */
export function screenTarget(address: string | undefined): ScreenTarget | undefined {
  const text = address?.trim() ?? '';
  if (/^https?:\/\/[^/\s]/i.test(text)) return { kind: 'window', url: text };
  if (text.startsWith('/') && !text.startsWith('//')) return { kind: 'route', path: menuTarget(text) };
  return undefined;
}
