// Toasts leave after 3 s (antd's message time). On a loaded 2-core runner a test can be busy for longer
// than that between two looks at the page, and then a findByText for a toast misses one that came and
// went (seen in CI on the user form's 操作成功!). The recorder notes every toast the moment it is added.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

const TOAST = '[role="status"], [role="alert"]';
const seen: string[] = [];
let observer: MutationObserver | undefined;

/** Call once at the top of a test file: every test of it notes the toasts shown while it runs. */
export function recordToasts() {
  beforeEach(() => {
    seen.length = 0;
    observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) for (const toast of [node, ...node.querySelectorAll(TOAST)]) if (toast.matches(TOAST)) seen.push(toast.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  afterEach(() => observer?.disconnect());
}

/** Waits until a toast with this text has been shown in this test (whether or not it is still up). */
export const toastShown = (text: string) => waitFor(() => expect(seen.some((shown) => shown.includes(text)), `toast ${text}; seen: ${seen.join(' | ')}`).toBe(true));
