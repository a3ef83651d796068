// @vitest-environment node
// The monitoring world agrees with itself: the alarm log is exactly the crossings of the
// sampled series, a device's state is the worst state of its items, the counts equal the list filtered
// by state, the run log follows the outages, statistics add up to the logs, downsampling keeps every
// bucket's extremes, and time moves. Computed facts are checked against brute-force scans of the values.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { clock } from '../../mocks/world/clock';
import { db } from '../../mocks/world/db';
import { eventsOf } from '../../mocks/world/monitor/alarmLog';
import { deviceEvents, runEvents } from '../../mocks/world/monitor/events';
import { ALL_PROFILES, HOUR, DAY, normalCeiling, outageAt, outagesBetween } from '../../mocks/world/monitor/model';
import { scopeOf } from '../../mocks/world/monitor/scope';
import { forEachSample, seriesOf } from '../../mocks/world/monitor/series';
import { deviceStateNow, modelOf, SEVERITY } from '../../mocks/world/monitor/state';
import { formatTime } from '../../mocks/world/monitor/time';
import { buildWorld } from '../../mocks/world/seed';
import type { MockDevice, World } from '../../mocks/world/types';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { contract } from '../contract/contract';
import { clientHeader, signInWithoutCaptcha } from '../support/mockSignIn';

const BASE = 'http://localhost/api';
/** A fixed now: 2026-11-21 15:00 local, six hours after the seed's reference time. */
const NOW = new Date(2026, 10, 21, 15, 0, 0).getTime();
const validate = createValidator(contract);

// ---- the model, without handlers ------------------------------------------------------------------

