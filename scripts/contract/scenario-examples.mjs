// `npx tsx scripts/contract/scenario-examples.mjs` (tsx: it reads the seeded mock world): writes the named scenario examples of the console's list
// and detail reads, `empty` and `long`, into openapi/components/examples/<domain>.yaml, each derived from
// the operation's default example (the one example world Prism static serves), and puts their `$ref`s in
// the operation's `examples:` map (the default example stays first, so Prism static still serves it).
// - empty: a page with no records, a list with no entries, a record with only its required fields.
// - long: a full page (the default records first, so every id of the world still resolves), every
//   optional field filled from its schema's example, the record's own texts long. Departments, devices
//   and users keep the seeded world's ids and names (tests/contract/requestExamples.test.ts): the added
//   records of a department or device list are further seeded ones, and only records of their own
//   (a user, a notice, a log entry with a new id) get long names.
// Run it again after a default example or a reply schema changes; it rewrites only what it derives.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument, stringify, isAlias, isMap } from 'yaml';
import { bundleContract } from './bundle.mjs';
import { createValidator } from './examples.mjs';
import { followRef } from './refs.mjs';

/** The list and detail reads the console's pages make, by operation id. */
export const SCENARIO_OPERATIONS = [
  'getUserPage', 'getUserList', 'getUserDetail', 'getRoleList', 'getRoleTree', 'getRoleDetail',
  'getDictList', 'getDictParentList', 'getDictChildList', 'getDictTree', 'getDictDetail',
  'getMenuLazyList', 'getMenuLazyMenuList', 'getMenuTree', 'getMenuDetail',
  'getDepartmentTree', 'getDepartmentDetail', 'getRootDeptList', 'getTransferDeptList', 'getDeviceTransferList', 'getDepartmentDeviceList',
  'getInformList', 'getInformDetail', 'getFileList',
  'getDevicePage', 'getDeviceCardPage', 'getDeviceDetail', 'getDeviceMonitorItems', 'getCompanyOverviews',
  'getAlarmLogPage', 'getAlarmLogDetail', 'getRunLogPage',
  'getDiagnosisReportPage', 'getDiagnosisReport', 'getDeviceOperationReport',
  'getRecordPage', 'getRecordDetail', 'getExpertPage', 'getExpertDetail',
  'getAlarmTrend', 'getAlarmsByCompany', 'getAlarmsByItemType', 'getTopAlarmDevices', 'getOnlineRate',
  'listCustomerPlans', 'listPlatforms',
];

/** A record's own texts, lengthened in `long`; any other string (ids, codes, times, borrowed names) is kept. */
const OWN_TEXT = /^(name|title|content|remark|address|description|realName|fullName|roleName|roleAlias|dictValue|signature|summary|conclusion|suggestion|cause|action|measure|reason|fileName|originalName|label|alias)$/;
/** Names the seeded world gives a record with a seeded id (a department's, a user's): never lengthened then. */
const SEEDED_NAMES = /^(name|realName|account)$/;
/** Names a record borrows from the record its sibling id points at: kept so the world's names stay seeded. */
const borrowed = (key, record) => /Name$/.test(key) && `${key.slice(0, -4)}Id` in record;
/** The seeded world's departments and devices (set by run()): the added records of their lists. */
const world = { departments: [], devices: [] };
/** The ids a list being built already shows, so an added record is a seeded one it does not. */
const shown = new Set();
const unshown = (records, idOf) => {
  const next = records.find((r) => !shown.has(idOf(r))) ?? records[shown.size % records.length];
  shown.add(idOf(next));
  return next;
};
const LONG_PAGE = 20;
const filler = '（长名称示例：用于检查折行、省略与列宽）Long name for wrapping and ellipsis checks';

function lengthen(text, schema) {
  const max = Math.min(schema.maxLength ?? 120, /content|remark|description|summary|conclusion|suggestion/.test(schema.__key ?? '') ? 400 : 60);
  let long = String(text);
  while (long.length < max) long += filler;
  return [...long].slice(0, max).join('');
}

