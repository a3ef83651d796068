// Announcements/notifications (page /monitor/inform/index), their red-mark check (spec 2.5) and the
// upload of the local error log (spec 2.9); the alarm-log, run-log and diagnosis marks are monitorLogs.ts'. readStatus is per user: a notice keeps
// the ids of the users who read it.
import { http } from 'msw';
import type { ErrorLogEntry, InformNoticeFields, InformNoticeForm, InformNoticeUpdate } from '../../generated/model';
import { db } from '../world/db';
import type { MockInform, MockUser } from '../world/types';
import { refusedWithout } from './permissions';
import { contains, fail, jsonBody, now, ok, page, query, userOf } from './kit';

/** What the server sends: the stored notice without its bookkeeping, with the caller's readStatus. */
function toNotice(notice: MockInform, user: MockUser) {
  const { id, title, content, startTime, endTime, signature, deptIds, userIds, datetime, status } = notice;
  const readStatus = notice.readBy.includes(user.id) ? 1 : 0;
  return { id, title, content, startTime, endTime, signature, deptIds, userIds, datetime, status, readStatus };
}

const byId = (request: Request) => db.world.informs.find((n) => n.id === query(request).get('id'));

/** The caller's department and all above it: a notice pushed to a company reaches its sub-departments. */
function deptChain(deptId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = deptId; id && id !== '0' && !chain.includes(id); ) {
    chain.push(id);
    id = db.world.departments.find((d) => d.id === id)?.parentId;
  }
  return chain;
}

/** A sent notice reaches its push selection; with nothing selected it reaches everybody. */
function reaches(notice: MockInform, user: MockUser) {
  const depts = notice.deptIds ?? [];
  const users = notice.userIds ?? [];
  if (!notice.sent) return false;
  if (!depts.length && !users.length) return true;
  return users.includes(user.id) || deptChain(user.deptId).some((id) => depts.includes(id));
}

/** The push selection must name existing companies and users; the refusal names its field. */
function unknownReceiver(form: InformNoticeFields): { msg: string; field: 'deptIds' | 'userIds' } | undefined {
  const { departments, users } = db.world;
  if ((form.deptIds ?? []).some((id) => !departments.some((d) => d.id === id))) return { msg: '推送的部门不存在', field: 'deptIds' };
  if ((form.userIds ?? []).some((id) => !users.some((u) => u.id === id))) return { msg: '推送的用户不存在', field: 'userIds' };
  return undefined;
}

/** The editable fields of a form; an update replaces them all (absent ones are cleared). */
const fieldsOf = (form: InformNoticeFields & { title: string }) => ({
  title: form.title,
  content: form.content,
  startTime: form.startTime,
  endTime: form.endTime,
  signature: form.signature,
  deptIds: [...new Set(form.deptIds ?? [])],
  userIds: [...new Set(form.userIds ?? [])],
});

/**
 * The list's time range: a notice is shown from startTime to endTime (either may be open); it matches
 * when that window overlaps [from, to]. Times compare as text (yyyy-MM-dd HH:mm:ss sorts by time).
 */
function shownWithin(notice: MockInform, from: string | null, to: string | null) {
  if (from && notice.endTime && notice.endTime < from) return false;
  if (to && notice.startTime && notice.startTime > to) return false;
  return true;
}

export const informHandlers = [
  http.get('*/inform/list', ({ request }) => {
    const user = userOf(request);
    const q = query(request);
    const readStatus = q.get('readStatus');
    const rows = db.world.informs
      .filter((n) => contains(n.title, q.get('title')) && shownWithin(n, q.get('startTime'), q.get('endTime')))
      .filter((n) => readStatus === null || (n.readBy.includes(user.id) ? '1' : '0') === readStatus)
      // Newest first; equal times by title, then id, so paging is stable.
      .sort((a, b) => (b.datetime ?? '').localeCompare(a.datetime ?? '') || (a.title ?? '').localeCompare(b.title ?? '') || a.id.localeCompare(b.id))
      .map((n) => toNotice(n, user));
    return ok(page(rows, request));
  }),

  http.post('*/inform/submit', async ({ request }) => {
    const denied = refusedWithout(request, 'inform_add');
    if (denied) return denied;
    const form = await jsonBody<InformNoticeForm>(request);
    const refusal = unknownReceiver(form);
    if (refusal) return fail(refusal.msg, 400, { field: refusal.field });
    // status 0 until pushed, 1 once sent (the contract leaves the meanings open).
    db.world.informs.push({ id: db.newId(), ...fieldsOf(form), datetime: now(), status: 0, readBy: [], sent: false });
    db.changed();
    return ok(null);
  }),

  http.post('*/inform/updateByInformId', async ({ request }) => {
    const denied = refusedWithout(request, 'inform_edit');
    if (denied) return denied;
    const form = await jsonBody<InformNoticeUpdate>(request);
    const notice = db.world.informs.find((n) => n.id === form.id);
    if (!notice) return fail('通知不存在');
    const refusal = unknownReceiver(form);
    if (refusal) return fail(refusal.msg, 400, { field: refusal.field });
    Object.assign(notice, fieldsOf(form));
    db.changed();
    return ok(null);
  }),

  http.get('*/inform/detail', ({ request }) => {
    const notice = byId(request);
    return notice ? ok(toNotice(notice, userOf(request))) : fail('通知不存在');
  }),

  http.post('*/inform/remove', ({ request }) => {
    const denied = refusedWithout(request, 'inform_delete');
    if (denied) return denied;
    const notice = byId(request);
    if (!notice) return fail('通知不存在');
    db.world.informs = db.world.informs.filter((n) => n !== notice);
    db.changed();
    return ok(null);
  }),

  http.post('*/inform/send', ({ request }) => {
    const denied = refusedWithout(request, 'inform_send');
    if (denied) return denied;
    const notice = byId(request);
    if (!notice) return fail('通知不存在');
    // A (re)push is news again for every receiver: unread until each reads it.
    Object.assign(notice, { sent: true, status: 1, readBy: [] });
    db.changed();
    return ok(null);
  }),

  http.get('*/inform/readStatus', ({ request }) => {
    const user = userOf(request);
    return ok(db.world.informs.some((n) => reaches(n, user) && !n.readBy.includes(user.id)));
  }),

  http.post('*/inform/updateReadStatus', ({ request }) => {
    const notice = byId(request);
    if (!notice) return fail('通知不存在');
    const user = userOf(request);
    if (!notice.readBy.includes(user.id)) {
      notice.readBy.push(user.id);
      db.changed();
    }
    return ok(null);
  }),

  http.post('*/blade-log/error/upload', async ({ request }) => {
    const entries = await jsonBody<ErrorLogEntry[]>(request);
    // Keep the newest 5000, so a noisy console cannot grow the persisted world without bound.
    db.world.errorLogs = [...db.world.errorLogs, ...entries].slice(-5000);
    db.changed();
    return ok(null);
  }),
];
