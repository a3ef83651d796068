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

/**
 * In order: the scenario's latency and failures, the contract guard (401/400 as BladeX answers them),
 * the stateful handlers, then the generated handlers (the contract's examples) for anything else.
 */
export const handlers: RequestHandler[] = [
  traffic,
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
];

function generatedHandlers(): RequestHandler[] {
  return Object.entries(generated)
    .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
    .flatMap(([, factory]) => (factory as () => RequestHandler[])());
}
