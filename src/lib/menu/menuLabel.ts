import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MenuRouteMeta } from '../../../generated/model';

/** What a menu item's label is read from: the server's name, and its route key when it has one. */
export type LabelledMenuItem = { name: string; meta?: MenuRouteMeta };

/** The message id of a menu item's route key (`route.<meta.i18n>`) when the language has it. */
export function menuLabelId(item: LabelledMenuItem, hasMessage: (id: string) => boolean): string | undefined {
  const key = item.meta?.i18n?.trim();
  return key && hasMessage(`route.${key}`) ? `route.${key}` : undefined;
}

/**
 * A menu item's label in the current language (spec 2.2: meta.i18n is the label's translation key), the
 * server's name where the item has no key or the language no message for it. Top menu, breadcrumbs and
 * menu search read their labels here, so one page is named alike in all of them and in its tab.
 */
export function useMenuLabel(): (item: LabelledMenuItem) => string {
  const intl = useIntl();
  return useCallback(
    (item: LabelledMenuItem) => {
      const id = menuLabelId(item, (messageId) => messageId in intl.messages);
      return id ? intl.formatMessage({ id }) : item.name;
    },
    [intl],
  );
}
