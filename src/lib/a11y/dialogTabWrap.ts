import { useEffect } from 'react';
import { isRendered } from './rendered';

// Focus kept inside a modal dialog ("every dialog opens, works and closes from the keyboard").
// antd 6's dialogs trap the focus with a `focusin` watcher (@rc-component/util's lockFocus) and no
// longer put sentinel elements around the panel. A dialog is appended at the end of <body>, so Tab on
// its last control (the OK of a `modal.confirm`, focused when it opens) leaves the document for the
// browser's own chrome: no element takes the focus, no `focusin` fires, and the focus is on <body>,
// outside the dialog, until a second Tab. Here Tab on the last control goes to the first and Shift+Tab
// on the first to the last, for every modal dialog (antd Modal, confirm, Drawer with a mask).

const MODAL = '[aria-modal="true"]';
const CANDIDATES = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/**
 * The elements of `root` that Tab stops on, in document order (positive tabindex is not used here).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function tabStopsIn(root: Element, rendered: (el: HTMLElement) => boolean = isRendered): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) return false;
    // A radio group is one stop: its checked radio, or its first when none is checked.
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name && !el.checked) {
      const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)];
      if (group.some((radio) => radio.checked) || group[0] !== el) return false;
    }
    return rendered(el);
  });
}

/**
 * Wraps Tab and Shift+Tab around the modal dialog that holds the focus. Returns the uninstaller.
 * `rendered` is for tests without layout (happy-dom).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function watchDialogTabWrap(doc: Document = document, rendered: (el: HTMLElement) => boolean = isRendered): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = doc.activeElement;
    const dialog = active?.closest(MODAL);
    if (!active || !dialog) return;
    const stops = tabStopsIn(dialog, rendered);
    if (stops.length === 0) {
      // Nothing to stop on: the focus stays where it is (on the dialog itself).
      event.preventDefault();
      return;
    }
    const first = stops[0];
    const last = stops[stops.length - 1];
    // The panel itself (focused when a dialog opens without a control to focus) counts as before the first.
    const wrapTo = event.shiftKey ? (active === first || active === dialog ? last : null) : active === last ? first : null;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}

/** Installs the wrap while the signed-in frame is on screen. */
export function useDialogTabWrap() {
  useEffect(() => watchDialogTabWrap(), []);
}
