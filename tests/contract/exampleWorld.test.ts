// @vitest-environment node
// The contract's examples form one world (what Prism static serves): the record a detail example shows
// is one its list example lists, so a page that opens a listed record on Prism finds it.
import { describe, expect, it } from 'vitest';
import { SCENARIO_OPERATIONS } from '../../scripts/contract/scenario-examples.mjs';
import { contract, operations } from './contract';

type Media = { example?: unknown; examples?: Record<string, { value?: unknown; $ref?: string }> };

/** A named example of the 200 reply (the bundle keeps it under components.examples), or its default. */
function replyExample(operationId: string, name?: string): unknown {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const media = op.raw.responses['200'].content?.['application/json'] as Media;
  const named = name ? media.examples?.[name] : undefined;
  if (name && !named) throw new Error(`${operationId} has no example ${name}`);
  const example = named ?? (media.example !== undefined ? { value: media.example } : Object.values(media.examples ?? {})[0]);
  const ref = example?.$ref?.split('/').pop();
  const value = ref ? (contract as unknown as { components: { examples: Record<string, { value: unknown }> } }).components.examples[ref].value : example?.value;
  return (value as { data: unknown }).data;
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

describe('the scenario examples (Prefer: example=empty | long)', () => {
  it.each(SCENARIO_OPERATIONS)('%s has an empty and a long example', (operationId) => {
    expect(replyExample(operationId, 'empty')).toBeDefined();
    expect(replyExample(operationId, 'long')).toBeDefined();
  });

  it.each(pairs)('the long %s example still lists the record of the %s example, and the empty one lists nothing', (list, detail, idOf) => {
    const id = idOf(replyExample(detail) as Record<string, unknown>);
    expect(listedIds(replyExample(list, 'long'))).toContain(id);
    expect(listedIds(replyExample(list, 'empty'))).toEqual([]);
  });

  it('a long page is a full page of more than one', () => {
    const page = replyExample('getUserPage', 'long') as { records: unknown[]; size: number; total: number };
    expect(page.records).toHaveLength(page.size);
    expect(page.total).toBeGreaterThan(page.size);
  });

  it('a long page keeps the seeded records and names, and gives the records it adds long names of their own', () => {
    const seeded = (replyExample('getUserPage') as { records: Array<Record<string, string>> }).records;
    const long = (replyExample('getUserPage', 'long') as { records: Array<Record<string, string>> }).records;
    expect(long.slice(0, seeded.length).map((u) => [u.id, u.realName, u.deptName])).toEqual(seeded.map((u) => [u.id, u.realName, u.deptName]));
    const added = long.at(-1)!;
    expect(added.deptName).toBe(seeded[(long.length - 1) % seeded.length].deptName);
    expect(added.realName.length).toBeGreaterThan(Math.max(...seeded.map((u) => u.realName.length)));
    expect(new Set(long.map((u) => u.id)).size).toBe(long.length);
  });
});
