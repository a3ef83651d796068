import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext, type ReactNode } from 'react';

const ToastContext = createContext<MessageInstance | null>(null);

/**
 * Toasts in antd's theme and locale. Lighter than antd's <App>, which also brings Modal and
 * Notification into every page (the /login size budget); pages needing a modal use Modal.useModal.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): MessageInstance {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
