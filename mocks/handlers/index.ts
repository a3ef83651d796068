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

/**
 * In order: the scenario's latency and failures, the contract guard (401/400 as BladeX answers them),
 * the stateful handlers, then the generated handlers (the contract's examples) for anything else.
 * All but the first answer with the world saved and other tabs' saves taken up (persistedReplies).
 */
export const handlers: RequestHandler[] = [
  traffic,
  ...persistedReplies([
    contractGuard,
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
  ]),
];

/**
 * Issue 18: a reply that follows a change leaves only once the change is saved, so a reload or a new tab
 * right after it (a sign-in's token, a saved form) finds it; and before a handler reads the world, what
 * another tab saved is taken up (db.catchUp). Done here once for every handler, present and future,
 * rather than in each resolver. (The traffic handler stays outside: its endless "timeout" failure
 * would hold the world forever.)
 */
function persistedReplies(list: RequestHandler[]): RequestHandler[] {
  for (const handler of list) {
    const run = handler.run.bind(handler);
    handler.run = async (args) => {
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

function generatedHandlers(): RequestHandler[] {
  return Object.entries(generated)
    .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
    .flatMap(([, factory]) => (factory as () => RequestHandler[])());
}
