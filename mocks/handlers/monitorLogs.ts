// The alarm log, the over-limit detail, acknowledgement, the run log and the red marks of spec 2.5
// (tags alarm, runlog, status). Entries are computed from the monitoring model at the clock's
// now; acknowledgements and read marks are what the world keeps.
import { http } from 'msw';
import type { AlarmHandleForm, RunLogEntry } from '../../generated/model';
import { db } from '../world/db';
import { entryOf, eventsOf, filterMatches, isAcknowledged } from '../world/monitor/alarmLog';
import { deviceOrdinalOfItem, eventById, parseAlarmId, runEvents, type RunEvent } from '../world/monitor/events';
import { alarmLogUnread, diagnosisUnread, markRead, runLogUnread } from '../world/monitor/marks';
import { ID_RANGES, newIdFrom } from '../world/seedKit';
import { deviceById, itemStateNow, modelOf } from '../world/monitor/state';
import { pointColumns, seriesOf } from '../world/monitor/series';
import { formatTime } from '../world/monitor/time';
import { outageAt, valueAt } from '../world/monitor/model';
import { treeIndex, userScopeRoots } from '../world/monitor/scope';
import type { MockDevice } from '../world/types';
import { fail, jsonBody, now as nowText, ok, page, query, userOf } from './kit';
import { isRefusal, itemRow, newestFirst, nowMs, pageFigures, rangeOf, scopeFor } from './monitorKit';

/** Alarm and run log ranges (and a bulk acknowledgement's filter) span at most this many days. */
const MAX_LOG_DAYS = 93;
const NO_EVENT = '告警记录不存在';

/** The device an alarm id belongs to (undefined when the id is not an alarm id or the device is gone). */
function deviceOfAlarm(id: string): MockDevice | undefined {
  const parsed = parseAlarmId(id);
  return parsed && deviceById(db.world, newIdFrom(ID_RANGES.device + deviceOrdinalOfItem(parsed.itemOrdinal)));
}

function eventOf(id: string, now: number) {
  const device = deviceOfAlarm(id);
  const event = device && eventById(modelOf(db.world, device), id, now);
  return device && event ? { device, event } : undefined;
}

const LEVEL_TEXT = { warn: '预警', alarm: '报警' } as const;

function runEntry(e: RunEvent, device: MockDevice, deptName: string): RunLogEntry {
  const base = { id: e.id, deviceId: device.deviceId, deviceName: device.deviceName, deptId: device.deptId, deptName, type: e.type, time: formatTime(e.time) };
  if (!e.alarm) {
    const message = { online: '设备恢复在线', offline: '设备离线', start: '设备启动', stop: '设备停机' }[e.type as 'online'];
    return { ...base, message };
  }
  const { alarm } = e;
  const { item } = alarm;
  const raised = e.type === 'alarmRaised';
  const value = valueAt(alarm.model, item, raised ? alarm.startIndex : alarm.endIndex, alarm.episode);
  const message = raised
    ? `${item.name} ${LEVEL_TEXT[alarm.level]}（${value} ${item.unit} ≥ ${alarm.threshold} ${item.unit}）`
    : `${item.name} ${LEVEL_TEXT[alarm.level]}解除（${value} ${item.unit} < ${alarm.threshold} ${item.unit}）`;
  return { ...base, itemId: item.itemId, itemName: item.name, level: alarm.level, value, alarmId: alarm.id, message };
}