function makeResolver(doc) {
  /** The schema with $ref followed and allOf merged (enough for the reply schemas of this contract). */
  const resolve = (schema) => {
    if (!schema) return {};
    if (schema.$ref) return resolve(followRef(doc, schema.$ref));
    if (schema.allOf) {
      const parts = schema.allOf.map(resolve);
      return {
        ...Object.assign({}, ...parts),
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
        required: parts.flatMap((p) => p.required ?? []),
      };
    }
    if (schema.oneOf || schema.anyOf) return resolve((schema.oneOf ?? schema.anyOf)[0]);
    return schema;
  };
  return resolve;
}

/** A value for a property the default example leaves out: its schema's example, else a plain one. */
function sampleOf(schema, resolve) {
  const s = resolve(schema);
  if ('example' in s) return s.example;
  if ('default' in s) return s.default;
  if (s.enum) return s.enum[0];
  if (s.type === 'array') return [];
  if (s.type === 'object' || s.properties) return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => (s.required ?? []).includes(k)).map(([k, v]) => [k, sampleOf(v, resolve)]));
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 0;
  if (s.type === 'boolean') return false;
  if (s.type === 'string' && !s.pattern && !s.format) return '';
  return undefined;
}

/** The id of the n-th added record: the same prefix as the world's ids, in a range (…9000 + n) the world leaves free. */
const nextId = (id, n) => (/^[0-9]{10,19}$/.test(id) ? (BigInt(id) - (BigInt(id) % 10000n) + BigInt(9000 + n)).toString() : `${id}${n}`);

/** `long` of one record: every optional field, own texts long; `n` > 0 gives it a new id (a record of its own). */
function longRecord(value, schema, resolve, n = 0) {
  const s = resolve(schema);
  if (Array.isArray(value)) return value.map((item) => longRecord(item, s.items, resolve, n));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const has = key in value;
    let v = has ? value[key] : sampleOf(prop, resolve);
    if (v === undefined) continue;
    const p = resolve(prop);
    const own = OWN_TEXT.test(key) && !borrowed(key, value) && !(n === 0 && SEEDED_NAMES.test(key));
    if (typeof v === 'string' && own && !p.pattern && !p.enum && !p.format) v = lengthen(v || key, { ...p, __key: key });
    else if (v && typeof v === 'object') v = longRecord(v, prop, resolve, n);
    if (n && (key === 'id' || key === 'itemId') && typeof v === 'string') v = nextId(v, n);
    out[key] = v;
  }
  for (const [key, v] of Object.entries(value)) if (!(key in out)) out[key] = v;
  return n ? seededInstead(out) : out;
}

/** An added record of a device or department list: a seeded device or department the list does not show yet. */
function seededInstead(record) {
  if (typeof record.deviceId === 'string' && !('itemId' in record) && !('id' in record)) {
    const device = unshown(world.devices, (d) => d.deviceId);
    const named = 'deviceName' in record ? { deviceName: device.deviceName } : {};
    return { ...record, deviceId: device.deviceId, ...named, ...('deptId' in record ? { deptId: device.deptId, deptName: device.deptName } : {}) };
  }
  if (typeof record.deptName === 'string' && ('deptId' in record || 'id' in record) && !('deviceId' in record) && !('account' in record)) {
    const key = 'deptId' in record ? 'deptId' : 'id';
    const dept = unshown(world.departments, (d) => d.id);
    return { ...record, [key]: dept.id, deptName: dept.deptName, ...('name' in record ? { name: dept.deptName } : {}) };
  }
  return record;
}

