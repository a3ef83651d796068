// Diagnosis runs and reports, device run reports (tag diagnosis) and the statistics and home
// overview (tag statistics). Reports are computed from the model and frozen in the world; the two public
// reads need only the client header and the report's share code. Statistics count the alarm log's
// events and the outages of the range, so they add up to the logs.
import { http } from 'msw';
import type {
  AlarmCompanyCount,
  AlarmDayCount,
  AlarmItemTypeCount,
  DeviceOperationReport,
  DeviceOperationReportForm,
  DiagnosisReport,
  DiagnosisReportSummary,
  DiagnosisRunForm,
  MonitorOverview,
  OnlineRatePoint,
  TopAlarmDevice,
} from '../../generated/model';
import { db } from '../world/db';
import { entryOf, eventsOf } from '../world/monitor/alarmLog';
import { outagesBetween } from '../world/monitor/model';
import { diagnose, operationReport } from '../world/monitor/reports';
import { type Scope } from '../world/monitor/scope';
import { modelOf, SEVERITY } from '../world/monitor/state';
import { dayOf, formatTime, nextDay, startOfDay } from '../world/monitor/time';
import type { MockDevice, MonitorStore } from '../world/types';
import { badRequest, fail, idList, jsonBody, now as nowText, ok, page, query, userOf } from './kit';
import { companyFigures } from './monitorDevices';
import { DAY_MS, NOT_FOUND_DEVICE, deviceRow, deviceState, isRefusal, nowMs, percent, rangeOf, scopeFor } from './monitorKit';

const MAX_DIAGNOSIS_DAYS = 31;
const MAX_DIAGNOSIS_DEVICES = 500;
const MAX_OPERATION_DAYS = 366;
const MAX_STATISTICS_DAYS = 93;
/** Reports kept per kind (the oldest go first), so the persisted world stays small. */
const KEPT_REPORTS = 50;
const KEPT_DEVICE_RESULTS = 2000;
const NO_REPORT = '报告不存在或链接已失效';

