// The mock backend's state: plain, JSON-serialisable records typed by the contract's own models, so
// that persisting (IndexedDB in the browser) is a JSON snapshot and every reply is shaped by the contract.
import type {
  AlarmLogFilter,
  ArchiveRecord,
  BigScreenConfig,
  DeviceOperationReport,
  DiagnosisReport,
  ExpertEntry,
  OverviewConfigForm,
  BizDictEntry,
  CustomerPlan,
  Department,
  DepartmentDevice,
  DictEntry,
  ErrorLogEntry,
  IndustryScreenConfig,
  InformNotice,
  Menu,
  Platform,
  Role,
  SoftwareFile,
  User,
  UserConfig,
  UserProfile,
} from '../../generated/model';

export type ScenarioName = 'default' | 'empty' | 'large' | 'slow' | 'chaos' | 'hostile';

/** A department/company as stored: always with an id and a parent ('0' for a root). */
export type MockDepartment = Department & {
  id: string;
  parentId: string;
  /** Ordering among siblings. */
  sort: number;
  /** Screen link of the company (spec 7 industry/screen/skip). */
  screenUrl: string;
  createTime: string;
};

/**
 * A monitored device; it lives in a leaf company (a whole-machine device node or a leaf organisation).
 * Its items, values and state are not stored: mocks/world/monitor derives them from the seed, the
 * device and the clock (condition says how its seeded faults and outages behave).
 */
export type MockDevice = Pick<DepartmentDevice, 'deviceId' | 'deviceName' | 'deptName'> & {
  deptId: string;
  /** Spec 3 "Device monitoring": frequency band, warn value and alarm value of its vibration items. */
  frequencyBand: string;
  warnValue: number;
  alarmValue: number;
  /** healthy; worn (one item keeps crossing its warn value); faulty (one item its alarm value); dead (offline since deadSince). */
  condition: 'healthy' | 'worn' | 'faulty' | 'dead';
  deadSince?: number;
};

/** An operator's acknowledgement of an alarm-log event. */
export type Acknowledgement = { userId: string; by: string; time: string; note: string };
/** "Acknowledge everything the filter matches": every such event that began before `before` (ms). */
type BulkAcknowledgement = Acknowledgement & { filter: AlarmLogFilter; before: number };

/** The mutable part of the monitoring world; values, states and logs are derived (mocks/world/monitor). */
export type MonitorStore = {
  records: ArchiveRecord[];
  experts: ExpertEntry[];
  overviewConfigs: (OverviewConfigForm & { updateTime: string; updatedBy: string })[];
  handled: Record<string, Acknowledgement>;
  bulkHandled: BulkAcknowledgement[];
  /** Per user: the time (ms) up to which they have seen the alarm log, the run log and the diagnoses. */
  readMarks: Record<string, { alarmLog?: number; runLog?: number; diagnosis?: number }>;
  /** Reports freeze their figures at generation; scope is the company subtree they were made for. */
  reports: (DiagnosisReport & { createdAt: number; userId: string; scopeDeptIds: string[] })[];
  operationReports: (DeviceOperationReport & { createdAt: number; userId: string })[];
};

/** A user account with what the server keeps but never sends: the md5 of the password. */
export type MockUser = User &
  Pick<UserProfile, 'fullName' | 'address' | 'mapAddress' | 'remark'> & {
    id: string;
    roleId: string;
    deptId: string;
    passwordMd5: string;
    nickName: string;
    avatar: string;
  };

export type MockRole = Role & { id: string; parentId: string; tenantId: string };

/** Menus and buttons (category 1 menu, 2 button), flat with parentId; buttons carry a permission code or path. */
export type MockMenu = Menu & { id: string; parentId: string };

/**
 * What a role is granted (role/grant). dataScopeIds are companies (the enterprise permission), apiScopeIds
 * verification paths (the permission configuration), both by id (mocks/world/scopes.ts); the login and
 * message lists are left out until a grant sets them (then scopes.ts's defaults apply).
 */
export type RoleGrant = {
  roleId: string;
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
  loginScopeIds?: string[];
  messageScopeIds?: string[];
};

/** An announcement; readStatus in replies is computed per user from readBy. */
export type MockInform = Omit<InformNotice, 'readStatus'> & { id: string; readBy: string[]; sent: boolean };

export type MockFile = SoftwareFile & {
  /** md5 of the whole file (the upload identifier), so a second upload of the same file says 文件已存在. */
  identifier: string;
};

/** Tokens the mock server issued; they survive a reload like a real server's. */
export type IssuedToken = { token: string; userId: string; expiresAt: number };

export interface World {
  /** Seed and scenario the world was built from (a reset rebuilds from them). */
  seed: number;
  scenario: ScenarioName;
  /** 'bladex': built for the BladeX wire (mocks/wire/bladex/seed.ts); left out for the default wire. */
  wire?: 'bladex';
  /** Next id to hand out: ids are 19-digit strings as BladeX writes longs. */
  nextId: number;
  version: string;
  departments: MockDepartment[];
  devices: MockDevice[];
  users: MockUser[];
  roles: MockRole[];
  menus: MockMenu[];
  roleGrants: RoleGrant[];
  userConfigs: UserConfig[];
  dicts: (DictEntry & { id: string; parentId: string })[];
  bizDicts: BizDictEntry[];
  files: MockFile[];
  informs: MockInform[];
  bigScreen: BigScreenConfig;
  industryScreens: IndustryScreenConfig[];
  platforms: Platform[];
  plans: CustomerPlan[];
  errorLogs: ErrorLogEntry[];
  /** Records, expert entries, overview configurations, acknowledgements, read marks and reports. */
  monitor: MonitorStore;
  accessTokens: IssuedToken[];
  refreshTokens: IssuedToken[];
}