/** `empty` of one record: only its required fields (nested records likewise, lists empty). */
function bareRecord(value, schema, resolve) {
  const s = resolve(schema);
  if (Array.isArray(value)) return (s.minItems ?? 0) > 0 ? value.slice(0, s.minItems).map((item) => bareRecord(item, s.items, resolve)) : [];
  if (!value || typeof value !== 'object') return value;
  const required = s.required ?? [];
  return Object.fromEntries(Object.entries(value).filter(([key]) => required.includes(key)).map(([key, v]) => [key, bareRecord(v, s.properties?.[key], resolve)]));
}

/** The two scenario values of a reply whose default is `example` (an R envelope). */
function scenarios(example, schema, resolve) {
  const data = example.data;
  const dataSchema = resolve(resolve(schema).properties?.data);
  if (data && typeof data === 'object' && Array.isArray(data.records)) {
    const recordSchema = resolve(dataSchema.properties?.records).items;
    const base = data.records.length ? data.records : [];
    shown.clear();
    for (const r of base) shown.add(r.deviceId ?? r.deptId ?? r.id);
    const size = Math.max(Number(data.size) || 10, base.length);
    const records = base.length ? Array.from({ length: size }, (_, i) => longRecord(base[i % base.length], recordSchema, resolve, i < base.length ? 0 : i)) : [];
    const filled = longRecord(data, dataSchema, resolve);
    return {
      empty: { ...example, data: { ...data, records: [], total: 0, current: 1, pages: 0 } },
      long: { ...example, data: { ...filled, records, total: size * 12 + 3, size, current: 1, pages: 13 } },
    };
  }
  if (Array.isArray(data)) {
    const itemSchema = dataSchema.items;
    const isTree = data.some((node) => node && typeof node === 'object' && Array.isArray(node.children) && node.children.length);
    const length = isTree || !data.length ? data.length : Math.max(LONG_PAGE, data.length);
    shown.clear();
    for (const r of data) shown.add(r?.deviceId ?? r?.deptId ?? r?.id);
    return {
      empty: { ...example, data: [] },
      long: { ...example, data: Array.from({ length }, (_, i) => longRecord(data[i % data.length], itemSchema, resolve, i < data.length ? 0 : i)) },
    };
  }
  // A record's own lists of records with ids (a report's items) become a full page as well.
  const long = longRecord(data, dataSchema, resolve);
  for (const [key, list] of Object.entries(long ?? {})) {
    const itemSchema = resolve(resolve(dataSchema.properties?.[key]).items);
    if (!Array.isArray(list) || !list.length || !list.every((item) => item && typeof item === 'object' && ('id' in item || 'itemId' in item))) continue;
    long[key] = Array.from({ length: Math.max(LONG_PAGE, list.length) }, (_, i) => (i < list.length ? list[i] : longRecord(list[i % list.length], itemSchema, resolve, i)));
  }
  return { empty: { ...example, data: bareRecord(data, dataSchema, resolve) }, long: { ...example, data: long } };
}

const SUMMARY = {
  empty: 'Nothing to show: an empty page or list, or a record with only its required fields',
  long: 'A full page, every optional field filled, long own texts',
};

/** Where a value ends in the text: before its trailing blank lines and spaces. */
function endOf(text, node) {
  let end = node.range[1];
  while (end > node.range[0] && /\s/.test(text[end - 1])) end -= 1;
  return end;
}

/**
 * The path file's text with the scenario `$ref`s added, edited in place so the hand-written layout
 * stays as it is: an `example:` becomes `examples:` whose `default` holds it (its lines indented
 * four more), and each missing named `$ref` is added after the map's last entry.
 */
