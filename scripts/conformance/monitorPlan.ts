// The monitoring operations of the plan: every read with ids taken from list replies, the
// record and expert lifecycles of the checker's own entries, a diagnosis and a run report of its own
// (read back without a token through their share codes, then removed), idempotent write-backs.
import { dataOf, ownOrStandIn, type Context, type Step } from './context';

type Page<T> = { records: T[] };
type Device = { deviceId: string; deviceType?: string };
type Item = { itemId: string; type: number };
type Alarm = { id: string; handled: boolean };
type Report = { id: string; shareCode: string };

/** The last 24 hours, as the server writes times (local time). */
function lastDay(): { startTime: string; endTime: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const format = (d: Date) =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  const end = new Date(Date.now() - 60_000);
  return { startTime: format(new Date(end.getTime() - 24 * 3600_000)), endTime: format(end) };
}

const needs = (key: string, what: string) => (ctx: Context) => (ctx.existing[key] ? undefined : `the server has no ${what}`);
const needsOwn = (key: string, what: string) => (ctx: Context) => (ctx.own[key] ? undefined : `no ${what} of its own`);
const uniqueTitle = (ctx: Context, label: string) => `${label}${ctx.stamp}`;

export const monitorReads: Step[] = [
  { op: 'getDeviceStatusCounts' },
  {
    op: 'getDevicePage',
    request: () => ({ query: { current: '1', size: '20', descs: 'status' } }),
    after: (reply, ctx) => {
      const device = dataOf<Page<Device>>(reply)?.records[0];
      ctx.existing.device = device?.deviceId;
      ctx.existing.deviceType = device?.deviceType;
    },
  },
  { op: 'getDeviceDetail', request: (ctx) => ({ query: { id: ctx.existing.device } }), skip: needs('device', 'devices') },
  {
    op: 'getDeviceMonitorItems',
    request: (ctx) => ({ query: { deviceId: ctx.existing.device } }),
    skip: needs('device', 'devices'),
    after: (reply, ctx) => {
      const items = dataOf<Item[]>(reply) ?? [];
      ctx.existing.items = items.slice(0, 8).map((i) => i.itemId).join(',') || undefined;
      ctx.existing.itemType = items[0] ? String(items[0].type) : undefined;
    },
  },
  { op: 'getDeviceCardPage', request: () => ({ query: { current: '1', size: '20' } }) },
  { op: 'getCompanyOverviews' },
  { op: 'getMonitorHistory', request: (ctx) => ({ query: { itemIds: ctx.existing.items, ...lastDay(), points: '300' } }), skip: needs('items', 'monitor items') },
  {
    op: 'getAlarmLogPage',
    request: () => ({ query: { current: '1', size: '50' } }),
    after: (reply, ctx) => {
      const records = dataOf<Page<Alarm>>(reply)?.records ?? [];
      ctx.existing.alarm = records[0]?.id;
      ctx.existing.handledAlarm = records.find((r) => r.handled)?.id;
    },
  },
  { op: 'getAlarmLogDetail', request: (ctx) => ({ query: { id: ctx.existing.alarm } }), skip: needs('alarm', 'alarm-log events in the last 7 days') },
  { op: 'getRunLogPage', request: () => ({ query: { current: '1', size: '20' } }) },
  { op: 'getDiagnosisReportPage', request: () => ({ query: { current: '1', size: '10' } }) },
  { op: 'getMonitorOverview' },
  { op: 'getAlarmTrend', request: () => ({ query: lastDay() }) },
  { op: 'getAlarmsByCompany', request: () => ({ query: lastDay() }) },
  { op: 'getAlarmsByItemType', request: () => ({ query: lastDay() }) },
  { op: 'getOnlineRate', request: () => ({ query: { ...lastDay(), granularity: 'hour' } }) },
  { op: 'getTopAlarmDevices', request: () => ({ query: { ...lastDay(), limit: '10' } }) },
  {
    op: 'getRecordPage',
    request: () => ({ query: { current: '1', size: '10' } }),
    after: (reply, ctx) => {
      ctx.existing.record = dataOf<Page<{ id: string }>>(reply)?.records[0]?.id;
    },
  },
  { op: 'getRecordDetail', request: (ctx) => ({ query: { id: ctx.existing.record } }), skip: needs('record', 'archive records yet') },
  {
    op: 'getExpertPage',
    request: () => ({ query: { current: '1', size: '10' } }),
    after: (reply, ctx) => {
      ctx.existing.expert = dataOf<Page<{ id: string }>>(reply)?.records[0]?.id;
    },
  },
  { op: 'getExpertDetail', request: (ctx) => ({ query: { id: ctx.existing.expert } }), skip: needs('expert', 'expert entries yet') },
  { op: 'matchExpertEntries', request: (ctx) => ({ query: { itemType: ctx.existing.itemType ?? '1', deviceType: ctx.existing.deviceType } }) },
  {
    op: 'getOverviewConfig',
    request: (ctx) => ({ query: { deptId: ctx.existing.root } }),
    after: (reply, ctx) => {
      ctx.saved.overviewConfig = dataOf(reply);
    },
  },
];

const findOwn = (key: string, label: string, field: 'title' | 'faultType'): Step['after'] => (reply, ctx) => {
  const records = dataOf<Page<Record<string, string>>>(reply)?.records ?? [];
  const found = records.find((r) => r[field] === uniqueTitle(ctx, label))?.id;
  ctx.own[key] = ownOrStandIn(ctx, found, records[0]?.id);
  if (!found) return `the ${key} it created is not listed`;
};

