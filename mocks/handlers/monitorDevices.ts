// Device monitoring (tag monitor): the device list, cards, detail, items, status counts, the
// per-company figures and the history of up to 8 items. Every state and value comes from the model of
// mocks/world/monitor at the clock's now, so counts equal the list filtered by state.
import { http } from 'msw';
import type { CompanyOverview, MonitorHistory, MonitorSeries } from '../../generated/model';
import { db } from '../world/db';
import { eventsOf, isAcknowledged } from '../world/monitor/alarmLog';
import { chainOf, subtreeIds, treeIndex, userScopeRoots, type TreeIndex } from '../world/monitor/scope';
import { findItem, SEVERITY, type DeviceState } from '../world/monitor/state';
import { pointColumns, seriesOf } from '../world/monitor/series';
import { formatTime, startOfDay } from '../world/monitor/time';
import type { MockDevice, World } from '../world/types';
import { badRequest, fail, idList, ok, page, query, userOf } from './kit';
import {
  DAY_MS,
  NOT_FOUND_DEVICE,
  countsOf,
  deviceRow,
  deviceState,
  isRefusal,
  itemRow,
  nowMs,
  percent,
  rangeOf,
  scopeFor,
} from './monitorKit';
import { listLimitOf } from '../contract/operations';

/** Spec 5: compare charts allow up to 8 items - as many as the contract's history call takes. */
const { max: MAX_COMPARE_ITEMS, refusal: TOO_MANY_ITEMS } = listLimitOf('getMonitorHistory', 'itemIds');
const MAX_HISTORY_DAYS = 31;

// ---- sorting --------------------------------------------------------------------------------------

const collator = new Intl.Collator('zh-CN', { numeric: true });
/** Devices by name once per device list (20,000 names take a while to collate). */
const byName = new WeakMap<World, { length: number; sorted: MockDevice[] }>();
function devicesByName(world: World): MockDevice[] {
  const cached = byName.get(world);
  if (cached && cached.length === world.devices.length) return cached.sorted;
  const sorted = [...world.devices].sort((a, b) => collator.compare(a.deviceName, b.deviceName) || a.deviceId.localeCompare(b.deviceId));
  byName.set(world, { length: world.devices.length, sorted });
  return sorted;
}

type SortKey = 'deviceName' | 'deptName' | 'status' | 'lastTime' | 'actualValue';
const sortValue: Record<SortKey, (s: DeviceState, tree: TreeIndex) => number | string> = {
  deviceName: () => 0, // the list is already in name order
  deptName: (s, tree) => tree.byId.get(s.device.deptId)?.deptName ?? '',
  status: (s) => SEVERITY[s.status],
  lastTime: (s) => s.lastTime,
  actualValue: (s) => s.items.find((i) => i.item === s.model.main)?.value ?? -Infinity,
};

/** BladeX ascs/descs on a list already in name order (ties stay in name order). */
function sortStates(states: DeviceState[], tree: TreeIndex, request: Request) {
  const q = query(request);
  const descs = q.get('descs') as SortKey | null;
  const ascs = q.get('ascs') as SortKey | null;
  const key = descs ?? ascs;
  if (!key || key === 'deviceName') return descs === 'deviceName' ? states.reverse() : states;
  const direction = descs ? -1 : 1;
  const values = new Map(states.map((s) => [s, sortValue[key](s, tree)]));
  return states.sort((a, b) => {
    const [x, y] = [values.get(a)!, values.get(b)!];
    const order = typeof x === 'string' ? collator.compare(x, y as string) : x - (y as number);
    return direction * order;
  });
}

// ---- filters --------------------------------------------------------------------------------------

function filteredStates(request: Request, devices: MockDevice[], tree: TreeIndex): DeviceState[] {
  const q = query(request);
  const status = q.get('status');
  const keyword = q.get('keyword')?.toLowerCase();
  const industry = q.get('industry') ? Number(q.get('industry')) : undefined;
  const inScope = new Set(devices);
  const now = nowMs();
  const states: DeviceState[] = [];
  for (const device of devicesByName(db.world)) {
    if (!inScope.has(device)) continue;
    const deptName = tree.byId.get(device.deptId)?.deptName ?? '';
    if (keyword && !device.deviceName.toLowerCase().includes(keyword) && !deptName.toLowerCase().includes(keyword)) continue;
    if (industry !== undefined && !(tree.byId.get(device.deptId)?.vocations ?? []).includes(industry)) continue;
    const state = deviceState(device, now);
    if (status && state.status !== status) continue;
    states.push(state);
  }
  return states;
}

// ---- per-company figures ------------------------------------------------------------------------

/** The companies the per-company figures list: the children of parentId, or the caller's top companies. */
function overviewCompanies(world: World, request: Request, tree: TreeIndex): string[] | undefined {
  const parentId = query(request).get('parentId');
  if (parentId) return tree.byId.has(parentId) ? (tree.children.get(parentId) ?? []).map((d) => d.id) : undefined;
  // The group root itself is not a company of the dashboard: its children are.
  return userScopeRoots(world, userOf(request)).flatMap((id) => (tree.byId.get(id)?.parentId === '0' ? (tree.children.get(id) ?? []).map((d) => d.id) : [id]));
}

