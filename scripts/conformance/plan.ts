// The order in which the checker exercises the contract: sign in, read everything, then create, read
// back, update and delete records of its own, write back unchanged what it may not change, sign out.
// Every operation of the contract appears here once, run or skipped with a reason (a test checks it).
import SparkMD5 from 'spark-md5';
import { acceptedBody } from './check';
import { dataOf, ownOrStandIn, walk, type Context, type Step } from './context';
import { operations } from './contract';
import { monitorLifecycles, monitorReads, monitorWriteBacks } from './monitorPlan';


type Node = { id: string; parentId?: string; deptName?: string; title?: string; property?: boolean; children?: Node[] };
type Page<T> = { records: T[] };

const uniqueName = (ctx: Context, label: string) => `${label}${ctx.stamp}`;
const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
const fileBytes = (ctx: Context) => new TextEncoder().encode(`conformance upload ${ctx.stamp}\n`);
const fileIdentifier = (ctx: Context) => SparkMD5.ArrayBuffer.hash(fileBytes(ctx).buffer as ArrayBuffer);
type UploadedChunks = { uploaded?: number[]; exists?: boolean };

const signIn: Step[] = [
  { op: 'getCaptcha', request: () => ({ token: '' }) },
  {
    op: 'signInWithoutCaptcha',
    request: (ctx) => ({ token: '', query: { username: ctx.account, password: ctx.passwordMd5, grant_type: 'password' } }),
    after: (reply, ctx) => {
      const body = reply.body as { access_token?: string; refresh_token?: string; user_id?: string; dept_id?: string; role_id?: string };
      if (!body.access_token) return 'no access_token: the checker cannot go on without signing in';
      ctx.token = `bearer ${body.access_token}`;
      ctx.refreshToken = body.refresh_token ?? '';
      ctx.me = { id: body.user_id, deptId: body.dept_id, roleId: body.role_id };
    },
  },
  {
    op: 'signIn',
    skip: 'needs a person to read the captcha; signInWithoutCaptcha checks the same token reply',
  },
  {
    op: 'refreshSessionToken',
    request: (ctx) => ({ token: '', query: { refreshToken: ctx.refreshToken } }),
    after: (reply, ctx) => {
      const data = dataOf<{ access_token?: string; refresh_token?: string }>(reply);
      if (data?.access_token) ctx.token = `bearer ${data.access_token}`;
      if (data?.refresh_token) ctx.refreshToken = data.refresh_token;
    },
  },
];

