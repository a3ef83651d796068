import type { RequestHandler } from 'msw';
import * as generated from '../../generated/endpoints/index.msw';
import { contractGuard } from '../contract/guard';
import { authHandlers } from './auth';
import { departmentHandlers } from './departments';
import { fileHandlers } from './files';
import { informHandlers } from './informs';
import { monitorArchiveHandlers } from './monitorArchive';
import { monitorDeviceHandlers } from './monitorDevices';
import { monitorLogHandlers } from './monitorLogs';
import { monitorReportHandlers } from './monitorReports';
import { screenHandlers } from './screens';
import { systemHandlers } from './system';
import { traffic } from './traffic';
import { userHandlers } from './users';
import { db } from '../world/db';
import { bladexGate } from '../wire/bladex/gate';
import { wireWritten } from '../wire/writer';

/**
 * In order: the scenario's latency and failures, the contract guard (401/400 as BladeX answers them),
 * in BladeX wire its role guards (bladexGate), the stateful handlers, then the generated handlers (the
 * contract's examples) for anything else. All but the first answer with the world saved and other tabs'
 * saves taken up (persistedReplies), and in BladeX wire as BladeX writes them (wireWritten).
 */
export const handlers: RequestHandler[] = [
  traffic,
  ...persistedReplies(wireWritten([
    contractGuard,
    bladexGate,
    ...authHandlers,
    ...userHandlers,
    ...systemHandlers,
    ...fileHandlers,
    ...informHandlers,
    ...screenHandlers,
    ...departmentHandlers,
    ...monitorDeviceHandlers,
    ...monitorLogHandlers,
    ...monitorReportHandlers,
    ...monitorArchiveHandlers,
    ...generatedHandlers(),
  ])),
];

/**
 * A reply that follows a change leaves only once the change is saved, so a reload or a new tab
 * right after it (a sign-in's token, a saved form) finds it; and before a handler reads the world, what
 * another tab saved is taken up (db.catchUp). Done here once for every handler, present and future,
 * rather than in each resolver. (The traffic handler stays outside: its endless "timeout" failure
 * would hold the world forever.)
 */
function persistedReplies(list: RequestHandler[]): RequestHandler[] {
  for (const handler of list) {
    const run = handler.run.bind(handler);
    const mayMatch = quickMatcher(handler);
    handler.run = async (args) => {
      if (!mayMatch(args.request)) return null;
      await db.catchUp();
      return db.answering(async () => {
        const result = await run(args);
        if (result?.response) await db.settled();
        return result;
      });
    };
  }
  return list;
}

/**
 * A cheap first look at whether a handler can match a request: its method and its path as a regular
 * expression, made once. MSW asks every handler in turn and each one parses the request (path and
 * cookies) before saying no; with some 400 handlers that was most of the mock's time (a sign-in spent
 * 1.8 s of the page's main thread there, the e2e suite ran twice as long). The look is
 * permissive - any origin, an optional trailing slash - and a handler it cannot read (a RegExp path,
 * `all`) is always asked, so it never turns away a request the handler would take.
 */
export function quickMatcher(handler: RequestHandler): (request: Request) => boolean {
  const { method, path } = handler.info as { method?: unknown; path?: unknown };
  if (typeof method !== 'string' || typeof path !== 'string' || method.toUpperCase() === 'ALL') return () => true;
  const verb = method.toUpperCase();
  const source = path
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+');
  const pattern = new RegExp(`${source}/?$`);
  return (request) => request.method.toUpperCase() === verb && pattern.test(pathnameOf(request));
}

/** A request's path, read once however many handlers look at it. */
const pathnames = new WeakMap<Request, string>();
function pathnameOf(request: Request): string {
  let pathname = pathnames.get(request);
  if (pathname === undefined) pathnames.set(request, (pathname = new URL(request.url).pathname));
  return pathname;
}

function generatedHandlers(): RequestHandler[] {
  return Object.entries(generated)
    .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
    .flatMap(([, factory]) => (factory as () => RequestHandler[])());
}
