// The device picker of the monitoring pages asks spec 7's GET api/device/getDepartmentDeviceList for the
// company's whole device list and searches it by name without asking again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { AntdScope } from '../../src/components/AntdScope';
// The session module wires the signed-in token into the http client.
import '../../src/lib/session';
import { DeviceSelect } from '../../src/components/monitor/DeviceSelect';
import { twoCompanies } from '../support/seededCompanies';
import { signInAsSeeded } from '../support/seededSession';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { renderRoutes } from './renderWithApp';

withMockBackend();

function Picker({ deptId }: { deptId: string }) {
  const [value, setValue] = useState<string>();
  return (
    <AntdScope>
      <DeviceSelect label="设备" deptId={deptId} value={value} onChange={setValue} />
      <output aria-label="chosen">{value ?? ''}</output>
    </AntdScope>
  );
}

/** The devices of a company's subtree in the seeded world. */
function devicesOf(deptId: string) {
  const below = new Set([deptId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of db.world.departments) if (below.has(d.parentId) && !below.has(d.id)) grew = below.add(d.id).size > 0;
  }
  return db.world.devices.filter((device) => below.has(device.deptId));
}

describe('the device picker', () => {
  it('lists the company\'s devices from getDepartmentDeviceList and searches them by name locally', async () => {
    signInAsSeeded('admin');
    const { a } = twoCompanies();
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/device/')) seen.push(`${url.pathname}${url.search}`);
    });
    renderRoutes([{ path: '/', element: <Picker deptId={a.id} /> }], '/');
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: '设备' });
    await waitFor(() => expect(seen).toEqual([`/api/device/getDepartmentDeviceList?deptId=${a.id}`]));

    const expected = devicesOf(a.id);
    const target = expected[0];
    await user.click(picker);
    await user.type(picker, target.deviceName);
    // antd's list draws the options as its items (its listbox holds only the active one for screen
    // readers); the search narrowed them to the name typed.
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
    expect(shown.length).toBeLessThan(expected.length);
    expect(shown.every((text) => text.includes(target.deviceName))).toBe(true);
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option')!);
    const chosen = screen.getByRole('status', { name: 'chosen' }).textContent;
    expect(expected.filter((d) => d.deviceName.includes(target.deviceName)).map((d) => d.deviceId)).toContain(chosen);
    // Searching asked the server nothing more.
    expect(seen.filter((path) => path.includes('/device/'))).toEqual([`/api/device/getDepartmentDeviceList?deptId=${a.id}`]);
  });
});
