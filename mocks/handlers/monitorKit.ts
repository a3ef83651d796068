// What the monitoring handlers share: the clock, ranges with their limits, the caller's scope, and the
// contract's shapes of a device and an item.
import type { MonitorDevice, MonitorItem } from '../../generated/model';
import { clock } from '../world/clock';
import { db } from '../world/db';
import { pathName, scopeOf, type Scope, type TreeIndex } from '../world/monitor/scope';
import { quantise, stateOf, type DeviceState, type ItemState } from '../world/monitor/state';
import { formatTime, parseTime } from '../world/monitor/time';
import type { MockDevice } from '../world/types';
import { badRequest, fail, query, userOf } from './kit';

export const DAY_MS = 24 * 3600_000;
export const NOT_FOUND_DEPT = '该企业不存在';
export const NOT_FOUND_DEVICE = '设备不存在';

/**
 * The monitoring handlers' now: the clock in steps of 10 s (samples come every 30 s or more), so that the
 * calls of one page view - counts, list, log - see one and the same world.
 */
export const nowMs = () => quantise(clock.now());

/** A refusal the handler returns as is (HTTP 400 for a broken rule, a business failure otherwise). */
export type Refusal = { refusal: Response };
export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'refusal' in value;

/**
 * The range of a request: startTime/endTime, both or neither (then the last `fallbackDays` days, when
 * given). Refused with HTTP 400 when it does not end after it starts or is longer than maxDays. A range
 * ending after now ends now.
 */
export function rangeOf(
  startText: string | null | undefined,
  endText: string | null | undefined,
  maxDays: number,
  fallbackDays?: number,
): { from: number; to: number } | Refusal {
  const now = nowMs();
  let from = parseTime(startText);
  let to = parseTime(endText);
  if (from === undefined && to === undefined && fallbackDays) {
    to = now + 1000;
    from = to - fallbackDays * DAY_MS;
  }
  if (from === undefined || to === undefined) return { refusal: badRequest('请选择开始时间和结束时间') };
  if (to <= from) return { refusal: badRequest('结束时间必须晚于开始时间') };
  if (to - from > maxDays * DAY_MS) return { refusal: badRequest(`时间范围不能超过${maxDays}天`) };
  return { from, to: Math.min(to, now + 1) };
}

/** The devices of deptId's subtree (or of the caller's companies); a business failure for an unknown company. */
export function scopeFor(request: Request, deptId = query(request).get('deptId')): Scope | Refusal {
  const scope = scopeOf(db.world, userOf(request), deptId);
  return scope ?? { refusal: fail(NOT_FOUND_DEPT) };
}

export const deviceState = (device: MockDevice, now = nowMs()) => stateOf(db.world, device, now);

export function itemRow(device: MockDevice, s: ItemState): MonitorItem {
  const { item } = s;
  return {
    itemId: item.itemId,
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    name: item.name,
    type: item.type,
    ...(item.temperatureType ? { temperatureType: item.temperatureType } : {}),
    unit: item.unit,
    ...(item.frequencyBand ? { frequencyBand: item.frequencyBand } : {}),
    warnValue: item.warnValue,
    alarmValue: item.alarmValue,
    actualValue: s.value,
    state: s.state,
    lastTime: formatTime(s.time),
    samplePeriod: item.samplePeriod,
  };
}

export function deviceRow(state: DeviceState, tree: TreeIndex): MonitorDevice {
  const { device, model } = state;
  const main = state.items.find((i) => i.item === model.main);
  const dept = tree.byId.get(device.deptId);
  return {
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    deviceType: model.deviceType,
    deptId: device.deptId,
    deptName: dept?.deptName ?? device.deptName ?? '',
    deptPath: pathName(tree, device.deptId),
    industries: dept?.vocations ?? [],
    status: state.status,
    ...(state.statusSince !== undefined ? { statusSince: formatTime(state.statusSince) } : {}),
    itemCount: state.items.length,
    alarmItemCount: state.alarmItems,
    warnItemCount: state.warnItems,
    ...(model.main.frequencyBand ? { frequencyBand: model.main.frequencyBand } : {}),
    warnValue: model.main.warnValue,
    alarmValue: model.main.alarmValue,
    ...(main ? { actualValue: main.value } : {}),
    unit: model.main.unit,
    lastTime: formatTime(state.lastTime),
  };
}

/** The four status counts of some devices now (disjoint; they add up to total). */
export function countsOf(devices: MockDevice[], now = nowMs()) {
  const counts = { online: 0, alarm: 0, warn: 0, offline: 0, total: devices.length };
  for (const device of devices) counts[deviceState(device, now).status] += 1;
  return counts;
}

/** Percent with two decimals. */
export const percent = (part: number, whole: number) => (whole ? Math.round((10000 * part) / whole) / 100 : 100);

/**
 * The first `take` entries, newest first, of lists that are each oldest first - a merge from their ends,
 * so one page of 200,000 run-log events costs a page's worth of work rather than a full sort.
 */
export function newestFirst<T extends { time: number; id: string }>(lists: T[][], take: number): T[] {
  const newer = (a: T, b: T) => a.time > b.time || (a.time === b.time && a.id > b.id);
  // A max-heap of [list, position] by each list's current last entry.
  const heap: [T[], number][] = lists.filter((l) => l.length).map((l) => [l, l.length - 1]);
  const top = (i: number) => heap[i][0][heap[i][1]];
  const down = (start: number) => {
    for (let i = start; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let best = i;
      if (l < heap.length && newer(top(l), top(best))) best = l;
      if (r < heap.length && newer(top(r), top(best))) best = r;
      if (best === i) return;
      [heap[i], heap[best]] = [heap[best], heap[i]];
      i = best;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  const out: T[] = [];
  while (out.length < take && heap.length) {
    out.push(top(0));
    if (--heap[0][1] < 0) {
      heap[0] = heap[heap.length - 1];
      heap.pop();
    }
    if (heap.length) down(0);
  }
  return out;
}

/** The paging figures of a list of `total` entries for the request's current/size (as kit's page). */
export function pageFigures(total: number, request: Request, defaultSize = 10) {
  const q = query(request);
  const size = Math.max(1, Number(q.get('size')) || defaultSize);
  const current = Math.max(1, Number(q.get('current')) || 1);
  return { total, size, current, pages: Math.ceil(total / size) };
}