export const monitorLifecycles: Step[] = [
  // Archive records of its own
  {
    op: 'submitRecord',
    // The example's attachment names a file the server under test need not hold (附件不存在): none here.
    request: (ctx) => ({ body: { id: undefined, deviceId: ctx.existing.device, title: uniqueTitle(ctx, '合规检查记录'), operator: '合规检查', attachments: undefined } }),
    skip: needs('device', 'devices to write a record for'),
  },
  { op: 'getRecordPage', request: (ctx) => ({ query: { keyword: uniqueTitle(ctx, '合规检查记录') } }), stateful: true, after: findOwn('record', '合规检查记录', 'title'), skip: needs('device', 'devices') },
  { op: 'getRecordDetail', request: (ctx) => ({ query: { id: ctx.own.record } }), skip: needsOwn('record', 'record') },
  {
    op: 'submitRecord',
    request: (ctx) => ({ body: { id: ctx.own.record, deviceId: ctx.existing.device, title: uniqueTitle(ctx, '合规检查记录'), operator: '合规检查', content: '已更新。', attachments: undefined } }),
    skip: needsOwn('record', 'record'),
  },
  { op: 'removeRecords', request: (ctx) => ({ query: { ids: ctx.own.record } }), skip: needsOwn('record', 'record') },
  // Expert entries of its own
  { op: 'submitExpert', request: (ctx) => ({ body: { id: undefined, faultType: uniqueTitle(ctx, '合规检查故障') } }) },
  { op: 'getExpertPage', request: (ctx) => ({ query: { keyword: uniqueTitle(ctx, '合规检查故障') } }), stateful: true, after: findOwn('expert', '合规检查故障', 'faultType') },
  { op: 'getExpertDetail', request: (ctx) => ({ query: { id: ctx.own.expert } }), skip: needsOwn('expert', 'expert entry') },
  { op: 'submitExpert', request: (ctx) => ({ body: { id: ctx.own.expert, faultType: uniqueTitle(ctx, '合规检查故障'), advice: '已更新。' } }), skip: needsOwn('expert', 'expert entry') },
  { op: 'removeExperts', request: (ctx) => ({ query: { ids: ctx.own.expert } }), skip: needsOwn('expert', 'expert entry') },
  // A diagnosis and a run report of its own, read through their share codes without a token, then removed
  {
    op: 'runDiagnosis',
    request: (ctx) => ({ body: { ...lastDay(), deviceIds: [ctx.existing.device], deptId: undefined, title: uniqueTitle(ctx, '合规检查诊断') } }),
    skip: needs('device', 'devices to diagnose'),
    after: (reply, ctx) => {
      const report = dataOf<Report>(reply);
      ctx.own.diagnosis = report?.id;
      ctx.own.diagnosisCode = report?.shareCode;
    },
  },
  { op: 'getDiagnosisReport', request: (ctx) => ({ token: '', query: { id: ctx.own.diagnosis, shareCode: ctx.own.diagnosisCode } }), skip: needsOwn('diagnosis', 'diagnosis report') },
  {
    op: 'createDeviceOperationReport',
    request: (ctx) => ({ body: { deviceId: ctx.existing.device, ...lastDay() } }),
    skip: needs('device', 'devices to report on'),
    after: (reply, ctx) => {
      const report = dataOf<Report>(reply);
      ctx.own.operationReport = report?.id;
      ctx.own.operationCode = report?.shareCode;
    },
  },
  {
    op: 'getDeviceOperationReport',
    request: (ctx) => ({ token: '', query: { id: ctx.own.operationReport, shareCode: ctx.own.operationCode } }),
    skip: needsOwn('operationReport', 'run report'),
  },
  {
    op: 'removeDiagnosisReports',
    request: (ctx) => ({ query: { ids: [ctx.own.diagnosis, ctx.own.operationReport].filter(Boolean).join(',') } }),
    skip: (ctx) => (ctx.own.diagnosis || ctx.own.operationReport ? undefined : 'no report of its own'),
  },
  // The checker's own read marks
  { op: 'markAlarmLogRead' },
  { op: 'markRunLogRead' },
  { op: 'markDiagnosisRead' },
];

export const monitorWriteBacks: Step[] = [
  {
    // Acknowledging an event that is already acknowledged changes nothing (the first acknowledgement stays).
    op: 'handleAlarmLogs',
    request: (ctx) => ({ body: { ids: [ctx.existing.handledAlarm], note: '合规检查：重复确认，不改变原确认记录' } }),
    skip: (ctx) => (ctx.existing.handledAlarm ? undefined : 'no acknowledged event to acknowledge again (acknowledging a new one cannot be undone)'),
  },
  {
    op: 'submitOverviewConfig',
    request: (ctx) => {
      const config = ctx.saved.overviewConfig as { deptId: string; figures: string[]; cards: string[] };
      return { body: { deptId: config.deptId, figures: config.figures, cards: config.cards } };
    },
    skip: (ctx) => {
      const config = ctx.saved.overviewConfig as { inherited?: boolean } | undefined;
      if (!config) return 'nothing read to write back';
      return config.inherited ? 'the company has no configuration of its own (writing one back would create it)' : undefined;
    },
  },
];
