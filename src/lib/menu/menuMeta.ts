import type { MenuRouteMeta } from '../../../generated/model';

/** How a page of the server's menu opens (spec 2.2, 2.4), read from its MenuRouteMeta. */
export type MenuPageOptions = {
  /** `route.<meta.i18n>` when the current locale has that message, so the label follows the language. */
  labelId?: string;
  /** What the tab stores (spec 3, Tab.label): the message id, else the menu's name as literal text. */
  label: string;
  /** spec 2.4: false opens the page without a tab. */
  isTab: boolean;
  /** false: the tab's page unmounts when left and starts fresh when shown again. */
  keepAlive: boolean;
};

/**
 * Reads a server menu's meta; each flag left out keeps the console's default (a tab, kept alive).
 * `meta.isAuth` is deliberately not read: the menu is fetched only for a signed-in user (useUserMenu is
 * keyed by and enabled by the token), so a server menu can never open a route to anyone else; the pages
 * that pass without a token are the route table's own (spec 2.1).
 */
export function menuPageOptions(menu: { name: string; meta?: MenuRouteMeta }, hasMessage: (id: string) => boolean): MenuPageOptions {
  const i18n = menu.meta?.i18n?.trim();
  const labelId = i18n && hasMessage(`route.${i18n}`) ? `route.${i18n}` : undefined;
  return {
    labelId,
    label: labelId ?? menu.name,
    isTab: menu.meta?.isTab !== false,
    keepAlive: menu.meta?.keepAlive !== false,
  };
}