const reads: Step[] = [
  { op: 'getUserInfo' },
  {
    op: 'getCurrentUser',
    after: (reply, ctx) => {
      const data = dataOf<{ id?: string; roleId?: string }>(reply);
      ctx.me.id ??= data?.id;
      ctx.me.roleId ??= data?.roleId;
      ctx.saved.profile = data;
    },
  },
  {
    op: 'getDepartmentTree',
    after: (reply, ctx) => {
      const nodes = [...walk(dataOf<Node[]>(reply))];
      if (!nodes.length) return 'the company tree is empty: department reads have nothing to read';
      ctx.existing.root = nodes[0].id;
      ctx.existing.leaf = nodes.find((n) => !n.children?.length)?.id ?? nodes[0].id;
      ctx.saved.tree = nodes;
    },
  },
  { op: 'getDepartmentDetail', request: (ctx) => ({ query: { id: ctx.existing.root } }) },
  { op: 'getDepartmentParent', request: (ctx) => ({ query: { id: ctx.existing.leaf } }) },
  { op: 'getDepartmentChildrenNames', request: (ctx) => ({ query: { id: ctx.existing.root } }) },
  { op: 'getDepartmentDeviceCount', request: (ctx) => ({ query: { deptId: ctx.existing.root } }) },
  { op: 'verifyLeafNode', request: (ctx) => ({ query: { deptId: ctx.existing.leaf } }) },
  { op: 'getEncryptedPassword', request: (ctx) => ({ query: { psd: ctx.password } }) },
  { op: 'getDeviceTransferList', request: (ctx) => ({ query: { deptId: ctx.existing.leaf } }) },
  { op: 'getTransferDeptList', request: (ctx) => ({ query: { userId: ctx.me.id, deptId: ctx.existing.leaf } }) },
  { op: 'getRootDeptList', request: (ctx) => ({ query: { userId: ctx.me.id, deptId: ctx.existing.leaf } }) },
  { op: 'getDepartmentDeviceList', request: (ctx) => ({ query: { deptId: ctx.existing.leaf } }) },
  { op: 'getFaultExist' },
  { op: 'getUserPage', request: () => ({ query: { current: '1', size: '10' } }) },
  { op: 'getUserList', request: () => ({ query: { current: '1', size: '10' } }) },
  { op: 'getUserDetail', request: (ctx) => ({ query: { id: ctx.me.id } }) },
  { op: 'getUserConfig', request: (ctx) => ({ query: { id: ctx.me.id } }) },
  {
    op: 'getRoleList',
    after: (reply, ctx) => {
      ctx.existing.role = [...walk(dataOf<Node[]>(reply))][0]?.id;
    },
  },
  { op: 'getRoleDetail', request: (ctx) => ({ query: { id: ctx.existing.role ?? ctx.me.roleId } }) },
  { op: 'getRoleTree', request: () => ({ query: { tenantId: '000000' } }) },
  { op: 'getRoleTreeByDept', request: (ctx) => ({ query: { deptId: ctx.existing.root } }) },
  { op: 'getRoleTreeByUser', request: (ctx) => ({ query: { userId: ctx.me.id } }) },
  { op: 'getRoleTreeKeys', request: (ctx) => ({ query: { roleIds: ctx.me.roleId ?? ctx.existing.role } }) },
  { op: 'getMenuGrantTree' },
  {
    op: 'getMenuTree',
    request: () => ({ query: { tenantId: '000000' } }),
    after: (reply, ctx) => {
      ctx.existing.menu = [...walk(dataOf<Node[]>(reply))][0]?.id;
    },
  },
  { op: 'getMenuLazyList', request: () => ({ query: { parentId: '0' } }) },
  { op: 'getMenuLazyMenuList', request: () => ({ query: { parentId: '0' } }) },
  { op: 'getMenuDetail', request: (ctx) => ({ query: { id: ctx.existing.menu } }), skip: (ctx) => (ctx.existing.menu ? undefined : 'the server has no menus') },
  { op: 'getTopMenu' },
  { op: 'getMenuRoutes' },
  { op: 'getMenuButtons' },
  { op: 'getVersion' },
  {
    op: 'getDictTree',
    after: (reply, ctx) => {
      ctx.existing.dict = [...walk(dataOf<Node[]>(reply))][0]?.id;
    },
  },
  {
    op: 'getDictList',
    after: (reply, ctx) => {
      ctx.existing.dictCode = [...walk(dataOf<(Node & { code?: string })[]>(reply))].find((n) => n.code)?.code;
    },
  },
  { op: 'getDictParentList', request: () => ({ query: { current: '1', size: '10' } }) },
  { op: 'getDictChildList', request: (ctx) => ({ query: { parentId: ctx.existing.dict ?? '0' } }) },
  { op: 'getDictDetail', request: (ctx) => ({ query: { id: ctx.existing.dict } }), skip: (ctx) => (ctx.existing.dict ? undefined : 'the server has no dictionaries') },
  { op: 'getDictionary', request: (ctx) => ({ query: { code: ctx.existing.dictCode } }), skip: (ctx) => (ctx.existing.dictCode ? undefined : 'the server has no dictionaries') },
  { op: 'getBizDictionary', request: () => ({ query: { code: 'industryType' } }) },
  {
    op: 'listPlatforms',
    after: (reply, ctx) => {
      ctx.existing.platform = dataOf<{ id: string }[]>(reply)?.[0]?.id;
    },
  },
  { op: 'listCustomerPlans', request: (ctx) => ({ query: { platformId: ctx.existing.platform } }) },
  { op: 'getDataScreenAddress' },
  { op: 'getIndustryScreenLink', request: (ctx) => ({ query: { deptId: ctx.existing.root } }) },
  {
    op: 'getIndustryScreenConfig',
    request: (ctx) => ({ query: { deptId: ctx.existing.root } }),
    after: (reply, ctx) => {
      ctx.saved.industryScreen = dataOf(reply);
    },
  },
  { op: 'getIndustryScreenPermissionRoute' },
  {
    op: 'getScreenConfig',
    after: (reply, ctx) => {
      ctx.saved.screen = dataOf(reply);
    },
  },
  {
    op: 'getFileList',
    request: () => ({ query: { current: '1', size: '10' } }),
    after: (reply, ctx) => {
      ctx.existing.filePath = dataOf<Page<{ path: string }>>(reply)?.records[0]?.path;
    },
  },
  {
    op: 'downloadFile',
    request: (ctx) => ({ path: { path: ctx.existing.filePath ?? '' } }),
    skip: (ctx) => (ctx.existing.filePath ? undefined : 'the server has no files yet (the upload lifecycle downloads its own file)'),
  },
  {
    op: 'getInformList',
    after: (reply, ctx) => {
      ctx.existing.inform = dataOf<Page<{ id: string }>>(reply)?.records[0]?.id;
    },
  },
  { op: 'getInformDetail', request: (ctx) => ({ query: { id: ctx.existing.inform } }), skip: (ctx) => (ctx.existing.inform ? undefined : 'the server has no notices yet') },
  { op: 'getInformReadStatus' },
  { op: 'getAlarmLogStatus' },
  { op: 'getRunLogReadStatus' },
  { op: 'getDiagnosisReadStatus' },
  { op: 'verifyButton', request: () => ({ query: { value: '/monitor/top/software' } }) },
  ...['verifyDeviceDiagnose', 'verifyExpert', 'verifyAlarmLog', 'verifyUser', 'verifyFile', 'verifyRecord'].map((op) => ({ op })),
  { op: 'verifyDeletionPassword', request: (ctx) => ({ query: { password: ctx.passwordMd5 } }) },
];

