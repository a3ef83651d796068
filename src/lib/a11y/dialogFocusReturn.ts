import { useEffect } from 'react';
import { isRendered } from './rendered';

// Focus return from dialogs ("focus returns to what opened it"). antd's Modal gives the focus
// back itself only when it closes through `open={false}`; the console's form dialogs are mounted while
// open and unmounted on close (`{editing && <FormDialog />}`, so a new dialog starts clean), and then
// the focus fell to <body>: a keyboard user was thrown back to the top of the page. One watcher for the
// whole frame, instead of a hook in every dialog.

const DIALOG = '[role="dialog"], [role="alertdialog"], .ant-modal-wrap, .ant-drawer';

/** How many of the last focused elements outside dialogs are kept as candidates to return to. */
const REMEMBERED = 4;

/**
 * Remembers what had the focus when it moved into a dialog and, when that dialog leaves the page with
 * the focus in it, focuses that element again (if it is still there and no other dialog took over).
 * A dialog opened from a dropdown menu's item (clear cache, log out) was opened by an element that is
 * hidden once the menu closes; then the focus goes to what opened the menu (the one before it), as
 * WAI-ARIA's menu button pattern returns it there.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function watchDialogFocusReturn(doc: Document = document, rendered: (el: HTMLElement) => boolean = isRendered): () => void {
  /** The last elements focused outside any dialog, the latest first. */
  let outside: HTMLElement[] = [];
  let openers: HTMLElement[] = [];
  let focusedDialog: Element | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const dialog = target.closest(DIALOG);
    if (dialog) {
      if (!focusedDialog) openers = outside;
      focusedDialog = dialog;
    } else {
      outside = [target, ...outside.filter((el) => el !== target)].slice(0, REMEMBERED);
      openers = [];
      focusedDialog = null;
    }
  };

  const observer = new MutationObserver(() => {
    if (!focusedDialog || focusedDialog.isConnected) return;
    const lost = !doc.activeElement || doc.activeElement === doc.body;
    const target = openers.find((el) => el.isConnected && rendered(el));
    focusedDialog = null;
    openers = [];
    // Focus left on <body> means nothing else (another dialog, a page) claimed it meanwhile.
    if (lost && target) target.focus({ preventScroll: true });
  });

  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}

/** Installs the watcher while the signed-in frame is on screen. */
export function useDialogFocusReturn() {
  useEffect(() => watchDialogFocusReturn(), []);
}
