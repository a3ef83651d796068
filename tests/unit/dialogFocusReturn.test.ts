import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchDialogFocusReturn } from '../../src/lib/a11y/dialogFocusReturn';

// happy-dom has no layout: every element counts as rendered, but for those marked data-hidden.
const rendered = (el: HTMLElement) => !el.closest('[data-hidden]');
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="menuButton">more</button>
    <ul role="menu" id="menu"><li role="menuitem" tabindex="-1" id="item">clear cache</li></ul>
    <button id="plain">new</button>`;
  uninstall = watchDialogFocusReturn(document, rendered);
});
afterEach(() => uninstall());

const byId = (id: string) => document.getElementById(id) as HTMLElement;
function openDialog(): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<button id="ok">ok</button>';
  document.body.append(dialog);
  byId('ok').focus();
  return dialog;
}

describe('focus back to what opened a dialog', () => {
  it('goes back to the opener when the dialog leaves the page with the focus in it', async () => {
    byId('plain').focus();
    openDialog().remove();
    await settle();
    expect(document.activeElement).toBe(byId('plain'));
  });

  it('goes back to the menu button when the opener was an item of a menu that has closed', async () => {
    byId('menuButton').focus();
    byId('item').focus();
    const dialog = openDialog();
    byId('menu').setAttribute('data-hidden', '');
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byId('menuButton'));
  });

  it('leaves the focus alone when something else took it meanwhile', async () => {
    byId('plain').focus();
    const dialog = openDialog();
    byId('menuButton').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byId('menuButton'));
  });
});
