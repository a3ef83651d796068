// Builds the mock backend's world from a seed: a Shanghai-area enterprise group with its company tree,
// monitored devices, accounts, menus, dictionaries, software files and notices. Everything random comes
// from one seeded faker and every date is relative to a fixed reference time, so the same seed and
// scenario always give a deep-equal world (a reset, a test or a bug report can rebuild it exactly).
import type { Faker } from '@faker-js/faker';
import type { ScenarioName, World } from './types';
import { buildMonitorStore } from './monitor/store';
import { makeHostile } from './hostile';
import { RUNTIME_ID_START, WORLD_VERSION, createSeeder } from './seedKit';
import { buildFiles, buildInforms, buildBigScreen, buildIndustryScreens, buildPlatforms, buildPlans } from './seedContent';
import { buildMenus, ROLE_SEEDS, buildRoles, buildGrants } from './seedAccess';
import { buildCompanyTree, countDevices, type TreeShape } from './seedCompanies';
import { buildDevices } from './seedDevices';
import { branchesOf, fixedUsers, staffUsers, userConfigOf } from './seedUsers';
import { buildDicts, buildBizDicts } from './seedDicts';
import { bladexWorld } from '../wire/bladex/seed';
import type { WireName } from '../wire/mode';

export type WorldOptions = { seed: number; scenario: ScenarioName; wire?: WireName };

/** Exact sizes of the 'large' scenario (performance of trees, tables and paging). */
export const largeCounts = { departments: 10_000, devices: 20_000, files: 1_000 };

// ---- scenarios -----------------------------------------------------------------------------------

/** What a scenario fills in; 'slow' and 'chaos' differ only in the handlers' latency and failures, 'hostile' in its texts. */
type Profile = { tree?: TreeShape; files: number; staff: number; populated: boolean };

function profileOf(faker: Faker, scenario: ScenarioName): Profile {
  if (scenario === 'empty') return { files: 0, staff: 0, populated: false };
  if (scenario === 'large') {
    const { departments, devices, files } = largeCounts;
    // 1 + 10 + 100 + 1000 organisations; the remaining 8889 nodes are whole-machine devices.
    const tree: TreeShape = { groups: 10, regionsPerGroup: [10, 10], plantsPerRegion: [10, 10], departments, devices };
    return { tree, files, staff: 8, populated: true };
  }
  const tree: TreeShape = {
    groups: faker.number.int({ min: 3, max: 4 }),
    regionsPerGroup: [2, 3],
    plantsPerRegion: [2, 3],
    departments: faker.number.int({ min: 70, max: 110 }),
    devices: faker.number.int({ min: 350, max: 550 }),
  };
  return { tree, files: 12, staff: 8, populated: true };
}

export function buildWorld(options: WorldOptions): World {
  // BladeX wire: the same world with the data that shows BladeX's wire facts.
  if (options.wire === 'bladex') return bladexWorld(buildWorld({ seed: options.seed, scenario: options.scenario }));
  // 'hostile': the default world with script-injection vectors in its shown texts.
  if (options.scenario === 'hostile') return makeHostile({ ...buildWorld({ ...options, scenario: 'default' }), scenario: 'hostile' });
  const s = createSeeder(options.seed);
  const profile = profileOf(s.faker, options.scenario);

  const departments = buildCompanyTree(s, profile.tree);
  const devices = profile.tree ? buildDevices(s, departments, profile.tree.devices) : [];
  countDevices(departments, devices);
  const [root] = departments;
  // The operator belongs to the first group company (…13738675202); the empty world has only the root.
  const operatorDept = departments[1] ?? root;

  const menus = buildMenus(s);
  const roleSeeds = profile.populated ? ROLE_SEEDS : ROLE_SEEDS.slice(0, 2);
  const roles = buildRoles(s, roleSeeds);
  const roleGrants = buildGrants(roles, roleSeeds, menus);
  const users = [...fixedUsers(roles, root, operatorDept), ...staffUsers(s, profile.staff, roles, branchesOf(departments))];
  const userConfigs = users.map((u) => userConfigOf(s, u, roleGrants.find((g) => g.roleId === u.roleId), menus));
  const platforms = profile.populated ? buildPlatforms(s) : [];

  return {
    seed: options.seed,
    scenario: options.scenario,
    nextId: RUNTIME_ID_START,
    version: WORLD_VERSION,
    departments,
    devices,
    users,
    roles,
    menus,
    roleGrants,
    userConfigs,
    dicts: buildDicts(s),
    bizDicts: buildBizDicts(s),
    files: buildFiles(s, profile.files),
    informs: profile.populated ? buildInforms(s, users, departments, devices) : [],
    bigScreen: buildBigScreen(s, departments),
    industryScreens: buildIndustryScreens(s, departments),
    platforms,
    plans: profile.populated ? buildPlans(s, platforms) : [],
    errorLogs: [],
    monitor: buildMonitorStore(s.faker, () => s.id('misc'), { departments, devices, users, seed: options.seed, scenario: options.scenario }),
    accessTokens: [],
    refreshTokens: [],
  };
}
