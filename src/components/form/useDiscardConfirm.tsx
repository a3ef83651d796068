import { Modal } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Closing a form with unsaved changes asks first (nothing typed is lost by a slip of the
 * Esc key or the close button). Returns `closeForm(dirty, close)` and the holder to render once.
 */
export function useDiscardConfirm() {
  const intl = useIntl();
  const [modal, holder] = Modal.useModal();
  const closeForm = useCallback(
    (dirty: boolean, close: () => void) => {
      if (!dirty) return close();
      void modal.confirm({
        title: intl.formatMessage({ id: 'form.unsaved.title' }),
        content: intl.formatMessage({ id: 'form.unsaved.content' }),
        okText: intl.formatMessage({ id: 'form.unsaved.ok' }),
        cancelText: intl.formatMessage({ id: 'form.unsaved.cancel' }),
        okButtonProps: { danger: true },
        onOk: close,
      });
    },
    [intl, modal],
  );
  return { closeForm, holder };
}
