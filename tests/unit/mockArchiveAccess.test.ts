// @vitest-environment node
// The archive records' and the expert base's changes are refused to a caller without the
// page's button (the same paths the console asks recordVerification / expertVerification about), and
// file management's remove and upload are allowed by its own buttons too.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveRecordForm, ExpertForm } from '../../generated/model';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { fileHandlers } from '../../mocks/handlers/files';
import { monitorArchiveHandlers } from '../../mocks/handlers/monitorArchive';
import { userHandlers } from '../../mocks/handlers/users';
import { db } from '../../mocks/world/db';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const server = setupServer(contractGuard, ...authHandlers, ...userHandlers, ...fileHandlers, ...monitorArchiveHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let token = '';
const as = async (account: string, password: string) => {
  token = (await signInWithoutCaptcha(base, account, password)).access_token as string;
};
async function post(path: string, params: Record<string, string> = {}, body?: object) {
  const reply = await fetch(`${base}${path}?${new URLSearchParams(params)}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa('saber:saber_secret')}`,
      'Blade-Auth': `bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  return (await reply.json()) as { code: number; msg: string };
}

beforeEach(() => db.reset());

const someRecord = () => db.world.monitor.records[0];
const someEntry = () => db.world.monitor.experts[0];
const recordForm = (): ArchiveRecordForm => ({ deviceId: db.world.devices[0].deviceId, type: 'inspection', title: '日常点检', recordTime: '2026-11-20 09:00:00', operator: '值班员' });
const expertForm = (): ExpertForm => ({ faultType: '联轴器不对中', itemType: 1, symptoms: '2倍转频突出', causes: '安装偏差', advice: '复测对中' });

describe('archive records and expert entries by permission (spec 7)', () => {
  it('lets the operator add and edit records but not delete them', async () => {
    await as('operator', 'Operator123');
    expect(await post('/record/submit', {}, recordForm())).toMatchObject({ code: 200 });
    expect(await post('/record/submit', {}, { ...recordForm(), id: someRecord().id })).toMatchObject({ code: 200 });
    const before = db.world.monitor.records.length;
    expect(await post('/record/remove', { ids: someRecord().id })).toMatchObject({ code: 400, msg: '暂无权限' });
    expect(db.world.monitor.records).toHaveLength(before);
  });

  it('refuses the operator every change of the expert base', async () => {
    await as('operator', 'Operator123');
    const entry = someEntry();
    expect(await post('/expert/submit', {}, expertForm())).toMatchObject({ msg: '暂无权限' });
    expect(await post('/expert/submit', {}, { ...expertForm(), id: entry.id })).toMatchObject({ msg: '暂无权限' });
    expect(await post('/expert/remove', { ids: entry.id })).toMatchObject({ msg: '暂无权限' });
    expect(db.world.monitor.experts.find((e) => e.id === entry.id)).toEqual(entry);
  });

  it('lets admin add, edit and delete both', async () => {
    await as('admin', 'Admin123');
    expect(await post('/expert/submit', {}, expertForm())).toMatchObject({ code: 200 });
    expect(await post('/expert/remove', { ids: someEntry().id })).toMatchObject({ code: 200 });
    expect(await post('/record/remove', { ids: someRecord().id })).toMatchObject({ code: 200 });
  });

  it('refuses the operator file removal (no /monitor/top/upload, no file management)', async () => {
    await as('operator', 'Operator123');
    expect(await post('/file/remove', { id: db.world.files[0].id })).toMatchObject({ msg: '暂无权限' });
  });
});