describe('monitoring model', () => {
  const world: World = buildWorld({ seed: 20261121, scenario: 'default' });
  // Every fifth device, in every condition (healthy, worn, faulty and dead ones).
  const sample = world.devices.filter((_, i) => i % 5 === 0).slice(0, 40);

  it('keeps normal operation below 0.95 of the warn value for every kind of item', () => {
    for (const profile of ALL_PROFILES) expect(normalCeiling(profile)).toBeLessThan(0.95);
  });

  /** Where each device's computed crossings differ from a brute-force scan of its samples (none when they agree), and how many events were computed. */
  const crossingsAgainstScan = (of: World, devices: MockDevice[]) => {
    const from = NOW - 10 * DAY;
    const mismatches: string[] = [];
    let events = 0;
    for (const device of devices) {
      const model = modelOf(of, device);
      const analytic = deviceEvents(model, from, NOW + 1, NOW);
      events += analytic.length;
      for (const item of model.items) {
        for (const level of ['warn', 'alarm'] as const) {
          const threshold = level === 'alarm' ? item.alarmValue : item.warnValue;
          const scanned: { start: number; end?: number }[] = [];
          let above = false;
          // From well before the range, so an event under way at its start is not taken for a new one.
          forEachSample(model, item, from - 3 * DAY, NOW + 1, (t, v) => {
            if (v >= threshold && !above && t >= from) scanned.push({ start: t });
            if (v < threshold && above && scanned.length && scanned.at(-1)!.end === undefined) scanned.at(-1)!.end = t;
            above = v >= threshold;
          });
          const computed = analytic
            .filter((e) => e.item === item && e.level === level)
            .map((e) => ({ start: e.start, ...(e.end <= NOW ? { end: e.end } : {}) }))
            .sort((a, b) => a.start - b.start);
          if (JSON.stringify(computed) !== JSON.stringify(scanned)) mismatches.push(`${device.deviceName} ${item.name} ${level}: computed ${JSON.stringify(computed)}, scanned ${JSON.stringify(scanned)}`);
        }
      }
    }
    return { mismatches, events };
  };

  it('lists exactly the crossings of the series in the alarm log (brute-force scan of every sample)', () => {
    const { mismatches, events } = crossingsAgainstScan(world, sample);
    expect(mismatches).toEqual([]);
    expect(events).toBeGreaterThan(20);
  });

  it("keeps a world's crossings its own: another world of the same seed and device ids lends it none", () => {
    // The same seed in another scenario: the same device and item ids, other conditions and episodes.
    const other = buildWorld({ seed: 20261121, scenario: 'large' });
    const ids = new Set(sample.map((d) => d.deviceId));
    const twins = other.devices.filter((d) => ids.has(d.deviceId));
    expect(twins.length).toBeGreaterThan(0);
    // The other world's crossings computed first (an earlier scenario of the page, an earlier test file).
    expect(crossingsAgainstScan(other, twins).mismatches).toEqual([]);
    expect(crossingsAgainstScan(world, sample).mismatches).toEqual([]);
  });

  it("makes a device's state the worst state of its items, each item's the latest sample against its limits", () => {
    const seen = new Set<string>();
    for (const device of world.devices) {
      const model = modelOf(world, device);
      const state = deviceStateNow(device, model, NOW);
      seen.add(state.status);
      expect(state.status).toBe(state.items.reduce((worst, i) => (SEVERITY[i.state] > SEVERITY[worst] ? i.state : worst), 'online' as typeof state.status));
      const outage = outageAt(model, NOW);
      for (const s of state.items) {
        if (outage) {
          // Offline: no value since the outage began - the last value is from before it.
          expect(s.state).toBe('offline');
          expect(s.time).toBeLessThan(outage.start);
        } else {
          expect(NOW - s.time).toBeLessThan(s.item.samplePeriod * 1000);
          expect(s.state).toBe(s.value >= s.item.alarmValue ? 'alarm' : s.value >= s.item.warnValue ? 'warn' : 'online');
        }
      }
    }
    expect(seen).toEqual(new Set(['online', 'warn', 'alarm', 'offline']));
  });

  it('follows the outages in the run log: offline at each start, online at each end, nothing reported in between', () => {
    const from = NOW - 7 * DAY;
    for (const device of sample) {
      const model = modelOf(world, device);
      const events = runEvents(model, from, NOW + 1, NOW);
      const outages = outagesBetween(model, from, NOW + 1);
      expect(events.filter((e) => e.type === 'offline').map((e) => e.time)).toEqual(outages.filter((o) => o.start >= from).map((o) => o.start));
      expect(events.filter((e) => e.type === 'online').map((e) => e.time)).toEqual(outages.filter((o) => o.end <= NOW).map((o) => o.end));
      let inOutage = 0;
      for (const item of model.items) {
        forEachSample(model, item, from, NOW + 1, (t) => {
          if (outages.some((o) => o.start <= t && t < o.end)) inOutage++;
        });
      }
      expect(inOutage).toBe(0);
      const lastConnection = events.filter((e) => e.type === 'online' || e.type === 'offline').at(-1);
      if (outageAt(model, NOW) && lastConnection) expect(lastConnection.type).toBe('offline');
    }
  });

  it("keeps each bucket's minimum and maximum when downsampling, so no peak is lost", () => {
    const device = world.devices.find((d) => d.condition === 'faulty')!;
    const model = modelOf(world, device);
    for (const item of model.items.slice(0, 3)) {
      const from = NOW - 7 * DAY;
      const points = 200;
      const raw: { t: number; v: number }[] = [];
      forEachSample(model, item, from, NOW + 1, (t, v) => raw.push({ t, v }));
      const series = seriesOf(model, item, from, NOW + 1, points);
      expect(series.rawCount).toBe(raw.length);
      expect(series.downsampled).toBe(true);
      expect(series.points.length).toBeLessThanOrEqual(points);
      const width = (NOW + 1 - from) / (points / 2);
      for (let b = 0; b < points / 2; b++) {
        const inBucket = raw.filter((p) => Math.min(points / 2 - 1, Math.floor((p.t - from) / width)) === b);
        if (!inBucket.length) continue;
        const kept = series.points.filter((p) => p.t >= from + b * width && p.t < from + (b + 1) * width);
        expect(Math.max(...kept.map((p) => p.v))).toBe(Math.max(...inBucket.map((p) => p.v)));
        expect(Math.min(...kept.map((p) => p.v))).toBe(Math.min(...inBucket.map((p) => p.v)));
      }
      expect(series.points.map((p) => p.t)).toEqual([...series.points.map((p) => p.t)].sort((a, b) => a - b));
    }
  });

  it('moves with time: a minute later values have moved on, a day later states and logs too', () => {
    const later = (ms: number) => world.devices.map((d) => deviceStateNow(d, modelOf(world, d), NOW + ms));
    const now = later(0);
    const minute = later(60_000);
    expect(minute.some((s, i) => s.items.some((item, j) => item.value !== now[i].items[j].value || item.time !== now[i].items[j].time))).toBe(true);
    expect(later(DAY).some((s, i) => s.status !== now[i].status)).toBe(true);
    const week = (at: number) => eventsOf(world, world.devices, at - 7 * DAY, at + 1, at).length;
    expect(week(NOW + DAY)).not.toBe(week(NOW));
  });
});

