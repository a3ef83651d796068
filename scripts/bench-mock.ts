// `npm run bench:mock`: the monitoring world's figures through `npm run mock:server` (real HTTP), by default
// in the large scenario (20,000 devices):
//   - every GET operation of the monitoring domain, called with the contract's examples and ids
//     taken from list replies: HTTP 200, a schema-valid body, under 2 s (median of the runs);
//   - the compare chart's worst case: the history of 8 items over 7 days (points=600), under 200 ms a call;
//   - building the large world in this process (what the demo does on sign-in), under 3 s.
// One warm-up call per operation is not counted (the first call builds the devices' models).
//
// Options: --scenario <name> (default large), --port <n> (default 4027; BENCH_PORT), --runs <n> (default 5;
// the history runs 4 times as often), --check (exit 1 when a figure misses its budget).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import SparkMD5 from 'spark-md5';
import { buildWorld } from '../mocks/world/seed';
import { checkReply } from './conformance/check';
import { operations, type Operation } from './conformance/contract';
import { buildRequest, type RequestOverrides } from './conformance/requests';

const { values: options } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'large' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4027' },
    runs: { type: 'string', default: '5' },
    check: { type: 'boolean', default: false },
  },
});
const port = Number(options.port);
const runs = Math.max(1, Number(options.runs) || 5);
const api = `http://127.0.0.1:${port}/api`;
const BUDGET = { call: 2000, history: 200, largeWorld: 3000 };
const MONITOR_TAGS = new Set(['monitor', 'alarm', 'runlog', 'diagnosis', 'statistics', 'record', 'expert', 'overview']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const pad2 = (n: number) => String(n).padStart(2, '0');
const format = (d: Date) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
const daysAgo = (days: number) => format(new Date(Date.now() - days * 24 * 3600_000));

async function startServer() {
  const server = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_SCENARIO: options.scenario },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock:server did not start within 60 s')), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`mock:server exited with ${code}`)));
  });
  return server;
}

const byId = new Map(operations.map((op) => [op.operationId, op]));
let token = '';

async function call(opId: string, overrides: RequestOverrides = {}) {
  const op = byId.get(opId)!;
  const { url, init } = buildRequest(op, api, { token, ...overrides });
  if (!('token' in overrides) && !token) delete (init.headers as Record<string, string>)['Blade-Auth'];
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  const violations = checkReply(op, response.status, response.headers.get('content-type') ?? '', text);
  return { ms, status: response.status, violations, body: JSON.parse(text) as { code: number; data: never; msg: string } };
}

