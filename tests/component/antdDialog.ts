import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * A dialog by its title. antd names its dialogs through an id that rc-util makes 'test-id' under test,
 * shared with every tooltip, so the accessible name cannot be relied on here (it can in a browser).
 */
export const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });

/** Waits until no dialog with this title is shown. */
export const noDialogTitled = (title: string) =>
  waitFor(() => expect(screen.queryAllByRole('dialog').some((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title)).toBe(false));