/** A department of its own under the deepest organisation that accepts one (BladeX refuses parents with devices or roles). */
function departmentAttempts(ctx: Context, label: string) {
  const tree = (ctx.saved.tree as Node[] | undefined) ?? [];
  const candidates = [...tree].filter((n) => n.property !== true).reverse().slice(0, 12);
  return candidates.map((parent) => ({ body: { deptName: uniqueName(ctx, label), parentId: parent.id } }));
}

function findOwnDepartment(label: string, key: string): Step['after'] {
  return (reply, ctx) => {
    const nodes = [...walk(dataOf<Node[]>(reply))];
    const node = nodes.find((n) => n.deptName === uniqueName(ctx, label) || n.title === uniqueName(ctx, label));
    // Two stand-ins that differ (a transfer needs two departments): the last leaves of the tree.
    const leaves = nodes.filter((n) => !n.children?.length);
    ctx.own[key] = ownOrStandIn(ctx, node?.id, leaves.at(key === 'deptA' ? -1 : -2)?.id ?? nodes[0]?.id);
    if (!node) return `the department it created (${uniqueName(ctx, label)}) is not in the tree`;
  };
}

const lifecycles: Step[] = [
  // Notices
  { op: 'submitInform', request: (ctx) => ({ body: { title: uniqueName(ctx, '合规检查通知'), content: '由合规检查创建，检查结束时删除。', signature: '合规检查' } }) },
  {
    op: 'getInformList',
    request: (ctx) => ({ query: { title: uniqueName(ctx, '合规检查通知') } }),
    stateful: true,
    after: (reply, ctx) => {
      const records = dataOf<Page<{ id: string; title: string }>>(reply)?.records ?? [];
      const found = records.find((r) => r.title === uniqueName(ctx, '合规检查通知'))?.id;
      ctx.own.inform = ownOrStandIn(ctx, found, records[0]?.id);
      if (!found) return 'the notice it created is not listed';
    },
  },
  { op: 'updateInform', request: (ctx) => ({ body: { id: ctx.own.inform, title: uniqueName(ctx, '合规检查通知'), content: '已更新。' } }) },
  { op: 'sendInform', request: (ctx) => ({ query: { id: ctx.own.inform } }) },
  { op: 'markInformRead', request: (ctx) => ({ query: { id: ctx.own.inform } }) },
  { op: 'removeInform', request: (ctx) => ({ query: { id: ctx.own.inform } }) },
  // Dictionaries
  { op: 'submitDict', request: (ctx) => ({ body: { id: undefined, parentId: '0', code: `conf_${ctx.stamp}`, dictKey: '-1', dictValue: uniqueName(ctx, '合规检查字典'), sort: 1 } }) },
  {
    op: 'getDictList',
    request: (ctx) => ({ query: { code: `conf_${ctx.stamp}` } }),
    stateful: true,
    after: (reply, ctx) => {
      const nodes = [...walk(dataOf<(Node & { code?: string })[]>(reply))];
      const found = nodes.find((n) => n.code === `conf_${ctx.stamp}`)?.id;
      ctx.own.dict = ownOrStandIn(ctx, found, nodes[0]?.id);
      if (!found) return 'the dictionary it created is not listed';
    },
  },
  { op: 'removeDicts', request: (ctx) => ({ query: { ids: ctx.own.dict } }) },
  // Menus
  { op: 'submitMenu', request: (ctx) => ({ body: { id: undefined, parentId: '0', name: uniqueName(ctx, '合规检查菜单'), code: `conf_${ctx.stamp}`, path: `/conformance/${ctx.stamp}`, category: 1, sort: 999, buttons: [] } }) },
  {
    op: 'getMenuLazyList',
    request: (ctx) => ({ query: { parentId: '0', code: `conf_${ctx.stamp}` } }),
    stateful: true,
    after: (reply, ctx) => {
      const nodes = [...walk(dataOf<(Node & { code?: string })[]>(reply))];
      const found = nodes.find((n) => n.code === `conf_${ctx.stamp}`)?.id;
      ctx.own.menu = ownOrStandIn(ctx, found, nodes[0]?.id);
      if (!found) return 'the menu it created is not listed';
    },
  },
  { op: 'removeMenus', request: (ctx) => ({ query: { ids: ctx.own.menu } }) },
  // Roles
  { op: 'submitRole', request: (ctx) => ({ body: { id: undefined, parentId: '0', roleName: '合规检查角色', roleAlias: `conf${ctx.stamp}`, sort: 99 } }) },
  {
    op: 'getRoleList',
    request: (ctx) => ({ query: { roleAlias: `conf${ctx.stamp}` } }),
    stateful: true,
    after: (reply, ctx) => {
      const nodes = [...walk(dataOf<(Node & { roleAlias?: string })[]>(reply))];
      const found = nodes.find((n) => n.roleAlias === `conf${ctx.stamp}`)?.id;
      ctx.own.role = ownOrStandIn(ctx, found, nodes[0]?.id);
      if (!found) return 'the role it created is not listed';
    },
  },
  { op: 'grantRole', request: (ctx) => ({ body: { roleIds: [ctx.own.role], menuIds: [], dataScopeIds: [], apiScopeIds: [] } }) },
  // Departments (two, to transfer one's devices to the other)
  { op: 'submitDepartment', attempts: (ctx) => departmentAttempts(ctx, '合规检查甲') },
  { op: 'getDepartmentTree', stateful: true, after: findOwnDepartment('合规检查甲', 'deptA') },
  { op: 'submitDepartment', attempts: (ctx) => departmentAttempts(ctx, '合规检查乙') },
  { op: 'getDepartmentTree', stateful: true, after: findOwnDepartment('合规检查乙', 'deptB') },
  { op: 'uploadDepartmentLogo', request: (ctx) => ({ form: { deptId: ctx.own.deptA ?? '', file: png() } }), skip: (ctx) => (ctx.own.deptA ? undefined : 'no department of its own') },
  {
    op: 'uploadDepartmentImage',
    request: (ctx) => ({ form: { deptId: ctx.own.deptA ?? '', file: png() } }),
    skip: (ctx) => (ctx.own.deptA ? undefined : 'no department of its own'),
    after: (reply, ctx) => {
      ctx.own.image = (reply.body as { msg?: string }).msg;
    },
  },
  { op: 'removeDepartmentImage', request: (ctx) => ({ query: { deptId: ctx.own.deptA, image: ctx.own.image } }), skip: (ctx) => (ctx.own.image ? undefined : 'no image of its own') },
  { op: 'transferDepartment', request: (ctx) => ({ query: { orginName: ctx.own.deptA, targetDeptId: ctx.own.deptB } }), skip: (ctx) => (ctx.own.deptA && ctx.own.deptB ? undefined : 'needs two departments of its own') },
  // Users (in its own department, with its own role)
  {
    op: 'submitUser',
    request: (ctx) => ({
      body: {
        account: `conf${ctx.stamp}`.slice(0, 15),
        password: 'Conform1234',
        realName: '合规检查',
        roleId: ctx.own.role ?? ctx.existing.role,
        deptId: ctx.own.deptB ?? ctx.existing.leaf,
        phone: '13900000000',
        email: `conf${ctx.stamp}@example.com`,
      },
    }),
  },
  {
    op: 'getUserPage',
    request: (ctx) => ({ query: { account: `conf${ctx.stamp}`.slice(0, 15) } }),
    stateful: true,
    after: (reply, ctx) => {
      const records = dataOf<Page<{ id: string; account: string }>>(reply)?.records ?? [];
      const found = records.find((u) => u.account === `conf${ctx.stamp}`.slice(0, 15))?.id;
      ctx.own.user = ownOrStandIn(ctx, found, records[0]?.id);
      if (!found) return 'the user it created is not listed';
    },
  },
  { op: 'getUserIdByPhoneAndEmail', request: (ctx) => ({ token: '', query: { phone: '13900000000', email: `conf${ctx.stamp}@example.com` } }) },
  { op: 'updateUser', request: (ctx) => ({ body: { id: ctx.own.user, account: `conf${ctx.stamp}`.slice(0, 15), realName: '合规检查', roleId: ctx.own.role ?? ctx.existing.role, deptId: ctx.own.deptB ?? ctx.existing.leaf } }) },
  { op: 'grantUserRoles', request: (ctx) => ({ query: { userIds: ctx.own.user, roleIds: ctx.own.role ?? ctx.existing.role } }) },
  { op: 'resetUserPasswords', request: (ctx) => ({ query: { userIds: ctx.own.user } }) },
  { op: 'submitUserConfig', request: (ctx) => ({ body: { userId: ctx.own.user, menuIds: [], deptIds: [], loginPermission: true, messageSubscriptions: [], permissionPaths: [] } }) },
  { op: 'removeUsers', request: (ctx) => ({ query: { ids: ctx.own.user } }), skip: (ctx) => (ctx.own.user ? undefined : 'no user of its own') },
  { op: 'removeRoles', request: (ctx) => ({ query: { ids: ctx.own.role } }), skip: (ctx) => (ctx.own.role ? undefined : 'no role of its own') },
  { op: 'removeDepartment', request: (ctx) => ({ query: { id: ctx.own.deptA } }), skip: (ctx) => (ctx.own.deptA ? undefined : 'no department of its own') },
  { op: 'removeDepartment', request: (ctx) => ({ query: { id: ctx.own.deptB } }), skip: (ctx) => (ctx.own.deptB ? undefined : 'no department of its own') },
  // Files: the resume check (nothing held yet), a one-chunk upload, the check again (now stored),
  // listed, downloaded byte for byte, removed
  {
    op: 'getUploadedChunks',
    request: (ctx) => ({ query: { identifier: fileIdentifier(ctx) } }),
    stateful: true,
    after: (reply) => {
      const data = dataOf<UploadedChunks>(reply);
      if (data?.exists !== false || data.uploaded?.length !== 0) return 'a file nobody uploaded yet is reported as (partly) stored';
    },
  },
  {
    op: 'uploadFileChunk',
    request: (ctx) => {
      const bytes = fileBytes(ctx);
      const identifier = fileIdentifier(ctx);
      const filename = `conformance-${ctx.stamp}.txt`;
      return {
        form: {
          file: new Blob([bytes]),
          tab: 'V00.00.0001',
          chunkNumber: '1',
          chunkSize: '31457280',
          currentChunkSize: String(bytes.length),
          totalSize: String(bytes.length),
          identifier,
          filename,
          totalChunks: '1',
          last: 'true',
        },
      };
    },
  },
  {
    op: 'getUploadedChunks',
    request: (ctx) => ({ query: { identifier: fileIdentifier(ctx) } }),
    stateful: true,
    after: (reply) => {
      if (dataOf<UploadedChunks>(reply)?.exists !== true) return 'the file just uploaded is not reported as stored (exists)';
    },
  },
  {
    op: 'getFileList',
    request: (ctx) => ({ query: { name: `conformance-${ctx.stamp}` } }),
    stateful: true,
    after: (reply, ctx) => {
      const records = dataOf<Page<{ id: string; name: string; path: string }>>(reply)?.records ?? [];
      const file = records.find((f) => f.name === `conformance-${ctx.stamp}.txt`);
      const own = file ?? (ctx.stateless ? records[0] : undefined);
      ctx.own.file = own?.id;
      ctx.own.filePath = own?.path;
      if (!file) return 'the file it uploaded is not listed';
    },
  },
  {
    op: 'downloadFile',
    request: (ctx) => ({ path: { path: ctx.own.filePath ?? '' } }),
    skip: (ctx) => (ctx.own.filePath ? undefined : 'no file of its own'),
    stateful: true,
    after: (reply, ctx) => {
      const expected = fileBytes(ctx);
      if (!reply.bytes || reply.bytes.length !== expected.length || reply.bytes.some((b, i) => b !== expected[i])) {
        return 'the downloaded bytes differ from the uploaded file';
      }
    },
  },
  { op: 'removeFile', request: (ctx) => ({ query: { id: ctx.own.file } }), skip: (ctx) => (ctx.own.file ? undefined : 'no file of its own') },
];