const server = await startServer();
try {
  const signIn = await fetch(
    `${api}/blade-auth/oauth/tokenNoCheckCode?tenantId=000000&username=admin&password=${SparkMD5.hash('Admin123')}&grant_type=password&scope=all`,
    { method: 'POST', headers: { Authorization: `Basic ${btoa('saber:saber_secret')}` } },
  );
  token = `bearer ${((await signIn.json()) as { access_token: string }).access_token}`;

  // Ids from list replies, as a page would have them.
  type Rec = Record<string, string>;
  const cards = (await call('getDeviceCardPage', { query: { current: '1', size: '20' } })).body.data as { records: (Rec & { items: Rec[] })[] };
  const device = cards.records[0];
  const itemIds = cards.records.flatMap((c) => c.items.map((i) => i.itemId)).slice(0, 8);
  const week = { startTime: daysAgo(7), endTime: daysAgo(0) };
  const alarm = ((await call('getAlarmLogPage', { query: { size: '1' } })).body.data as { records: Rec[] }).records[0];
  const record = ((await call('getRecordPage', { query: { size: '1' } })).body.data as { records: Rec[] }).records[0];
  const expert = ((await call('getExpertPage', { query: { size: '1' } })).body.data as { records: Rec[] }).records[0];
  const report = (await call('runDiagnosis', { body: { startTime: daysAgo(3), endTime: daysAgo(0.01), deviceIds: [device.deviceId], deptId: undefined } })).body.data as Rec;
  const runReport = (await call('createDeviceOperationReport', { body: { deviceId: device.deviceId, startTime: daysAgo(7), endTime: daysAgo(0.01) } })).body.data as Rec;
  const root = device.deptId;

  const requests: Record<string, RequestOverrides> = {
    getDevicePage: { query: { current: '1', size: '100', descs: 'status' } },
    getDeviceDetail: { query: { id: device.deviceId } },
    getDeviceStatusCounts: {},
    getCompanyOverviews: {},
    getDeviceCardPage: { query: { current: '1', size: '200' } },
    getDeviceMonitorItems: { query: { deviceId: device.deviceId } },
    getMonitorHistory: { query: { itemIds: itemIds.join(','), ...week, points: '600' } },
    getAlarmLogPage: { query: { current: '1', size: '20' } },
    getAlarmLogDetail: { query: { id: alarm?.id } },
    getRunLogPage: { query: { current: '1', size: '20' } },
    getDiagnosisReportPage: {},
    getDiagnosisReport: { token: '', query: { id: report.id, shareCode: report.shareCode } },
    getDeviceOperationReport: { token: '', query: { id: runReport.id, shareCode: runReport.shareCode } },
    getMonitorOverview: {},
    getAlarmTrend: { query: week },
    getAlarmsByCompany: { query: week },
    getAlarmsByItemType: { query: week },
    getOnlineRate: { query: week },
    getTopAlarmDevices: { query: week },
    getRecordPage: {},
    getRecordDetail: { query: { id: record?.id } },
    getExpertPage: { query: { keyword: '轴承' } },
    getExpertDetail: { query: { id: expert?.id } },
    matchExpertEntries: { query: { itemType: '1', deviceType: '引风机' } },
    getOverviewConfig: { query: { deptId: root } },
  };
  const gets = operations.filter((op: Operation) => op.method === 'GET' && MONITOR_TAGS.has(op.tags[0]));
  const missing = gets.filter((op) => !(op.operationId in requests)).map((op) => op.operationId);
  if (missing.length) throw new Error(`bench:mock has no request for ${missing.join(', ')}`);

  console.log(`Monitoring GET operations through mock:server, scenario ${options.scenario}, ${runs} runs each after one warm-up (ms)\n`);
  console.log('operation                        status  median     max   valid');
  let failed = false;
  for (const op of gets) {
    const overrides = requests[op.operationId];
    await call(op.operationId, overrides);
    const times: number[] = [];
    let last = await call(op.operationId, overrides);
    times.push(last.ms);
    for (let i = 1; i < runs; i++) {
      last = await call(op.operationId, overrides);
      times.push(last.ms);
    }
    const ok = last.status === 200 && last.body.code === 200 && last.violations.length === 0 && median(times) < BUDGET.call;
    failed ||= !ok;
    console.log(
      `${op.operationId.padEnd(32)} ${String(last.status).padStart(6)} ${median(times).toFixed(1).padStart(7)} ${Math.max(...times).toFixed(1).padStart(7)}   ${last.violations.length ? `NO: ${last.violations[0].message}` : ok ? 'yes' : `NO: ${last.body.msg}`}`,
    );
  }

  const history: number[] = [];
  for (let i = 0; i < runs * 4; i++) history.push((await call('getMonitorHistory', requests.getMonitorHistory)).ms);
  const historyMedian = median(history);
  console.log(
    `\nHistory of 8 items over 7 days (points=600), ${history.length} calls: median ${historyMedian.toFixed(1)} ms, p95 ${percentile(history, 95).toFixed(1)} ms, max ${Math.max(...history).toFixed(1)} ms (budget ${BUDGET.history} ms)`,
  );
  console.log(`${gets.length} GET operations, every one 200, schema-valid and under ${BUDGET.call} ms: ${failed ? 'NO' : 'yes'}`);
  const buildStarted = performance.now();
  buildWorld({ seed: 20261121, scenario: 'large' });
  const buildMs = performance.now() - buildStarted;
  console.log(`The large world built in this process: ${buildMs.toFixed(0)} ms (budget ${BUDGET.largeWorld} ms)`);
  if (options.check && (failed || historyMedian >= BUDGET.history || buildMs >= BUDGET.largeWorld)) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