/** 16 hex digits that make a share link unguessable. */
function shareCode(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The end of a report's range may not lie in the future (a report describes what happened). */
const endsInFuture = (to: number) => to > nowMs() + 60_000;

function summaryOf(report: MonitorStore['reports'][number]): DiagnosisReportSummary {
  const { id, shareCode: code, title, startTime, endTime, createTime, createdBy, deptId, deptName, deviceCount, health, grade, findingCount } = report;
  return { id, shareCode: code, title, startTime, endTime, createTime, createdBy, ...(deptId ? { deptId, deptName } : {}), deviceCount, health, grade, findingCount };
}

function publicReport(report: MonitorStore['reports'][number]): DiagnosisReport {
  const { devices, findings, advice } = report;
  return { ...summaryOf(report), devices, findings, advice };
}

/** A run report as sent: without what the world keeps about it. */
function operationReply(report: MonitorStore['operationReports'][number]): DeviceOperationReport {
  const { createdAt, userId, ...reply } = report;
  void createdAt;
  void userId;
  return reply;
}

function keep<T>(list: T[], item: T): T[] {
  return [...list, item].slice(-KEPT_REPORTS);
}

// ---- statistics -----------------------------------------------------------------------------------

/** The range and scope of a statistics call, or the refusal. */
function statisticsInput(request: Request): { from: number; to: number; scope: Scope } | Response {
  const q = query(request);
  const range = rangeOf(q.get('startTime'), q.get('endTime'), MAX_STATISTICS_DAYS);
  if (isRefusal(range)) return range.refusal;
  const scope = scopeFor(request);
  if (isRefusal(scope)) return scope.refusal;
  return { ...range, scope };
}

function trendOf(events: { start: number; level: 'warn' | 'alarm' }[], from: number, to: number): AlarmDayCount[] {
  const days = new Map<string, AlarmDayCount>();
  for (let at = startOfDay(from); at < to; at = nextDay(at)) days.set(dayOf(at), { day: dayOf(at), warn: 0, alarm: 0 });
  for (const e of events) {
    const day = days.get(dayOf(e.start));
    if (day) day[e.level] += 1;
  }
  return [...days.values()];
}

/**
 * The companies a breakdown lists: deptId's children (or the scope's top companies), each with its whole
 * subtree; a company that also holds devices itself is listed too, counting only those (own), so the
 * rows add up to the total.
 */
function breakdownCompanies(scope: Scope, deptId: string | null): { id: string; own: boolean }[] {
  const { tree } = scope;
  const tops = deptId ? [deptId] : [...scope.deptIds].filter((id) => !scope.deptIds.has(tree.byId.get(id)?.parentId ?? ''));
  return tops.flatMap((id) => {
    const children = (tree.children.get(id) ?? []).map((d) => ({ id: d.id, own: false }));
    if (!children.length) return [{ id, own: false }];
    return scope.devices.some((d) => d.deptId === id) ? [{ id, own: true }, ...children] : children;
  });
}

function onlineRateOf(devices: MockDevice[], from: number, to: number, hourly: boolean): OnlineRatePoint[] {
  const buckets: { start: number; end: number; offline: number }[] = [];
  for (let at = hourly ? from - (from % 3600_000) : startOfDay(from); at < to; at = hourly ? at + 3600_000 : nextDay(at)) {
    const end = hourly ? at + 3600_000 : nextDay(at);
    buckets.push({ start: at, end, offline: 0 });
  }
  for (const device of devices) {
    for (const o of outagesBetween(modelOf(db.world, device), from, to)) {
      for (const b of buckets) {
        const [s, e] = [Math.max(b.start, from, o.start), Math.min(b.end, to, o.end)];
        if (e > s) b.offline += e - s;
      }
    }
  }
  return buckets.map((b) => {
    const span = (Math.min(b.end, to) - Math.max(b.start, from)) * devices.length;
    const rate = span ? percent(span - b.offline, span) : 100;
    return { time: formatTime(b.start), rate, online: Math.round(devices.length * rate) / 100, total: devices.length };
  });
}

// ---- handlers -------------------------------------------------------------------------------------

export const monitorReportHandlers = [
  http.post('*/deviceDiagnose/run', async ({ request }) => {
    const form = await jsonBody<DiagnosisRunForm>(request);
    const range = rangeOf(form.startTime, form.endTime, MAX_DIAGNOSIS_DAYS);
    if (isRefusal(range)) return range.refusal;
    if (endsInFuture(range.to)) return badRequest('诊断的结束时间不能晚于当前时间');
    const user = userOf(request);
    let devices: MockDevice[];
    let scopeName: { deptId?: string; deptName?: string } = {};
    if (form.deviceIds?.length) {
      const found = form.deviceIds.map((id) => db.world.devices.find((d) => d.deviceId === id));
      if (found.some((d) => !d)) return fail(NOT_FOUND_DEVICE);
      devices = found as MockDevice[];
    } else if (form.deptId) {
      const scope = scopeFor(request, form.deptId);
      if (isRefusal(scope)) return scope.refusal;
      devices = scope.devices;
      scopeName = { deptId: form.deptId, deptName: scope.tree.byId.get(form.deptId)?.deptName ?? '' };
    } else {
      return badRequest('请选择要诊断的设备或企业');
    }
    if (!devices.length) return fail('所选范围内没有设备');
    if (devices.length > MAX_DIAGNOSIS_DEVICES) return badRequest(`诊断范围内设备超过${MAX_DIAGNOSIS_DEVICES}台，请缩小范围`);
    const deptNames = new Map(db.world.departments.map((d) => [d.id, d.deptName]));
    const content = diagnose(db.world, devices, (d) => deptNames.get(d.deptId) ?? d.deptName ?? '', range.from, range.to);
    const subject = scopeName.deptName ?? (devices.length === 1 ? devices[0].deviceName : `${devices[0].deviceName}等${devices.length}台设备`);
    const title = form.title ?? [...`${subject}诊断报告（${dayOf(range.from)}至${dayOf(range.to - 1)}）`].slice(0, 50).join('');
    const now = nowMs();
    const report = {
      id: db.newId(),
      shareCode: shareCode(),
      title,
      startTime: formatTime(range.from),
      endTime: formatTime(range.to),
      createTime: nowText(),
      createdBy: user.realName ?? user.account ?? '',
      ...scopeName,
      ...content,
      createdAt: now,
      userId: user.id,
      scopeDeptIds: [...new Set(devices.map((d) => d.deptId))],
    };
    // Keep the persisted world small: the newest reports, at most 2,000 device results in all.
    const kept = keep(db.world.monitor.reports, report);
    while (kept.length > 1 && kept.reduce((n, r) => n + r.deviceCount, 0) > KEPT_DEVICE_RESULTS) kept.shift();
    db.world.monitor.reports = kept;
    db.changed();
    return ok(summaryOf(report));
  }),

  http.get('*/deviceDiagnose/page', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const reports = db.world.monitor.reports
      .filter((r) => r.scopeDeptIds.some((id) => scope.deptIds.has(id)))
      .sort((a, b) => b.createdAt - a.createdAt);
    const result = page(reports, request);
    return ok({ ...result, records: result.records.map(summaryOf) });
  }),

  // Public (spec 2.1 /showDiagnose): the id and the share code, no session.
  http.get('*/deviceDiagnose/report', ({ request }) => {
    const q = query(request);
    const report = db.world.monitor.reports.find((r) => r.id === q.get('id') && r.shareCode === q.get('shareCode'));
    return report ? ok(publicReport(report)) : fail(NO_REPORT);
  }),

  http.post('*/deviceDiagnose/remove', ({ request }) => {
    const ids = idList(query(request).get('ids'));
    const store = db.world.monitor;
    const known = (id: string) => store.reports.some((r) => r.id === id) || store.operationReports.some((r) => r.id === id);
    if (!ids.every(known)) return fail('报告不存在');
    store.reports = store.reports.filter((r) => !ids.includes(r.id));
    store.operationReports = store.operationReports.filter((r) => !ids.includes(r.id));
    db.changed();
    return ok(null);
  }),

  http.post('*/deviceDiagnose/operationReport', async ({ request }) => {
    const form = await jsonBody<DeviceOperationReportForm>(request);
    const range = rangeOf(form.startTime, form.endTime, MAX_OPERATION_DAYS);
    if (isRefusal(range)) return range.refusal;
    if (endsInFuture(range.to)) return badRequest('报告的结束时间不能晚于当前时间');
    const device = db.world.devices.find((d) => d.deviceId === form.deviceId);
    if (!device) return fail(NOT_FOUND_DEVICE);
    const scope = scopeFor(request, device.deptId);
    if (isRefusal(scope)) return scope.refusal;
    const user = userOf(request);
    const report = {
      id: db.newId(),
      shareCode: shareCode(),
      createTime: nowText(),
      createdBy: user.realName ?? user.account ?? '',
      device: deviceRow(deviceState(device), scope.tree),
      startTime: formatTime(range.from),
      endTime: formatTime(range.to),
      ...operationReport(db.world, device, range.from, range.to),
      createdAt: nowMs(),
      userId: user.id,
    };
    db.world.monitor.operationReports = keep(db.world.monitor.operationReports, report);
    db.changed();
    return ok(operationReply(report));
  }),

  // Public (spec 2.1 /deviceOperationReport): the id and the share code, no session.
  http.get('*/deviceDiagnose/operationReport', ({ request }) => {
    const q = query(request);
    const report = db.world.monitor.operationReports.find((r) => r.id === q.get('id') && r.shareCode === q.get('shareCode'));
    return report ? ok(operationReply(report)) : fail(NO_REPORT);
  }),

  http.get('*/statistics/overview', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const now = nowMs();
    const deptId = query(request).get('deptId') ?? scope.tree.byId.get(userOf(request).deptId)?.id ?? '';
    const { figures, week } = companyFigures(db.world, scope.tree, scope.devices, now);
    const byId = new Map(scope.devices.map((d) => [d.deviceId, d]));
    const attention = scope.devices
      .map((d) => deviceState(d, now))
      .filter((s) => s.status !== 'online')
      .sort((a, b) => SEVERITY[b.status] - SEVERITY[a.status] || (b.statusSince ?? 0) - (a.statusSince ?? 0))
      .slice(0, 10);
    const today = startOfDay(now);
    const weekStart = startOfDay(today - 6 * DAY_MS + 12 * 3600_000);
    const data: MonitorOverview = {
      deptId,
      deptName: scope.tree.byId.get(deptId)?.deptName ?? '',
      ...figures,
      latestAlarms: week.slice(0, 10).map((e) => entryOf(db.world, e, byId.get(e.model.deviceId)!, scope.tree, now)),
      // The 7 days from midnight six days ago: a part of the week's events already in hand.
      trend: trendOf(week.filter((e) => e.start >= weekStart), weekStart, now + 1),
      attentionDevices: attention.map((s) => deviceRow(s, scope.tree)),
    };
    return ok(data);
  }),

  http.get('*/statistics/alarmTrend', ({ request }) => {
    const input = statisticsInput(request);
    if (input instanceof Response) return input;
    const events = eventsOf(db.world, input.scope.devices, input.from, input.to, nowMs());
    return ok(trendOf(events, input.from, input.to));
  }),

  http.get('*/statistics/alarmByCompany', ({ request }) => {
    const input = statisticsInput(request);
    if (input instanceof Response) return input;
    const { scope } = input;
    const events = eventsOf(db.world, scope.devices, input.from, input.to, nowMs());
    // Each device counts for the listed company it lies under (its own company, or the nearest listed ancestor).
    const listed = breakdownCompanies(scope, query(request).get('deptId'));
    const rows = new Map(listed.map(({ id }): [string, AlarmCompanyCount] => [id, { deptId: id, deptName: scope.tree.byId.get(id)?.deptName ?? '', deviceCount: 0, warn: 0, alarm: 0 }]));
    const rowOf = new Map<string, AlarmCompanyCount | undefined>();
    const rowOfDept = (deptId: string) => {
      if (!rowOf.has(deptId)) {
        let at = scope.tree.byId.get(deptId);
        while (at && !rows.has(at.id)) at = scope.tree.byId.get(at.parentId);
        // A company listed beside its children counts only its own devices.
        const row = at && (at.id === deptId || !listed.find((l) => l.id === at!.id)?.own) ? rows.get(at.id) : undefined;
        rowOf.set(deptId, row);
      }
      return rowOf.get(deptId);
    };
    const deviceRows = new Map(scope.devices.map((d) => [d.deviceId, rowOfDept(d.deptId)]));
    for (const row of deviceRows.values()) if (row) row.deviceCount += 1;
    for (const e of events) {
      const row = deviceRows.get(e.model.deviceId);
      if (row) row[e.level] += 1;
    }
    return ok([...rows.values()].sort((a, b) => b.alarm + b.warn - (a.alarm + a.warn) || b.alarm - a.alarm));
  }),

  http.get('*/statistics/alarmByItemType', ({ request }) => {
    const input = statisticsInput(request);
    if (input instanceof Response) return input;
    const names = new Map(db.world.bizDicts.filter((d) => d.code === 'monitorItemType').map((d) => [Number(d.dictKey), d.dictValue]));
    const rows = new Map<number, AlarmItemTypeCount>();
    for (const e of eventsOf(db.world, input.scope.devices, input.from, input.to, nowMs())) {
      const type = e.item.type;
      if (!rows.has(type)) rows.set(type, { type, typeName: names.get(type) ?? String(type), warn: 0, alarm: 0 });
      rows.get(type)![e.level] += 1;
    }
    return ok([...rows.values()].sort((a, b) => b.warn + b.alarm - (a.warn + a.alarm) || a.type - b.type));
  }),

  http.get('*/statistics/onlineRate', ({ request }) => {
    const input = statisticsInput(request);
    if (input instanceof Response) return input;
    const hourly = query(request).get('granularity') === 'hour';
    if (hourly && input.to - input.from > 7 * DAY_MS) return badRequest('按小时统计时时间范围不能超过7天');
    return ok(onlineRateOf(input.scope.devices, input.from, input.to, hourly));
  }),

  http.get('*/statistics/topDevices', ({ request }) => {
    const input = statisticsInput(request);
    if (input instanceof Response) return input;
    const now = nowMs();
    const counts = new Map<string, { warn: number; alarm: number }>();
    for (const e of eventsOf(db.world, input.scope.devices, input.from, input.to, now)) {
      const c = counts.get(e.model.deviceId) ?? { warn: 0, alarm: 0 };
      c[e.level] += 1;
      counts.set(e.model.deviceId, c);
    }
    const limit = Number(query(request).get('limit') ?? 10);
    const rows = input.scope.devices
      .filter((d) => counts.has(d.deviceId))
      .map((d): TopAlarmDevice => {
        const c = counts.get(d.deviceId)!;
        return {
          deviceId: d.deviceId,
          deviceName: d.deviceName,
          deptId: d.deptId,
          deptName: input.scope.tree.byId.get(d.deptId)?.deptName ?? d.deptName ?? '',
          status: deviceState(d, now).status,
          warn: c.warn,
          alarm: c.alarm,
          total: c.warn + c.alarm,
        };
      })
      .sort((a, b) => b.alarm - a.alarm || b.total - a.total || a.deviceName.localeCompare(b.deviceName, 'zh-CN'))
      .slice(0, limit);
    return ok(rows);
  }),
];
