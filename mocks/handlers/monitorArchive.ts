// Archive records, the expert knowledge base and the overview configuration (tags record,
// expert, overview): what users write into the monitoring world. Kept in World.monitor and persisted.
import { http } from 'msw';
import type { ArchiveAttachment, ArchiveRecord, ArchiveRecordForm, ExpertEntry, ExpertForm, OverviewConfig, OverviewConfigForm } from '../../generated/model';
import { db } from '../world/db';
import { chainOf, treeIndex } from '../world/monitor/scope';
import { parseTime } from '../world/monitor/time';
import { contains, fail, idList, jsonBody, now, ok, page, query, userOf } from './kit';
import { NOT_FOUND_DEPT, NOT_FOUND_DEVICE, isRefusal, scopeFor } from './monitorKit';
import { allows, noAuthority } from './permissions';

const NO_RECORD = '记录不存在';
const NO_ENTRY = '条目不存在';
const NO_ATTACHMENT = '附件不存在';

/**
 * A record's attachments (proposed): files of the chunked upload named by identifier, each with the
 * stored file's path for the download; undefined when one is not stored (附件不存在).
 */
function attachmentsOf(form: ArchiveRecordForm): ArchiveAttachment[] | undefined {
  const attached: ArchiveAttachment[] = [];
  for (const ref of form.attachments ?? []) {
    const file = db.world.files.find((f) => f.identifier === ref.identifier);
    if (!file) return undefined;
    attached.push({ identifier: ref.identifier, name: ref.name, size: file.size, path: file.path });
  }
  return attached;
}

/** What the overview shows where nobody configured it. */
const DEFAULT_OVERVIEW: Pick<OverviewConfig, 'figures' | 'cards'> = {
  figures: ['online', 'alarm', 'warn', 'offline', 'onlineRate'],
  cards: ['latestAlarms', 'alarmTrend', 'attentionDevices'],
};

const store = () => db.world.monitor;

/**
 * The pages' actions are buttons under their paths (spec 7 recordVerification / expertVerification ask
 * for them): a caller without the button is refused as the console was told, 暂无权限.
 */
const mayDo = (request: Request, page: 'record' | 'expert', action: 'add' | 'edit' | 'delete') =>
  allows(userOf(request), `/monitor/${page}/index/${action}`);
const byNewest = (a: { createTime: string; id: string }, b: { createTime: string; id: string }) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);

/** A record as sent: device and company names as they are now (a device may have moved). */
function recordReply(record: ArchiveRecord): ArchiveRecord {
  const device = db.world.devices.find((d) => d.deviceId === record.deviceId);
  const dept = device && db.world.departments.find((d) => d.id === device.deptId);
  return device ? { ...record, deviceName: device.deviceName, deptId: device.deptId, deptName: dept?.deptName ?? device.deptName ?? '' } : record;
}

const recordFields = (form: ArchiveRecordForm, attachments: ArchiveAttachment[]) => ({
  deviceId: form.deviceId,
  type: form.type,
  title: form.title,
  recordTime: form.recordTime,
  operator: form.operator,
  ...(form.content !== undefined ? { content: form.content } : {}),
  ...(form.result !== undefined ? { result: form.result } : {}),
  ...(attachments.length ? { attachments } : {}),
});

const expertFields = (form: ExpertForm) => ({
  faultType: form.faultType,
  itemType: form.itemType,
  symptoms: form.symptoms,
  causes: form.causes,
  advice: form.advice,
  ...(form.deviceType ? { deviceType: form.deviceType } : {}),
});

const expertText = (e: ExpertEntry) => `${e.faultType} ${e.symptoms} ${e.causes} ${e.advice}`;

