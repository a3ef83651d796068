import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabStopsIn, watchDialogTabWrap } from '../../src/lib/a11y/dialogTabWrap';

// happy-dom has no layout: every element counts as rendered, but for those marked data-hidden.
const rendered = (el: HTMLElement) => !el.closest('[data-hidden]');

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <button id="opener">open</button>
    <div role="dialog" aria-modal="true" tabindex="-1" id="panel">
      <button id="close">x</button>
      <input id="name" />
      <input id="off" disabled />
      <span tabindex="-1" id="skipped">not a stop</span>
      <label><input type="radio" name="kind" id="r1" /><input type="radio" name="kind" id="r2" checked /></label>
      <button id="hidden" data-hidden>measure</button>
      <button id="cancel">cancel</button>
      <button id="ok">ok</button>
    </div>`;
  uninstall = watchDialogTabWrap(document, rendered);
});
afterEach(() => uninstall());

const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** Presses Tab on the focused element; returns whether the default (the browser's move) was kept. */
const tab = (shiftKey = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));

describe('Tab inside a modal dialog (the focus stays in)', () => {
  it('counts the controls Tab stops on: not disabled, not tabindex -1, not hidden, one per radio group', () => {
    expect(tabStopsIn(byId('panel'), rendered).map((el) => el.id)).toEqual(['close', 'name', 'r2', 'cancel', 'ok']);
  });

  it('Tab on the last control goes to the first, instead of out of the page', () => {
    byId('ok').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId('close'));
  });

  it('Shift+Tab on the first control, or on the panel itself, goes to the last', () => {
    byId('close').focus();
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(byId('ok'));
    byId('panel').focus();
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(byId('ok'));
  });

  it('leaves the moves between controls, and Tab outside any modal, to the browser', () => {
    byId('name').focus();
    expect(tab()).toBe(true);
    expect(tab(true)).toBe(true);
    byId('opener').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('stops working once uninstalled', () => {
    uninstall();
    byId('ok').focus();
    expect(tab()).toBe(true);
    uninstall = () => undefined;
  });
});
