// spec 2.2 (the breadcrumb of the department list is kept in a cookie; the layout passes the selected
// company, device ids, monitor id and monitor item ids), spec 4 (a tree choice stores the node in the
// breadcrumb; a deleted node leaves and the breadcrumb pops; logout clears both cookies).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession } from '../../src/lib/session';
import { BREADCRUMB_COOKIE, readBreadcrumbCookie, useCompanySelection } from '../../src/stores/companySelection';
import type { BreadcrumbEntry } from '../../src/stores/companySelection';

const group: BreadcrumbEntry = { id: '1', label: '申能集团', property: false };
const power: BreadcrumbEntry = { id: '2', label: '申能电力', property: false };
const machine: BreadcrumbEntry = { id: '3', label: '1号空压机组', property: true };

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BREADCRUMB_COOKIE}=`));

const writeCookie = (value: string) => {
  document.cookie = `${BREADCRUMB_COOKIE}=${value}; path=/`;
};

beforeEach(() => useCompanySelection.getState().clear());
afterEach(() => useCompanySelection.getState().clear());

describe('company selection', () => {
  it('starts with nothing chosen', () => {
    const state = useCompanySelection.getState();
    expect(state.selected).toBeNull();
    expect(state.breadcrumb).toEqual([]);
    expect(cookieValue()).toBeUndefined();
  });

  it('a choice becomes the breadcrumb (path from the root) and is kept in the cookie', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    const state = useCompanySelection.getState();
    expect(state.selected).toEqual(machine);
    expect(state.breadcrumb).toEqual([group, power, machine]);
    expect(readBreadcrumbCookie()).toEqual([group, power, machine]);
  });

  it('a new choice replaces the breadcrumb instead of growing it', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    useCompanySelection.getState().select(group);
    expect(useCompanySelection.getState().breadcrumb).toEqual([group]);
    expect(readBreadcrumbCookie()).toEqual([group]);
  });

  it('forgetting the chosen node pops the breadcrumb to its parent', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    useCompanySelection.getState().forget(machine.id);
    expect(useCompanySelection.getState().selected).toEqual(power);
    expect(readBreadcrumbCookie()).toEqual([group, power]);
  });

  it('forgetting an ancestor drops everything from it down', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    useCompanySelection.getState().forget(power.id);
    expect(useCompanySelection.getState().breadcrumb).toEqual([group]);
  });

  it('forgetting a node outside the breadcrumb changes nothing', () => {
    useCompanySelection.getState().select(power, [group]);
    useCompanySelection.getState().setDevices(['d1']);
    useCompanySelection.getState().forget('elsewhere');
    expect(useCompanySelection.getState().breadcrumb).toEqual([group, power]);
    expect(useCompanySelection.getState().deviceIds).toEqual(['d1']);
  });

  it('forgetting the only node leaves nothing chosen and removes the cookie', () => {
    useCompanySelection.getState().select(group);
    useCompanySelection.getState().forget(group.id);
    expect(useCompanySelection.getState().selected).toBeNull();
    expect(cookieValue()).toBeUndefined();
  });

  it('a rename updates the label where the node sits in the breadcrumb', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    useCompanySelection.getState().rename(power.id, '申能电力股份');
    expect(useCompanySelection.getState().breadcrumb[1]).toEqual({ ...power, label: '申能电力股份' });
    expect(readBreadcrumbCookie()[1]?.label).toBe('申能电力股份');
  });

  it('device and monitor ids belong to the chosen company: a different choice resets them', () => {
    const store = useCompanySelection.getState();
    store.select(power, [group]);
    store.setDevices(['d1', 'd2']);
    store.setMonitor('m1', ['i1', 'i2']);
    expect(useCompanySelection.getState()).toMatchObject({ deviceIds: ['d1', 'd2'], monitorId: 'm1', monitorItemIds: ['i1', 'i2'] });

    store.select(power, [group]); // the same node again keeps them
    expect(useCompanySelection.getState().deviceIds).toEqual(['d1', 'd2']);

    store.select(machine, [group, power]);
    expect(useCompanySelection.getState()).toMatchObject({ deviceIds: [], monitorId: null, monitorItemIds: [] });
  });

  it('logout clears the selection and its cookie', () => {
    useCompanySelection.getState().select(machine, [group, power]);
    useCompanySelection.getState().setDevices(['d1']);
    clearLocalSession();
    expect(useCompanySelection.getState()).toMatchObject({ selected: null, breadcrumb: [], deviceIds: [] });
    expect(cookieValue()).toBeUndefined();
  });
});

describe('the breadcrumb cookie as read at start', () => {
  it.each([
    ['a valid breadcrumb', encodeURIComponent(JSON.stringify([group, power])), [group, power]],
    ['not JSON', 'not-json%', []],
    ['not a list', encodeURIComponent(JSON.stringify(group)), []],
    ['an entry without property', encodeURIComponent(JSON.stringify([{ id: '1', label: 'x' }])), []],
    ['an entry with an empty id', encodeURIComponent(JSON.stringify([{ id: '', label: 'x', property: false }])), []],
  ])('%s', (_name, value, expected) => {
    writeCookie(value);
    expect(readBreadcrumbCookie()).toEqual(expected);
  });

  it('a reload restores the chosen node from the cookie', async () => {
    useCompanySelection.getState().select(power, [group]);
    vi.resetModules();
    const fresh = await import('../../src/stores/companySelection');
    expect(fresh.useCompanySelection.getState().selected).toEqual(power);
    expect(fresh.useCompanySelection.getState().breadcrumb).toEqual([group, power]);
  });
});
