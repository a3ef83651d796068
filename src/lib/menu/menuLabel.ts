import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MenuRouteMeta } from '../../../generated/model';
// The names the console gives its menu pages (route.<key>), in Chinese: the names a server menu carries
// until an admin renames them. Read in every language, so the rule below holds in English too.
import consoleNames from '../../../locales/zh-CN/routes';

/** What a menu item's label is read from: the server's name, and its route key when it has one. */
export type LabelledMenuItem = { name: string; meta?: MenuRouteMeta };

/** The message id of a menu item's route key (`route.<meta.i18n>`), whether or not any language has it. */
export function menuKeyId(item: LabelledMenuItem): string | undefined {
  const key = item.meta?.i18n?.trim();
  return key ? `route.${key}` : undefined;
}

/** The message id of a menu item's route key (`route.<meta.i18n>`) when the language has it. */
export function menuLabelId(item: LabelledMenuItem, hasMessage: (id: string) => boolean): string | undefined {
  const id = menuKeyId(item);
  return id && hasMessage(id) ? id : undefined;
}

/** Whether `id` is a key the console names a menu page by (it has a Chinese name for it). */
export const isConsoleMenuKey = (id: string | undefined, names: Readonly<Record<string, string>> = consoleNames): id is string =>
  !!id && id.startsWith('route.') && Object.hasOwn(names, id);

/**
 * spec 2.2: the name a menu item shows. Its key's label in the current language (`translate`) stands in
 * for the server's name only while that name is the key's own Chinese name (`chinese`), i.e. the server
 * has not renamed the item. A name that differs from it (renamed by an admin, a name the console does not
 * know) is shown as the server sent it, in either language; so is the name of an item without a key or
 * with a key the console does not know.
 * @internal Exported for its tests; the console reads it through useMenuLabel.
 */
export function shownMenuName(
  name: string,
  keyId: string | undefined,
  translate: (id: string) => string | undefined,
  chinese: Readonly<Record<string, string>> = consoleNames,
): string {
  if (!isConsoleMenuKey(keyId, chinese) || name.trim() !== chinese[keyId]) return name;
  return translate(keyId) ?? name;
}

/**
 * A menu item's label in the current language (shownMenuName). Top menu, tabs, breadcrumbs and menu
 * search read their labels here, so one page is named alike in all of them. `pageKeyId` is the key of
 * the console's page at the item's path, for an item that names no key of its own.
 */
export function useMenuLabel(): (item: LabelledMenuItem, pageKeyId?: string) => string {
  const intl = useIntl();
  return useCallback(
    (item: LabelledMenuItem, pageKeyId?: string) =>
      shownMenuName(item.name, menuKeyId(item) ?? pageKeyId, (id) => (id in intl.messages ? intl.formatMessage({ id }) : undefined)),
    [intl],
  );
}