export const monitorArchiveHandlers = [
  http.get('*/record/page', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const q = query(request);
    const inScope = new Set(scope.devices.map((d) => d.deviceId));
    const [from, to] = [parseTime(q.get('startTime')) ?? -Infinity, parseTime(q.get('endTime')) ?? Infinity];
    const keyword = q.get('keyword');
    const rows = store()
      .records.filter((r) => inScope.has(r.deviceId))
      .filter((r) => !q.get('deviceId') || r.deviceId === q.get('deviceId'))
      .filter((r) => !q.get('type') || r.type === q.get('type'))
      .filter((r) => {
        const at = parseTime(r.recordTime) ?? 0;
        return at >= from && at < to;
      })
      .filter((r) => !keyword || contains(r.title, keyword) || contains(r.content, keyword))
      .sort((a, b) => b.recordTime.localeCompare(a.recordTime) || b.id.localeCompare(a.id));
    const result = page(rows, request);
    return ok({ ...result, records: result.records.map(recordReply) });
  }),

  http.get('*/record/detail', ({ request }) => {
    const record = store().records.find((r) => r.id === query(request).get('id'));
    return record ? ok(recordReply(record)) : fail(NO_RECORD);
  }),

  http.post('*/record/submit', async ({ request }) => {
    const form = await jsonBody<ArchiveRecordForm>(request);
    if (!mayDo(request, 'record', form.id ? 'edit' : 'add')) return noAuthority();
    const device = db.world.devices.find((d) => d.deviceId === form.deviceId);
    if (!device) return fail(NOT_FOUND_DEVICE);
    const attachments = attachmentsOf(form);
    if (!attachments) return fail(NO_ATTACHMENT);
    const user = userOf(request);
    if (form.id) {
      const record = store().records.find((r) => r.id === form.id);
      if (!record) return fail(NO_RECORD);
      for (const key of ['content', 'result', 'attachments'] as const) delete record[key];
      Object.assign(record, recordFields(form, attachments), { updateTime: now() });
    } else {
      store().records.push({
        id: db.newId(),
        ...recordFields(form, attachments),
        deviceName: device.deviceName,
        deptId: device.deptId,
        deptName: device.deptName ?? '',
        createTime: now(),
        createdBy: user.realName ?? user.account ?? '',
      });
    }
    db.changed();
    return ok(null);
  }),

  http.post('*/record/remove', ({ request }) => {
    if (!mayDo(request, 'record', 'delete')) return noAuthority();
    const ids = idList(query(request).get('ids'));
    if (!ids.every((id) => store().records.some((r) => r.id === id))) return fail(NO_RECORD);
    store().records = store().records.filter((r) => !ids.includes(r.id));
    db.changed();
    return ok(null);
  }),

  http.get('*/expert/page', ({ request }) => {
    const q = query(request);
    const keyword = q.get('keyword');
    const itemType = q.get('itemType');
    const deviceType = q.get('deviceType');
    const rows = store()
      .experts.filter((e) => !keyword || contains(expertText(e), keyword))
      .filter((e) => !itemType || e.itemType === Number(itemType))
      .filter((e) => !deviceType || !e.deviceType || e.deviceType === deviceType)
      .sort(byNewest);
    return ok(page(rows, request));
  }),

  http.get('*/expert/detail', ({ request }) => {
    const entry = store().experts.find((e) => e.id === query(request).get('id'));
    return entry ? ok(entry) : fail(NO_ENTRY);
  }),

  // For an alarm's detail: entries of the item type, the machine kind's own first, then keyword hits.
  http.get('*/expert/match', ({ request }) => {
    const q = query(request);
    const itemType = Number(q.get('itemType'));
    const deviceType = q.get('deviceType');
    const keyword = q.get('keyword');
    const limit = Number(q.get('limit') ?? 5);
    const score = (e: ExpertEntry) =>
      (deviceType && e.deviceType && deviceType.includes(e.deviceType) ? 4 : e.deviceType ? 0 : 2) + (keyword && contains(expertText(e), keyword) ? 1 : 0);
    const rows = store()
      .experts.filter((e) => e.itemType === itemType && (!e.deviceType || !deviceType || deviceType.includes(e.deviceType)))
      .sort((a, b) => score(b) - score(a) || byNewest(a, b))
      .slice(0, limit);
    return ok(rows);
  }),

  http.post('*/expert/submit', async ({ request }) => {
    const form = await jsonBody<ExpertForm>(request);
    if (!mayDo(request, 'expert', form.id ? 'edit' : 'add')) return noAuthority();
    const user = userOf(request);
    if (form.id) {
      const entry = store().experts.find((e) => e.id === form.id);
      if (!entry) return fail(NO_ENTRY);
      delete entry.deviceType;
      Object.assign(entry, expertFields(form), { updateTime: now() });
    } else {
      store().experts.push({ id: db.newId(), ...expertFields(form), createTime: now(), author: user.realName ?? user.account ?? '' });
    }
    db.changed();
    return ok(null);
  }),

  http.post('*/expert/remove', ({ request }) => {
    if (!mayDo(request, 'expert', 'delete')) return noAuthority();
    const ids = idList(query(request).get('ids'));
    if (!ids.every((id) => store().experts.some((e) => e.id === id))) return fail(NO_ENTRY);
    store().experts = store().experts.filter((e) => !ids.includes(e.id));
    db.changed();
    return ok(null);
  }),

  http.get('*/disposition/detail', ({ request }) => {
    const deptId = query(request).get('deptId') ?? '';
    const tree = treeIndex(db.world);
    if (!tree.byId.has(deptId)) return fail(NOT_FOUND_DEPT);
    // The company's own, else the nearest ancestor's, else the default.
    const configs = store().overviewConfigs;
    const from = chainOf(tree, deptId)
      .reverse()
      .map((d) => configs.find((c) => c.deptId === d.id))
      .find(Boolean);
    const data: OverviewConfig = from
      ? { deptId, figures: from.figures, cards: from.cards, inherited: from.deptId !== deptId, fromDeptId: from.deptId, updateTime: from.updateTime, updatedBy: from.updatedBy }
      : { deptId, ...DEFAULT_OVERVIEW, inherited: true };
    return ok(data);
  }),

  http.post('*/disposition/submit', async ({ request }) => {
    const form = await jsonBody<OverviewConfigForm>(request);
    if (!db.world.departments.some((d) => d.id === form.deptId)) return fail(NOT_FOUND_DEPT);
    const user = userOf(request);
    const config = { deptId: form.deptId, figures: form.figures, cards: form.cards, updateTime: now(), updatedBy: user.realName ?? user.account ?? '' };
    store().overviewConfigs = [...store().overviewConfigs.filter((c) => c.deptId !== form.deptId), config];
    db.changed();
    return ok(null);
  }),
];
