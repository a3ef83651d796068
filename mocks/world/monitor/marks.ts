// The red marks of spec 2.5 per user: a log is "unread" while it has an entry newer than the time the
// user last opened it (markRead); without such a time, any entry of the last 7 days counts. New crossings
// and run events keep coming as time moves, so a mark turns false on opening and true again later.
import type { MockUser, World } from '../types';
import { itemEvents, runEvents } from './events';
import { scopeOf } from './scope';
import { modelOf } from './state';

const WEEK = 7 * 24 * 3600_000;
type Log = 'alarmLog' | 'runLog' | 'diagnosis';

const sinceOf = (world: World, user: MockUser, log: Log, now: number) => {
  const mark = world.monitor.readMarks[user.id]?.[log];
  return mark === undefined ? now - WEEK : Math.max(mark + 1, now - WEEK);
};

export function markRead(world: World, user: MockUser, log: Log, now: number) {
  world.monitor.readMarks[user.id] = { ...world.monitor.readMarks[user.id], [log]: now };
}

export function alarmLogUnread(world: World, user: MockUser, now: number): boolean {
  const since = sinceOf(world, user, 'alarmLog', now);
  for (const device of scopeOf(world, user, null)?.devices ?? []) {
    const model = modelOf(world, device);
    if (model.items.some((item) => itemEvents(model, item, since, now + 1, now).length)) return true;
  }
  return false;
}

export function runLogUnread(world: World, user: MockUser, now: number): boolean {
  const since = sinceOf(world, user, 'runLog', now);
  return (scopeOf(world, user, null)?.devices ?? []).some((device) => runEvents(modelOf(world, device), since, now + 1, now).length > 0);
}

export function diagnosisUnread(world: World, user: MockUser, now: number): boolean {
  const since = sinceOf(world, user, 'diagnosis', now);
  const scope = scopeOf(world, user, null);
  // A report is news to the others in its companies, not to the one who generated it.
  return world.monitor.reports.some(
    (r) => r.userId !== user.id && r.createdAt >= since && r.createdAt <= now && r.scopeDeptIds.some((id) => scope?.deptIds.has(id)),
  );
}
