// The 'hostile' scenario: the default world with every free-text field that the console
// shows again filled with script-injection vectors, so that lists, trees, tags, tooltips, chart labels
// and dialogs all render them. A vector that runs sets window.__xss (or opens a dialog); the e2e test
// tests/e2e/hostileInput.spec.ts checks that none does and that no layout breaks.
import { MENU_ROUTE_META } from './seedAccess';
import type { World } from './types';

/**
 * Twenty-two vectors: tags, attributes and attribute break-outs, javascript: and data: URLs, SVG and
 * MathML, entities, template syntax, a long unbroken string, right-to-left and zero-width text, and a
 * 2,000-character one (an attribute payload, then Chinese, Latin and zero-width characters without a
 * single space: the longest text any field of the contract takes), and a spreadsheet formula (CSV exports).
 */
/** Characters of the long vector: the contract's longest free text (notice and record contents). */
export const LONG_VECTOR_LENGTH = 2000;

/** An attribute payload, then Chinese, Latin and zero-width characters without a break to wrap at. */
const LONG_VECTOR = (() => {
  const head = '<img src=x onerror=window.__xss=21>\u200B\u200D\u2060';
  const unit = '超长文本Overflow\u200B';
  return (head + unit.repeat(Math.ceil(LONG_VECTOR_LENGTH / unit.length))).slice(0, LONG_VECTOR_LENGTH);
})();

export const XSS_VECTORS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '"><img src=x onerror=window.__xss=4>',
  "'><svg/onload=window.__xss=5>",
  'javascript:window.__xss=6',
  '<a href="javascript:window.__xss=7">link</a>',
  '<iframe src="javascript:window.__xss=8"></iframe>',
  '<svg><script>window.__xss=9</script></svg>',
  '&lt;img src=x onerror=window.__xss=10&gt;',
  '&#60;script&#62;window.__xss=11&#60;/script&#62;',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=12>',
  '<body onload=window.__xss=13>',
  '<details open ontoggle=window.__xss=14>',
  "{{constructor.constructor('window.__xss=15')()}}",
  '${window.__xss=16}<input autofocus onfocus=window.__xss=16>',
  'data:text/html,<script>window.__xss=17</script>',
  '<div style="position:fixed;inset:0;z-index:99999;background:red" onmouseover=window.__xss=18>x</div>',
  `${'W'.repeat(240)}<b onmouseover=window.__xss=19>`,
  '\u202Eمرحبا بالعالم\u202C \u202B<b onclick=window.__xss=20>نص عربي طويل جدا للاختبار</b>\u202C',
  LONG_VECTOR,
  '=HYPERLINK("javascript:window.__xss=22","open")',
];

/** Short codes of the fields the scenario fills; each value ends with ` #<code><nn>` so a test can find it. */
export const HOSTILE_FIELDS = {
  deptName: 'DN',
  deptAddress: 'DA',
  deptRemark: 'DR',
  userRealName: 'UR',
  roleName: 'RN',
  roleAlias: 'RA',
  dictValue: 'DV',
  dictRemark: 'DM',
  menuName: 'MN',
  informTitle: 'IT',
  informContent: 'IC',
  informSignature: 'IS',
  fileName: 'FN',
  fileVersion: 'FV',
  deviceName: 'EN',
  recordTitle: 'RT',
  recordContent: 'RC',
  expertFault: 'XF',
  expertAdvice: 'XA',
} as const;
export type HostileField = keyof typeof HOSTILE_FIELDS;

/** The tag that ends the value of `field` carrying vector `index` (0-based). */
export const hostileTag = (field: HostileField, index: number) => `#${HOSTILE_FIELDS[field]}${String(index + 1).padStart(2, '0')}`;

/**
 * The order in which records receive the vectors: short lists (four roles, eight staff) still get the
 * long, right-to-left and 2,000-character strings (layout) and the attribute and URL vectors first.
 */
const FILL_ORDER = [18, 19, 20, 1, 3, 0, 5, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21];

/** The value of `field` for the `i`-th record: the vectors in FILL_ORDER, tagged with their number. */
const hostile = (field: HostileField, i: number) => {
  const vector = FILL_ORDER[i % FILL_ORDER.length];
  return `${XSS_VECTORS[vector]} ${hostileTag(field, vector)}`;
};

/** Fills the first records of each list in turn (the vectors repeat after the last). */
function fill<T>(records: T[], field: HostileField, set: (record: T, value: string) => void, from = 0) {
  records.slice(from).forEach((record, i) => set(record, hostile(field, i)));
}

/** The default world turned hostile: same ids, paths, accounts and structure; only shown texts change. */
export function makeHostile(world: World): World {
  // Departments in breadth-first order, so the levels the tree shows first carry the vectors.
  const byDepth = [...world.departments].sort((a, b) => depthOf(world, a.id) - depthOf(world, b.id));
  fill(byDepth, 'deptName', (d, v) => (d.deptName = v));
  fill(byDepth, 'deptAddress', (d, v) => (d.address = v));
  fill(byDepth, 'deptRemark', (d, v) => (d.remark = v));
  const names = new Map(world.departments.map((d) => [d.id, d.deptName]));
  for (const device of world.devices) device.deptName = names.get(device.deptId) ?? device.deptName;
  // The two seeded accounts keep their names (the tests greet them); the staff carry the vectors.
  fill(world.users, 'userRealName', (u, v) => (u.realName = v), 2);
  for (const user of world.users) user.deptName = names.get(user.deptId) ?? user.deptName;
  fill(world.roles, 'roleName', (r, v) => (r.roleName = v));
  fill(world.roles, 'roleAlias', (r, v) => (r.roleAlias = v));
  const roleNames = new Map(world.roles.map((r) => [r.id, r.roleName]));
  for (const user of world.users) user.roleName = roleNames.get(user.roleId) ?? user.roleName;
  fill(world.dicts, 'dictValue', (d, v) => (d.dictValue = v));
  fill(world.dicts, 'dictRemark', (d, v) => (d.remark = v));
  // Menus (category 1) only: button names are permission texts nobody reads. The route meta (its i18n
  // key) goes with the menu's code: a code of its own leaves the menus without one, so that a page known
  // only to the menu (the alarm log, menu management) takes the name as its tab title and breadcrumb, as
  // with a server menu that names no message.
  fill(
    world.menus.filter((m) => m.category === 1),
    'menuName',
    (m, v) => {
      m.name = v;
      if (m.code && MENU_ROUTE_META.get(m.code)?.i18n) m.code = `${m.code}_unnamed`;
    },
  );
  fill(world.informs, 'informTitle', (n, v) => (n.title = v));
  fill(world.informs, 'informContent', (n, v) => (n.content = v));
  fill(world.informs, 'informSignature', (n, v) => (n.signature = v));
  fill(world.files, 'fileName', (f, v) => (f.name = v));
  fill(world.files, 'fileVersion', (f, v) => (f.tab = v));
  fill(world.devices, 'deviceName', (d, v) => (d.deviceName = v));
  fill(world.monitor.records, 'recordTitle', (r, v) => (r.title = v));
  fill(world.monitor.records, 'recordContent', (r, v) => (r.content = v));
  fill(world.monitor.experts, 'expertFault', (e, v) => (e.faultType = v));
  fill(world.monitor.experts, 'expertAdvice', (e, v) => (e.advice = v));
  return world;
}

function depthOf(world: World, id: string): number {
  let depth = 0;
  for (let node = world.departments.find((d) => d.id === id); node && node.parentId !== '0'; depth++) {
    node = world.departments.find((d) => d.id === node!.parentId);
  }
  return depth;
}