// ---- through the handlers -------------------------------------------------------------------------

type Body<T = unknown> = { code: number; success: boolean; msg: string; data: T };
let headers: Record<string, string> = {};

async function get<T>(path: string, query: Record<string, string | number | boolean> = {}): Promise<{ status: number; body: Body<T> }> {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers });
  const body = (await res.json()) as Body<T>;
  if (res.status === 200 && body.code === 200) {
    expect(validate(['paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema'], body)).toEqual([]);
  }
  return { status: res.status, body };
}

async function post<T>(path: string, init: { query?: Record<string, string>; json?: unknown } = {}): Promise<{ status: number; body: Body<T> }> {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: 'POST',
    headers: init.json !== undefined ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Body<T> };
}

const range = (days: number, at = NOW) => ({ startTime: formatTime(at - days * DAY), endTime: formatTime(at) });
type Page<T> = { records: T[]; total: number };

describe('monitoring handlers', () => {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mockServer.close());
  beforeEach(async () => {
    await db.reset();
    clock.set(NOW);
    const { access_token } = await signInWithoutCaptcha(BASE, 'admin', 'Admin123');
    headers = { ...clientHeader, 'Blade-Auth': `bearer ${access_token}` };
  });
  afterEach(() => clock.reset());

  it('counts equal the device list filtered by each state', async () => {
    const counts = (await get<Record<string, number>>('/device/statusCount')).body.data;
    expect(counts.total).toBe(db.world.devices.length);
    expect(counts.online + counts.warn + counts.alarm + counts.offline).toBe(counts.total);
    for (const status of ['online', 'warn', 'alarm', 'offline']) {
      const page = (await get<Page<{ status: string }>>('/device/page', { status, size: 1000 })).body.data;
      expect(page.total, status).toBe(counts[status]);
      expect(page.records.every((r) => r.status === status)).toBe(true);
    }
  });

  it('sorts cards worst state first, with every item inline', async () => {
    const cards = (await get<Page<{ status: string; itemCount: number; items: unknown[] }>>('/device/cardPage', { size: 200 })).body.data.records;
    const order = cards.map((c) => SEVERITY[c.status as 'online']);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(cards.every((c) => c.items.length === c.itemCount)).toBe(true);
  });

  it('refuses a 9th compare item with HTTP 400 and a readable msg, and answers 8', async () => {
    const items = db.world.devices.slice(0, 3).flatMap((d) => modelOf(db.world, d).items).slice(0, 9).map((i) => i.itemId);
    const nine = await get('/device/history', { itemIds: items.join(','), ...range(1) });
    expect(nine.status).toBe(400);
    expect(nine.body).toEqual({ code: 400, success: false, msg: '对比曲线最多选择8个监测项', data: null });
    const eight = await get<{ startTime: string; series: { itemId: string; since: string; offsets: number[]; values: number[] }[] }>('/device/history', { itemIds: items.slice(0, 8).join(','), ...range(7), points: 600 });
    expect(eight.status).toBe(200);
    expect(eight.body.data.series.map((s) => s.itemId)).toEqual(items.slice(0, 8));
    expect(eight.body.data.series.every((s) => s.values.length <= 600 && s.offsets.length === s.values.length)).toBe(true);
    // The points as columns: whole seconds after since (the range's start), in time order.
    for (const s of eight.body.data.series) {
      expect(s.since).toBe(eight.body.data.startTime);
      expect(s.offsets.every((o, i) => Number.isInteger(o) && o >= 0 && (i === 0 || o >= s.offsets[i - 1]))).toBe(true);
    }
  });

  it('makes the statistics add up to the alarm log over the same range and company', async () => {
    const q = range(7);
    const log = (await get<Page<unknown>>('/collectorAlarmLog/page', { ...q, size: 1 })).body.data.total;
    const sum = (rows: { warn: number; alarm: number }[]) => rows.reduce((n, r) => n + r.warn + r.alarm, 0);
    expect(log).toBeGreaterThan(0);
    expect(sum((await get<{ warn: number; alarm: number }[]>('/statistics/alarmTrend', q)).body.data)).toBe(log);
    expect(sum((await get<{ warn: number; alarm: number }[]>('/statistics/alarmByCompany', q)).body.data)).toBe(log);
    expect(sum((await get<{ warn: number; alarm: number }[]>('/statistics/alarmByItemType', q)).body.data)).toBe(log);
    const warns = (await get<Page<unknown>>('/collectorAlarmLog/page', { ...q, level: 'warn', size: 1 })).body.data.total;
    const trend = (await get<{ warn: number }[]>('/statistics/alarmTrend', q)).body.data;
    expect(trend.reduce((n, d) => n + d.warn, 0)).toBe(warns);
    const overview = (await get<{ counts: Record<string, number>; trend: unknown[] }>('/statistics/overview')).body.data;
    expect(overview.counts).toEqual((await get('/device/statusCount')).body.data);
    expect(overview.trend).toHaveLength(7);
  });

  it('opens an over-limit detail with the crossing inside the series window', async () => {
    const events = (await get<Page<{ id: string; startTime: string }>>('/collectorAlarmLog/page', { ...range(7), level: 'alarm' })).body.data.records;
    const detail = (await get<{ crossingTime: string; windowStart: string; windowEnd: string; series: { values: number[] }; event: { peakValue: number; alarmValue: number } }>('/collectorAlarmLog/detail', { id: events[0].id })).body.data;
    expect(detail.crossingTime).toBe(events[0].startTime);
    expect(detail.windowStart < detail.crossingTime && detail.crossingTime < detail.windowEnd).toBe(true);
    // The series' peak is the event's peak (the downsampling keeps it).
    expect(Math.max(...detail.series.values)).toBe(detail.event.peakValue);
    expect(detail.event.peakValue).toBeGreaterThanOrEqual(detail.event.alarmValue);
  });

  it('acknowledges by ids and by filter; an acknowledgement stays the first one', async () => {
    const q = { ...range(3), level: 'warn' as const };
    const open = (await get<Page<{ id: string }>>('/collectorAlarmLog/page', { ...q, handled: false, size: 1000 })).body.data;
    expect(open.total).toBeGreaterThan(1);
    expect((await post<number>('/collectorAlarmLog/handle', { json: { ids: [open.records[0].id], note: '已处理' } })).body.data).toBe(1);
    expect((await post<number>('/collectorAlarmLog/handle', { json: { ids: [open.records[0].id], note: '再次' } })).body.data).toBe(0);
    const bulk = (await post<number>('/collectorAlarmLog/handle', { json: { filter: q, note: '批量确认' } })).body.data;
    expect(bulk).toBe(open.total - 1);
    expect((await get<Page<unknown>>('/collectorAlarmLog/page', { ...q, handled: false })).body.data.total).toBe(0);
  });

  it('turns a red mark off when the log is opened and on again with a newer entry', async () => {
    const status = async (path: string) => (await get<boolean>(path)).body.data;
    expect(await status('/collectorAlarmLog/alarmLogStatus')).toBe(true);
    await post('/collectorAlarmLog/markRead');
    expect(await status('/collectorAlarmLog/alarmLogStatus')).toBe(false);
    expect(await status('/collectorRunLog/readStatus')).toBe(true);
    await post('/collectorRunLog/markRead');
    expect(await status('/collectorRunLog/readStatus')).toBe(false);
    clock.set(NOW + 2 * HOUR);
    expect(await status('/collectorAlarmLog/alarmLogStatus')).toBe(true);
    expect(await status('/collectorRunLog/readStatus')).toBe(true);
  });

  it("lights the operator's 设备诊断 mark with a report another user ran, and puts it out on markDiagnosisRead", async () => {
    const status = async () => (await get<boolean>('/deviceDiagnose/readStatus')).body.data;
    const adminHeaders = headers;
    const { access_token } = await signInWithoutCaptcha(BASE, 'operator', 'Operator123');
    const operatorHeaders = { ...clientHeader, 'Blade-Auth': `bearer ${access_token}` };
    const operator = db.world.users.find((u) => u.account === 'operator')!;
    const device = scopeOf(db.world, operator, null)!.devices[0];
    // The seed has no reports: nothing is unread.
    headers = operatorHeaders;
    expect(await status()).toBe(false);
    // admin diagnoses a device of the operator's companies: news to the operator, not to admin.
    headers = adminHeaders;
    expect((await post('/deviceDiagnose/run', { json: { ...range(1), deviceIds: [device.deviceId] } })).body.code).toBe(200);
    expect(await status()).toBe(false);
    headers = operatorHeaders;
    expect(await status()).toBe(true);
    // The operator opens the diagnosis page (the proposed markDiagnosisRead): the mark goes out.
    expect((await post('/deviceDiagnose/markRead')).body.code).toBe(200);
    expect(await status()).toBe(false);
    // A newer report by admin lights it again.
    clock.set(NOW + HOUR);
    headers = adminHeaders;
    expect((await post('/deviceDiagnose/run', { json: { ...range(1, NOW + HOUR), deviceIds: [device.deviceId] } })).body.code).toBe(200);
    headers = operatorHeaders;
    expect(await status()).toBe(true);
  });

  it('freezes a diagnosis report, which a share code opens without a session', async () => {
    const deptId = db.world.devices[0].deptId;
    const summary = (await post<{ id: string; shareCode: string }>('/deviceDiagnose/run', { json: { ...range(3), deptId } })).body.data;
    const read = async () => {
      const url = `${BASE}/deviceDiagnose/report?id=${summary.id}&shareCode=${summary.shareCode}`;
      return (await (await fetch(url, { headers: clientHeader })).json()) as Body<{ devices: unknown[] }>;
    };
    const first = await read();
    expect(first.code).toBe(200);
    expect(first.data.devices.length).toBe(db.world.devices.filter((d) => d.deptId === deptId).length);
    clock.set(NOW + DAY);
    expect(await read()).toEqual(first);
    const wrong = await (await fetch(`${BASE}/deviceDiagnose/report?id=${summary.id}&shareCode=0000000000000000`, { headers: clientHeader })).json();
    expect(wrong).toMatchObject({ code: 400, msg: '报告不存在或链接已失效' });
    // Spec 5: the date range is required.
    expect((await post('/deviceDiagnose/run', { json: { deptId } })).status).toBe(400);
  });

  it('adds up a run report: run, stop and offline hours make the range', async () => {
    const device = db.world.devices.find((d) => modelOf(db.world, d).shift)!;
    const report = (await post<{ runHours: number; stopHours: number; offlineHours: number; days: { runHours: number }[] }>('/deviceDiagnose/operationReport', { json: { deviceId: device.deviceId, ...range(3) } })).body.data;
    expect(report.runHours + report.stopHours + report.offlineHours).toBeCloseTo(72, 1);
    expect(report.stopHours).toBeGreaterThan(0);
    expect(report.days.reduce((n, d) => n + d.runHours, 0)).toBeCloseTo(report.runHours, 1);
  });

  it('pages the run log newest first, as a full sort of every device\'s events would', async () => {
    const q = range(2);
    const all = db.world.devices
      .flatMap((d) => runEvents(modelOf(db.world, d), NOW - 2 * DAY, NOW, NOW))
      .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1))
      .map((e) => e.id);
    for (const current of [1, 3]) {
      const page = (await get<Page<{ id: string }>>('/collectorRunLog/page', { ...q, current, size: 50 })).body.data;
      expect(page.total).toBe(all.length);
      expect(page.records.map((r) => r.id)).toEqual(all.slice((current - 1) * 50, current * 50));
    }
  });

  it('creates, finds, changes and removes its own record and expert entry', async () => {
    const device = db.world.devices[3];
    const record = { deviceId: device.deviceId, type: 'repair', title: '测试维修记录', recordTime: formatTime(NOW - HOUR), operator: '李强' };
    expect((await post('/record/submit', { json: record })).body.code).toBe(200);
    const found = (await get<Page<{ id: string; deviceName: string }>>('/record/page', { deviceId: device.deviceId, keyword: '测试维修' })).body.data.records;
    expect(found).toHaveLength(1);
    expect(found[0].deviceName).toBe(device.deviceName);
    await post('/record/submit', { json: { ...record, id: found[0].id, title: '测试维修记录（改）' } });
    expect((await get<{ title: string }>('/record/detail', { id: found[0].id })).body.data.title).toBe('测试维修记录（改）');
    await post('/record/remove', { query: { ids: found[0].id } });
    expect((await get('/record/detail', { id: found[0].id })).body).toMatchObject({ code: 400, msg: '记录不存在' });
    // A title with a trailing space breaks spec 5's rule: the contract guard answers 400.
    expect((await post('/record/submit', { json: { ...record, title: '维修 ' } })).status).toBe(400);

    const entry = { faultType: '测试故障', deviceType: device.deviceName.replace(/^\d+[号#]/, ''), itemType: 1, symptoms: '振动增大', causes: '松动', advice: '紧固' };
    await post('/expert/submit', { json: entry });
    const match = (await get<{ faultType: string }[]>('/expert/match', { itemType: 1, deviceType: entry.deviceType, limit: 1 })).body.data;
    expect(match[0].faultType).toBe('测试故障');
    const id = (await get<Page<{ id: string }>>('/expert/page', { keyword: '测试故障' })).body.data.records[0].id;
    await post('/expert/remove', { query: { ids: id } });
    expect((await get<Page<unknown>>('/expert/page', { keyword: '测试故障' })).body.data.total).toBe(0);
  });

  it('inherits the overview configuration from the nearest configured company', async () => {
    const child = db.world.departments[1];
    const inherited = (await get<{ inherited: boolean; fromDeptId: string }>('/disposition/detail', { deptId: child.id })).body.data;
    expect(inherited).toMatchObject({ inherited: true, fromDeptId: db.world.departments[0].id });
    await post('/disposition/submit', { json: { deptId: child.id, figures: ['alarm'], cards: ['latestAlarms'] } });
    expect((await get('/disposition/detail', { deptId: child.id })).body.data).toMatchObject({ inherited: false, figures: ['alarm'], cards: ['latestAlarms'] });
  });
});