/** Figures of one company subtree (shared with the home overview). */
export function companyFigures(world: World, tree: TreeIndex, devices: MockDevice[], now: number) {
  const counts = countsOf(devices, now);
  const today = startOfDay(now);
  const week = eventsOf(world, devices, now - 7 * DAY_MS, now + 1, now);
  const todays = week.filter((e) => e.start >= today);
  const byId = new Map(devices.map((d) => [d.deviceId, d]));
  const unhandled = week.filter((e) => !isAcknowledged(world, e, byId.get(e.model.deviceId)!, tree, now)).length;
  const figures = {
    counts,
    onlineRate: percent(counts.total - counts.offline, counts.total),
    todayWarn: todays.filter((e) => e.level === 'warn').length,
    todayAlarm: todays.filter((e) => e.level === 'alarm').length,
    unhandled,
  };
  return { figures, week };
}

// ---- history --------------------------------------------------------------------------------------

function historyOf(request: Request): Response {
  const q = query(request);
  const ids = idList(q.get('itemIds'));
  // Spec 5: up to 8 items; a 9th is refused with a readable msg.
  if (ids.length > MAX_COMPARE_ITEMS) return badRequest(TOO_MANY_ITEMS);
  const range = rangeOf(q.get('startTime'), q.get('endTime'), MAX_HISTORY_DAYS);
  if (isRefusal(range)) return range.refusal;
  const points = Number(q.get('points') ?? 600);
  const found = ids.map((id) => findItem(db.world, id));
  const missing = ids.filter((_, i) => !found[i]);
  if (missing.length) return fail(`监测项不存在：${missing.join(',')}`);
  const series = found.map((f): MonitorSeries => {
    const { device, model, item } = f!;
    const s = seriesOf(model, item, range.from, range.to, points);
    return {
      itemId: item.itemId,
      itemName: item.name,
      deviceId: device.deviceId,
      deviceName: device.deviceName,
      type: item.type,
      unit: item.unit,
      warnValue: item.warnValue,
      alarmValue: item.alarmValue,
      samplePeriod: item.samplePeriod,
      rawCount: s.rawCount,
      downsampled: s.downsampled,
      ...pointColumns(s.points, range.from),
      outages: s.outages.map((o) => ({
        start: formatTime(Math.max(o.start, range.from)),
        ...(o.end < range.to ? { end: formatTime(o.end) } : {}),
      })),
    };
  });
  const data: MonitorHistory = { startTime: formatTime(range.from), endTime: formatTime(range.to), points: points - (points % 2), series };
  return ok(data);
}

// ---- handlers -------------------------------------------------------------------------------------

export const monitorDeviceHandlers = [
  http.get('*/device/page', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    const states = sortStates(filteredStates(request, scope.devices, scope.tree), scope.tree, request);
    const result = page(states, request);
    return ok({ ...result, records: result.records.map((s) => deviceRow(s, scope.tree)) });
  }),

  http.get('*/device/cardPage', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    // Worst state first, then by name (the list is in name order and the sort is stable).
    const states = filteredStates(request, scope.devices, scope.tree).sort((a, b) => SEVERITY[b.status] - SEVERITY[a.status]);
    const result = page(states, request, 20);
    return ok({
      ...result,
      records: result.records.map((s) => ({ ...deviceRow(s, scope.tree), items: s.items.map((i) => itemRow(s.device, i)) })),
    });
  }),

  http.get('*/device/detail', ({ request }) => {
    const device = db.world.devices.find((d) => d.deviceId === query(request).get('id'));
    if (!device) return fail(NOT_FOUND_DEVICE);
    const tree = treeIndex(db.world);
    const state = deviceState(device);
    const dept = tree.byId.get(device.deptId);
    return ok({
      device: deviceRow(state, tree),
      company: {
        id: device.deptId,
        deptName: dept?.deptName ?? device.deptName ?? '',
        fullName: dept?.fullName ?? dept?.deptName ?? '',
        address: dept?.address ?? '',
        contacts: dept?.contacts ?? '',
        phone: dept?.phone ?? '',
        lng: dept?.lng ?? 0,
        lat: dept?.lat ?? 0,
        path: chainOf(tree, device.deptId).map((d) => ({ id: d.id, deptName: d.deptName })),
      },
      items: state.items.map((i) => itemRow(device, i)),
    });
  }),

  http.get('*/device/monitorItems', ({ request }) => {
    const device = db.world.devices.find((d) => d.deviceId === query(request).get('deviceId'));
    if (!device) return fail(NOT_FOUND_DEVICE);
    return ok(deviceState(device).items.map((i) => itemRow(device, i)));
  }),

  http.get('*/device/statusCount', ({ request }) => {
    const scope = scopeFor(request);
    if (isRefusal(scope)) return scope.refusal;
    return ok(countsOf(scope.devices));
  }),

  http.get('*/device/companyOverview', ({ request }) => {
    const tree = treeIndex(db.world);
    const companies = overviewCompanies(db.world, request, tree);
    if (!companies) return fail('该企业不存在');
    const now = nowMs();
    return ok(
      companies.map((deptId): CompanyOverview => {
        const ids = subtreeIds(tree, deptId);
        const { figures } = companyFigures(db.world, tree, db.world.devices.filter((d) => ids.has(d.deptId)), now);
        return { deptId, deptName: tree.byId.get(deptId)?.deptName ?? '', ...figures };
      }),
    );
  }),

  http.get('*/device/history', ({ request }) => historyOf(request)),
];
