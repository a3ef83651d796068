// The alarm log of a set of devices: the crossings of their series (events.ts) with who acknowledged
// them - an operator of this world (world.monitor.handled, or a bulk acknowledgement of a filter), or, for
// older cleared events, one of the seeded staff (derived, so the log reads like one people work on).
import type { AlarmLogEntry, AlarmLogFilter } from '../../../generated/model';
import type { Acknowledgement, MockDevice, World } from '../types';
import { deviceEvents, isCleared, peakOf, type AlarmEvent } from './events';
import { chance, between } from './hash';
import { HOUR, MINUTE } from './model';
import { subtreeIds, type TreeIndex } from './scope';
import { modelOf } from './state';
import { formatTime, parseTime } from './time';

/** Every event of the devices that began in [from, to) and by now, newest first. */
export function eventsOf(world: World, devices: MockDevice[], from: number, to: number, now: number): AlarmEvent[] {
  const events: AlarmEvent[] = [];
  for (const device of devices) for (const e of deviceEvents(modelOf(world, device), from, to, now)) events.push(e);
  return events.sort((a, b) => b.start - a.start || (a.id < b.id ? 1 : -1));
}

const SEEDED_NOTES = {
  warn: ['已现场点检，设备运行平稳，继续观察', '已通知班组加强巡检，关注趋势变化', '负荷波动引起，已调整运行工况'],
  alarm: ['已停机检查，紧固地脚螺栓后复测正常', '已更换驱动端轴承并复测，恢复正常', '已补充润滑脂，温度回落至正常范围', '已安排检修，校正联轴器对中后复测正常'],
};

const staff = new WeakMap<World, { count: number; names: string[] }>();
/** The seeded staff who acknowledge events (not admin or operator), looked up once per user list. */
function staffNames(world: World): string[] {
  const cached = staff.get(world);
  if (cached && cached.count === world.users.length) return cached.names;
  const names = world.users.filter((u) => u.account !== 'admin' && u.account !== 'operator').map((u) => u.realName ?? '').filter(Boolean);
  const entry = { count: world.users.length, names: names.length ? names : ['张伟'] };
  staff.set(world, entry);
  return entry.names;
}

const subtrees = new WeakMap<TreeIndex, Map<string, Set<string>>>();
function subtreeOf(tree: TreeIndex, id: string): Set<string> {
  let byRoot = subtrees.get(tree);
  if (!byRoot) subtrees.set(tree, (byRoot = new Map()));
  let ids = byRoot.get(id);
  if (!ids) byRoot.set(id, (ids = subtreeIds(tree, id)));
  return ids;
}

/** Does a bulk acknowledgement's filter cover the event? */
export function filterMatches(filter: AlarmLogFilter, event: AlarmEvent, device: MockDevice, tree: TreeIndex): boolean {
  const from = parseTime(filter.startTime) ?? -Infinity;
  const to = parseTime(filter.endTime) ?? Infinity;
  if (event.start < from || event.start >= to) return false;
  if (filter.level && filter.level !== event.level) return false;
  if (filter.deviceId && filter.deviceId !== device.deviceId) return false;
  if (filter.deptId && !subtreeOf(tree, filter.deptId).has(device.deptId)) return false;
  return true;
}

/** When the seeded staff acknowledge a cleared event: seven in ten, within hours of its clearing. */
function staffAcknowledgedAt(world: World, event: AlarmEvent, now: number): number | undefined {
  const n = Number(event.id.slice(8));
  if (!isCleared(event, now) || chance(world.seed, n, 91) >= 0.7) return undefined;
  const at = event.end + Math.round(between(chance(world.seed, n, 92), 10 * MINUTE, 8 * HOUR) / 1000) * 1000;
  return at <= now ? at : undefined;
}

/** Has anyone acknowledged the event by now? (acknowledgementOf without building the record) */
export function isAcknowledged(world: World, event: AlarmEvent, device: MockDevice, tree: TreeIndex, now: number): boolean {
  return (
    event.id in world.monitor.handled ||
    world.monitor.bulkHandled.some((b) => event.start < b.before && filterMatches(b.filter, event, device, tree)) ||
    staffAcknowledgedAt(world, event, now) !== undefined
  );
}

/** Who acknowledged the event, if anyone has by now. */
function acknowledgementOf(world: World, event: AlarmEvent, device: MockDevice, tree: TreeIndex, now: number): Acknowledgement | undefined {
  const own = world.monitor.handled[event.id];
  if (own) return own;
  const bulk = world.monitor.bulkHandled.find((b) => event.start < b.before && filterMatches(b.filter, event, device, tree));
  if (bulk) return bulk;
  const at = staffAcknowledgedAt(world, event, now);
  if (at === undefined) return undefined;
  const n = Number(event.id.slice(8));
  const names = staffNames(world);
  const notes = SEEDED_NOTES[event.level];
  return {
    userId: '',
    by: names[Math.floor(chance(world.seed, n, 93) * names.length)],
    time: formatTime(at),
    note: notes[Math.floor(chance(world.seed, n, 94) * notes.length)],
  };
}

/** The contract's AlarmLogEntry of an event (with its peak so far). */
export function entryOf(world: World, event: AlarmEvent, device: MockDevice, tree: TreeIndex, now: number): AlarmLogEntry {
  const { item } = event;
  const cleared = isCleared(event, now);
  const ack = acknowledgementOf(world, event, device, tree, now);
  return {
    id: event.id,
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    deptId: device.deptId,
    deptName: tree.byId.get(device.deptId)?.deptName ?? device.deptName ?? '',
    itemId: item.itemId,
    itemName: item.name,
    itemType: item.type,
    unit: item.unit,
    level: event.level,
    thresholdValue: event.threshold,
    warnValue: item.warnValue,
    alarmValue: item.alarmValue,
    peakValue: peakOf(event, now).value,
    startTime: formatTime(event.start),
    ...(cleared ? { endTime: formatTime(event.end), duration: Math.round((event.end - event.start) / 1000) } : {}),
    cleared,
    handled: !!ack,
    ...(ack ? { handledBy: ack.by, handledTime: ack.time, handleNote: ack.note } : {}),
  };
}