function withScenarioRefs({ text, edits }) {
  let out = text;
  for (const [at, { pair, refs }] of [...edits].sort(([a], [b]) => b - a)) {
    const indent = at - text.lastIndexOf('\n', at) - 1;
    const pad = (n) => ' '.repeat(n);
    const end = endOf(text, pair.value);
    if (pair.key.value === 'example') {
      const rest = text.slice(text.indexOf(':', pair.key.range[1]) + 1, end);
      const [first, ...more] = rest.split('\n');
      const lines = [
        'examples:',
        `${pad(indent + 2)}default:`,
        `${pad(indent + 4)}summary: The one example world (Prism static serves it first)`,
        `${pad(indent + 4)}value:${first}`,
        ...more.map((line) => (line.trim() ? pad(4) + line : line)),
        ...[...refs].map(([name, ref]) => `${pad(indent + 2)}${name}: {$ref: ${ref}}`),
      ];
      out = out.slice(0, at) + lines.join('\n') + out.slice(end);
    } else {
      const first = pair.value.items[0].key.range[0];
      const itemIndent = first - text.lastIndexOf('\n', first) - 1;
      const missing = [...refs].filter(([name]) => !pair.value.has(name));
      out = out.slice(0, end) + missing.map(([name, ref]) => `\n${pad(itemIndent)}${name}: {$ref: ${ref}}`).join('') + out.slice(end);
    }
  }
  return out;
}

async function run() {
  const { db } = await import('../../mocks/world/db');
  await db.reset();
  world.departments = db.world.departments;
  world.devices = db.world.devices;
  const doc = bundleContract();
  const resolve = makeResolver(doc);
  const validate = createValidator(doc);
  const root = parseDocument(readFileSync('openapi/openapi.yaml', 'utf8'));
  const files = new Map();
  const examples = new Map();
  const problems = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!SCENARIO_OPERATIONS.includes(op.operationId)) continue;
      const media = op.responses['200'].content['application/json'];
      const example = media.example ?? media.examples?.default?.value;
      const values = scenarios(example, media.schema, resolve);
      const [file, pointer] = root.getIn(['paths', path, '$ref']).split('#/');
      const domain = file.replace(/^paths\/|\.yaml$/g, '');
      for (const [name, value] of Object.entries(values)) {
        const errors = validate(['paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'], value);
        if (errors.length) problems.push(`${op.operationId} ${name}: ${errors.slice(0, 4).join('; ')}`);
        if (!examples.has(domain)) examples.set(domain, {});
        examples.get(domain)[`${op.operationId}${name[0].toUpperCase()}${name.slice(1)}`] = { summary: SUMMARY[name], value };
      }
      if (!files.has(file)) {
        const text = readFileSync(`openapi/${file}`, 'utf8');
        files.set(file, { text, doc: parseDocument(text, { merge: false }), edits: new Map() });
      }
      const source = files.get(file);
      let reply = source.doc.getIn([pointer, method, 'responses', '200'], true);
      if (isAlias(reply)) reply = reply.resolve(source.doc);
      const mediaNode = reply.getIn(['content', 'application/json'], true);
      const pair = mediaNode.items.find((p) => p.key?.value === 'example' || p.key?.value === 'examples');
      if (pair.key.value === 'examples' && !isMap(pair.value)) throw new Error(`${op.operationId}: examples is not a map`);
      const at = pair.key.range[0];
      if (!source.edits.has(at)) source.edits.set(at, { pair, refs: new Map() });
      for (const name of Object.keys(values)) {
        source.edits.get(at).refs.set(name, `../components/examples/${domain}.yaml#/${op.operationId}${name[0].toUpperCase()}${name.slice(1)}`);
      }
    }
  }
  mkdirSync('openapi/components/examples', { recursive: true });
  for (const [domain, values] of examples) {
    const header = `# Named scenario examples of the ${domain} reads (Prefer: example=empty | long), derived from each\n# operation's default example by scripts/contract/scenario-examples.mjs: run it again, do not edit by hand.\n`;
    writeFileSync(`openapi/components/examples/${domain}.yaml`, header + stringify(values, { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false }));
  }
  for (const [file, source] of files) writeFileSync(`openapi/${file}`, withScenarioRefs(source));
  for (const problem of problems) console.error(problem);
  console.log(`${[...examples.values()].reduce((n, v) => n + Object.keys(v).length, 0)} scenario examples written, ${problems.length} invalid.`);
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
