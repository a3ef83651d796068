// Screens (spec 7): the platform data big screen, the industry/customer screen of a company and the
// big-screen settings (/monitor/configuration/index). A company's screen link lives on the department
// (screenUrl, screenType); its industry screen settings are kept in step with it.
import { http } from 'msw';
import type { BigScreenConfig, IndustryScreenConfig } from '../../generated/model';
import { db } from '../world/db';
import type { MockDepartment } from '../world/types';
import { allows, noAuthority } from './permissions';
import { fail, jsonBody, ok, query, userOf } from './kit';

const DATA_SCREEN = 'https://screen.shenergy.com.cn/data/index.html?tenantId=000000';
const INDUSTRY_ROUTE = '/industry/screen/index';

/** Saving either settings needs the page's save button (configuration_submit). */
const SAVE_CODE = 'configuration_submit';

const deptOf = (request: Request) => db.world.departments.find((d) => d.id === query(request).get('deptId'));
const noDept = () => fail('部门不存在');

/** The caller's department and those above it (a company's screen serves its sub-departments). */
function deptChain(deptId: string) {
  const chain: MockDepartment[] = [];
  for (let dept = db.world.departments.find((d) => d.id === deptId); dept && !chain.includes(dept); ) {
    chain.push(dept);
    const parentId = dept.parentId;
    dept = db.world.departments.find((d) => d.id === parentId);
  }
  return chain;
}

export const screenHandlers = [
  http.get('*/screen/data/getDataScreenAddress', ({ request }) =>
    allows(userOf(request), '/monitor/top/screen') ? ok(DATA_SCREEN) : noAuthority(),
  ),

  http.get('*/industry/screen/skip', ({ request }) => {
    const dept = deptOf(request);
    return dept ? ok({ url: dept.screenUrl ?? '', screenType: dept.screenType ?? 0 }) : noDept();
  }),

  http.get('*/industry/screen/config', ({ request }) => {
    const dept = deptOf(request);
    if (!dept) return noDept();
    const saved = db.world.industryScreens.find((s) => s.deptId === dept.id);
    // A company without saved settings still has its link: answer that, without an id.
    const config: IndustryScreenConfig = saved ?? { deptId: dept.id, screenType: dept.screenType ?? 0, url: dept.screenUrl ?? '' };
    return ok({ ...config, deptName: dept.deptName });
  }),

  http.post('*/industry/screen/save', async ({ request }) => {
    if (!allows(userOf(request), SAVE_CODE)) return noAuthority();
    const body = await jsonBody<IndustryScreenConfig>(request);
    const dept = db.world.departments.find((d) => d.id === body.deptId);
    if (!dept) return noDept();
    const screens = db.world.industryScreens;
    // With id the settings are updated; without, a company's existing settings are updated too (one per company).
    const existing = body.id ? screens.find((s) => s.id === body.id) : screens.find((s) => s.deptId === dept.id);
    if (body.id && !existing) return fail('配置不存在');
    if (existing && existing.deptId !== dept.id && screens.some((s) => s !== existing && s.deptId === dept.id)) {
      return fail('该企业已有大屏配置');
    }
    // deptName is read-only: answered from the department, never stored.
    const { deptId, screenType, title, url } = body;
    const saved: IndustryScreenConfig = { id: existing?.id ?? db.newId(), deptId, screenType, title, url };
    db.world.industryScreens = existing ? screens.map((s) => (s === existing ? saved : s)) : [...screens, saved];
    Object.assign(dept, { screenType: saved.screenType, screenUrl: saved.url ?? '' });
    db.changed();
    return ok(null);
  }),

  // The industry screen route when the caller's company (or one above it) has a customer screen (type 1).
  http.get('*/industry/screen/permissionRoute', ({ request }) =>
    ok(deptChain(userOf(request).deptId).some((d) => d.screenType === 1) ? INDUSTRY_ROUTE : ''),
  ),

  http.get('*/screen/getConfig', () => ok(db.world.bigScreen)),

  http.post('*/screen/submit', async ({ request }) => {
    if (!allows(userOf(request), SAVE_CODE)) return noAuthority();
    const body = await jsonBody<BigScreenConfig>(request);
    // The guard checked the limits of spec 5 (carousel >= 5, integer times, at least one enterprise);
    // what it cannot know is whether the selected enterprises exist.
    const deptIds = [...new Set(body.deptIds)];
    if (deptIds.some((id) => !db.world.departments.some((d) => d.id === id))) return fail('所选企业不存在', 400, { field: 'deptIds' });
    db.world.bigScreen = { ...body, deptIds, id: db.world.bigScreen.id ?? body.id ?? db.newId() };
    db.changed();
    return ok(null);
  }),
];
