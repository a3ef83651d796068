// @vitest-environment node
// The contract's examples form one world (what Prism static serves): the record a detail example shows
// is one its list example lists, so a page that opens a listed record on Prism finds it.
import { describe, expect, it } from 'vitest';
import { operations } from './contract';

type Media = { example?: unknown; examples?: Record<string, { value: unknown }> };

function replyExample(operationId: string): unknown {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const media = op.raw.responses['200'].content?.['application/json'] as Media;
  return ((media.example ?? Object.values(media.examples ?? {})[0]?.value) as { data: unknown }).data;
}

/** Every id of records in a reply's data (a page's records, a list, a tree with children). */
function listedIds(data: unknown): string[] {
  const nodes = Array.isArray(data) ? data : ((data as { records?: unknown[] }).records ?? []);
  return (nodes as Array<{ id?: string; deviceId?: string; children?: unknown[] }>).flatMap((node) => [
    ...(node.id ?? node.deviceId ? [String(node.id ?? node.deviceId)] : []),
    ...(node.children?.length ? listedIds(node.children) : []),
  ]);
}

const pairs: Array<[list: string, detail: string, idOf: (data: Record<string, unknown>) => unknown]> = [
  ['getInformList', 'getInformDetail', (d) => d.id],
  ['getUserPage', 'getUserDetail', (d) => d.id],
  ['getRoleList', 'getRoleDetail', (d) => d.id],
  ['getDictList', 'getDictDetail', (d) => d.id],
  ['getMenuTree', 'getMenuDetail', (d) => d.id],
  ['getDepartmentTree', 'getDepartmentDetail', (d) => d.id],
  ['getDevicePage', 'getDeviceDetail', (d) => d.deviceId ?? (d.device as { deviceId?: string } | undefined)?.deviceId],
  ['getAlarmLogPage', 'getAlarmLogDetail', (d) => (d.event as { id?: string } | undefined)?.id ?? d.id],
  ['getRecordPage', 'getRecordDetail', (d) => d.id],
  ['getExpertPage', 'getExpertDetail', (d) => d.id],
  ['getDiagnosisReportPage', 'getDiagnosisReport', (d) => d.id],
];

describe('the example world', () => {
  it.each(pairs)('the %s example lists the record of the %s example', (list, detail, idOf) => {
    const id = idOf(replyExample(detail) as Record<string, unknown>);
    expect(id).toBeTruthy();
    expect(listedIds(replyExample(list))).toContain(id);
  });
});