const writeBacks: Step[] = [
  { op: 'submitScreenConfig', request: (ctx) => ({ body: ctx.saved.screen }), skip: (ctx) => (ctx.saved.screen ? undefined : 'nothing read to write back') },
  {
    op: 'saveIndustryScreenConfig',
    request: (ctx) => ({ body: ctx.saved.industryScreen }),
    skip: (ctx) => (ctx.saved.industryScreen ? undefined : 'nothing read to write back'),
  },
  {
    op: 'updateOwnInfo',
    request: (ctx) => {
      const profile = (ctx.saved.profile ?? {}) as Record<string, unknown>;
      const present = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null && value !== ''));
      return { body: acceptedBody(operations.find((op) => op.operationId === 'updateOwnInfo')!, present) };
    },
    skip: (ctx) => (ctx.saved.profile ? undefined : 'nothing read to write back'),
  },
  { op: 'clearServerCache' },
];

const skipped: Step[] = [
  { op: 'transferDevices', skip: 'moves devices the checker did not create (the contract has no way to create a device)' },
  { op: 'updateOwnPassword', skip: "changes the signed-in account's password" },
  { op: 'updatePasswordById', skip: "changes an account's password" },
  { op: 'uploadErrorLogs', skip: 'creates log entries the contract offers no way to delete' },
];

const signOut: Step[] = [
  { op: 'signOutByPost' },
  {
    op: 'signInWithoutCaptcha',
    request: (ctx) => ({ token: '', query: { username: ctx.account, password: ctx.passwordMd5, grant_type: 'password' } }),
    after: (reply, ctx) => {
      ctx.token = `bearer ${(reply.body as { access_token?: string }).access_token ?? ''}`;
    },
  },
  { op: 'signOut' },
];

export const plan: Step[] = [
  ...signIn,
  ...reads,
  ...monitorReads,
  ...lifecycles,
  ...monitorLifecycles,
  ...writeBacks,
  ...monitorWriteBacks,
  ...skipped,
  ...signOut,
];