export const monitorLogHandlers = [
  http.get('*/collectorAlarmLog/page', ({ request }) => {
    const q = query(request);
    const range = rangeOf(q.get('startTime'), q.get('endTime'), MAX_LOG_DAYS, 7);
    if (isRefusal(range)) return range.refusal;
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const deviceId = q.get('deviceId');
    const devices = deviceId ? scope.devices.filter((d) => d.deviceId === deviceId) : scope.devices;
    const now = nowMs();
    const level = q.get('level');
    const handled = q.get('handled');
    const byId = new Map(devices.map((d) => [d.deviceId, d]));
    let events = eventsOf(db.world, devices, range.from, range.to, now);
    if (level) events = events.filter((e) => e.level === level);
    if (handled) {
      const wanted = handled === 'true';
      events = events.filter((e) => isAcknowledged(db.world, e, byId.get(e.model.deviceId)!, scope.tree, now) === wanted);
    }
    const result = page(events, request);
    return ok({ ...result, records: result.records.map((e) => entryOf(db.world, e, byId.get(e.model.deviceId)!, scope.tree, now)) });
  }),

  http.get('*/collectorAlarmLog/detail', ({ request }) => {
    const now = nowMs();
    const found = eventOf(query(request).get('id') ?? '', now);
    if (!found) return fail(NO_EVENT);
    const { device, event } = found;
    const tree = treeIndex(db.world);
    const model = modelOf(db.world, device);
    const cleared = event.end <= now;
    const pad = Math.max(3600_000, (cleared ? event.end : now) - event.start);
    const windowStart = event.start - pad;
    const windowEnd = Math.min(now + 1, (cleared ? event.end : now) + pad);
    const series = seriesOf(model, event.item, windowStart, windowEnd, Number(query(request).get('points') ?? 600));
    const item = itemStateNow(model, event.item, now, outageAt(model, now));
    return ok({
      event: entryOf(db.world, event, device, tree, now),
      item: itemRow(device, item),
      series: {
        itemId: event.item.itemId,
        itemName: event.item.name,
        deviceId: device.deviceId,
        deviceName: device.deviceName,
        type: event.item.type,
        unit: event.item.unit,
        warnValue: event.item.warnValue,
        alarmValue: event.item.alarmValue,
        samplePeriod: event.item.samplePeriod,
        rawCount: series.rawCount,
        downsampled: series.downsampled,
        ...pointColumns(series.points, windowStart),
        outages: series.outages.map((o) => ({ start: formatTime(Math.max(o.start, windowStart)), ...(o.end < windowEnd ? { end: formatTime(o.end) } : {}) })),
      },
      windowStart: formatTime(windowStart),
      windowEnd: formatTime(windowEnd),
      crossingTime: formatTime(event.start),
      ...(cleared ? { clearTime: formatTime(event.end) } : {}),
    });
  }),

  http.post('*/collectorAlarmLog/handle', async ({ request }) => {
    const form = await jsonBody<AlarmHandleForm>(request);
    const user = userOf(request);
    const now = nowMs();
    const ack = { userId: user.id, by: user.realName ?? user.account ?? '', time: nowText(), note: form.note };
    const tree = treeIndex(db.world);
    if (form.ids?.length) {
      const found = form.ids.map((id) => eventOf(id, now));
      if (found.some((f) => !f)) return fail(NO_EVENT);
      let count = 0;
      for (const f of found) {
        // An event keeps its first acknowledgement.
        if (isAcknowledged(db.world, f!.event, f!.device, tree, now)) continue;
        db.world.monitor.handled[f!.event.id] = ack;
        count++;
      }
      db.changed();
      return ok(count);
    }
    if (!form.filter) return fail('请选择要确认的告警');
    const range = rangeOf(form.filter.startTime, form.filter.endTime, MAX_LOG_DAYS);
    if (isRefusal(range)) return range.refusal;
    const scope = scopeFor(request, form.filter.deptId ?? null);
    if (isRefusal(scope)) return scope.refusal;
    const byId = new Map(scope.devices.map((d) => [d.deviceId, d]));
    const matching = eventsOf(db.world, scope.devices, range.from, range.to, now).filter((e) => {
      const device = byId.get(e.model.deviceId)!;
      return filterMatches(form.filter!, e, device, scope.tree) && !isAcknowledged(db.world, e, device, scope.tree, now);
    });
    // One rule instead of thousands of ids: every event it matches that began by now is acknowledged.
    // Without a company, the rule covers the caller's companies only.
    const roots = form.filter.deptId ? [form.filter.deptId] : userScopeRoots(db.world, user);
    for (const deptId of roots) db.world.monitor.bulkHandled.push({ ...ack, filter: { ...form.filter, deptId }, before: now + 1 });
    db.changed();
    return ok(matching.length);
  }),

  http.get('*/collectorRunLog/page', ({ request }) => {
    const q = query(request);
    const range = rangeOf(q.get('startTime'), q.get('endTime'), MAX_LOG_DAYS, 7);
    if (isRefusal(range)) return range.refusal;
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const deviceId = q.get('deviceId');
    const type = q.get('type');
    const devices = deviceId ? scope.devices.filter((d) => d.deviceId === deviceId) : scope.devices;
    const now = nowMs();
    const byDevice = new Map(devices.map((d) => [d.deviceId, d]));
    const lists = devices.map((device) => {
      const events = runEvents(modelOf(db.world, device), range.from, range.to, now);
      return type ? events.filter((e) => e.type === type) : events;
    });
    const total = lists.reduce((n, l) => n + l.length, 0);
    const figures = pageFigures(total, request);
    const newest = newestFirst(lists, figures.current * figures.size).slice((figures.current - 1) * figures.size);
    return ok({
      ...figures,
      records: newest.map((e) => {
        const device = byDevice.get(e.model.deviceId)!;
        return runEntry(e, device, scope.tree.byId.get(device.deptId)?.deptName ?? '');
      }),
    });
  }),

  // Red marks (spec 2.5) per user, and the calls that clear them.
  http.get('*/collectorAlarmLog/alarmLogStatus', ({ request }) => ok(alarmLogUnread(db.world, userOf(request), nowMs()))),
  http.get('*/collectorRunLog/readStatus', ({ request }) => ok(runLogUnread(db.world, userOf(request), nowMs()))),
  http.get('*/deviceDiagnose/readStatus', ({ request }) => ok(diagnosisUnread(db.world, userOf(request), nowMs()))),
  ...(['alarmLog', 'runLog', 'diagnosis'] as const).map((log) =>
    http.post(`*/${{ alarmLog: 'collectorAlarmLog', runLog: 'collectorRunLog', diagnosis: 'deviceDiagnose' }[log]}/markRead`, ({ request }) => {
      markRead(db.world, userOf(request), log, nowMs());
      db.changed();
      return ok(null);
    }),
  ),
];
