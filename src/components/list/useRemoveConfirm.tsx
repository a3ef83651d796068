import { Modal } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { namedList } from './SelectionBar';

export type RemoveRequest = {
  /** The dialog's title, e.g. 删除字典. */
  title: string;
  /** What goes, by name; at most five are listed, the rest counted. */
  names: readonly string[];
  /** Removes them; the dialog shows progress until it settles (a failure was already said by the http client). */
  remove: () => Promise<unknown>;
  /**
   * A page's own wording, where its spec text differs from the list's: the lead above the names, the
   * buttons, and the closing line (`null` leaves it out).
   */
  texts?: { lead?: string; ok?: string; cancel?: string; irreversible?: string | null };
};

/**
 * A delete asks first and names what goes ("A、B 等 12 项"), and says it cannot be undone.
 * Returns `confirmRemove(request)` and the holder to render once.
 */
export function useRemoveConfirm() {
  const intl = useIntl();
  const [modal, holder] = Modal.useModal();
  const confirmRemove = useCallback(
    ({ title, names, remove, texts = {} }: RemoveRequest) => {
      const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
      const { shown, more } = namedList(names);
      void modal.confirm({
        title,
        content: (
          <>
            <p>{texts.lead ?? t('list.remove.lead', { count: names.length })}</p>
            <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
              {shown.map((name, i) => (
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ul>
            {more > 0 && <p>{t('list.andMore', { total: names.length })}</p>}
            {texts.irreversible !== null && <p>{texts.irreversible ?? t('list.remove.irreversible')}</p>}
          </>
        ),
        okText: texts.ok ?? t('list.remove.ok'),
        cancelText: texts.cancel ?? t('list.remove.cancel'),
        okButtonProps: { danger: true },
        // A failure keeps nothing open: the http client has said why (spec 8), the list is unchanged.
        onOk: () => remove().catch(() => undefined),
      });
    },
    [intl, modal],
  );
  return { confirmRemove, holder };
}
