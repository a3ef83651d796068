import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support/session';
import { literal, textsOf, useLanguage } from './support/i18n';
import { languagesOf } from './support/language';

// (users, roles, grants, buttons by permission) in Chromium against the in-browser mock, in
// both languages: the administrator adds a role and grants it, adds a user - refused first with each
// spec 5 message and once by the server at the account field, then accepted - gives it the role, and
// the new user sees only what the role allows; the operator sees the lists without add/edit/remove.
// Every test starts from the seeded world (a new browser context, a new IndexedDB).

test.describe.configure({ timeout: 240_000 });
// The admin's saved sign-in (support/session.ts); the new user signs in through the login page, and the
// operator's test starts from the operator's saved sign-in.
test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

type T = ReturnType<typeof textsOf>;

async function signIn(page: Page, t: T, account: string, password: string, loginUrl = '/login') {
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
  await page.goto(loginUrl);
  const code = (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
  await page.getByLabel(t('login.account')).fill(account);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByRole('textbox', { name: t('login.captcha') }).fill(code);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

async function signOut(page: Page, t: T, name: string) {
  await page.getByRole('button', { name: t('topbar.user.menu', { name }) }).click();
  await page.getByRole('menuitem', { name: new RegExp(literal(t('logout.action'))) }).click();
  await page.getByRole('dialog', { name: t('logout.confirm') }).getByRole('button', { name: new RegExp(`^${t('logout.ok').split('').join('\\s*')}$`) }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('about:blank');
}

/** Opens a page by its address and waits for its heading (inside the page's own region). */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  const region = page.getByRole('region', { name: title });
  await expect(region.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  return region;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The newest toast with this text (an earlier one may still be showing). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

/** The error antd shows under a field (tied to it by aria-describedby). */
async function expectFieldError(form: Locator, label: string, message: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('_help'));
  expect(ids.length).toBeGreaterThan(0);
  await expect(form.page().locator(`[id="${ids[0]}"]`)).toContainText(message);
}

/** Picks an option of an antd (tree) select by its text, until the field shows it (a closing dropdown can swallow a click). */
async function pickOption(page: Page, field: Locator, text: string) {
  const item = field.locator('xpath=ancestor::div[contains(@class, "ant-form-item")][1]');
  await expect(async () => {
    await field.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-select-tree-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(text, { exact: true })
      .first()
      .click({ timeout: 3_000 });
    await expect(item.locator('.ant-select-selection-item, .ant-select-content', { hasText: text }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A grant tree's checkbox by its node's title, in the shown tab. */
const checkbox = (grant: Locator, tree: string, title: string) => grant.getByRole('tree', { name: tree }).getByRole('checkbox', { name: title, exact: true });

for (const language of languagesOf()) {
  const t = textsOf(language);

  test(`[${language}] the administrator adds a role and grants it, adds a user with every spec 5 message, gives it the role, and the user sees only what the role allows`, async ({ page }) => {
    await useLanguage(page, language);
    await openSignedIn(page, '/login?mock-reset=1');

    // ---- a new role: spec 5's name rule, then saved
    const roles = await open(page, '/monitor/role/role', t('route.role'));
    await roles.getByRole('button', { name: t('roles.action.add'), exact: true }).click();
    let form = dialog(page, t('roles.form.addTitle'));
    await form.getByRole('button', { name: t('roles.form.save') }).click();
    await expectFieldError(form, t('roles.field.name'), t('roles.rule.name'));
    await expectFieldError(form, t('roles.field.alias'), t('roles.rule.alias'));
    await form.getByLabel(t('roles.field.name')).fill('巡检员2');
    await expectFieldError(form, t('roles.field.name'), t('roles.rule.nameFormat'));
    await form.getByLabel(t('roles.field.name')).fill('巡检员');
    await form.getByLabel(t('roles.field.alias')).fill('inspector');
    await form.getByRole('button', { name: t('roles.form.save') }).click();
    await expect(toast(page, t('form.operationSucceeded'))).toBeVisible();
    await expect(form).toBeHidden();
    await expect(roles.getByRole('cell', { name: '巡检员', exact: true })).toBeVisible();

    // ---- its grant: 设备管理 with everything below (a search, then select its results), 用户管理 alone
    // (linkage off), and the user-management page in the permission configuration; the summary first
    await roles.getByRole('button', { name: t('roles.action.grantOne', { name: '巡检员' }) }).click();
    const grant = dialog(page, t('roles.grant.title'));
    const menuTree = t('grant.tab.menu');
    await expect(checkbox(grant, menuTree, '设备管理')).toHaveAttribute('aria-checked', 'false');
    await grant.getByLabel(t('grant.searchIn', { label: menuTree })).fill('设备管理');
    await grant.getByRole('button', { name: t('grant.checkShown') }).click();
    await grant.getByLabel(t('grant.searchIn', { label: menuTree })).fill('');
    await expect(checkbox(grant, menuTree, '设备管理')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(grant, menuTree, '设备列表')).toHaveAttribute('aria-checked', 'true');
    await grant.getByRole('switch', { name: t('grant.linked') }).click();
    await checkbox(grant, menuTree, '用户管理').click();
    await expect(checkbox(grant, menuTree, '用户管理')).toHaveAttribute('aria-checked', 'true');
    // Unlinked, its buttons stay as they were.
    await expect(checkbox(grant, menuTree, '重置密码')).toHaveAttribute('aria-checked', 'false');
    await grant.getByRole('tab', { name: t('grant.tab.permission') }).click();
    const permissionTree = t('grant.tab.permission');
    await checkbox(grant, permissionTree, '用户管理').click();
    await expect(checkbox(grant, permissionTree, '功能页面')).toHaveAttribute('aria-checked', 'mixed');
    await grant.getByRole('button', { name: t('grant.review') }).click();
    const summary = grant.getByRole('region', { name: t('grant.summary') });
    await expect(summary).toContainText(t('grant.tab.menu'));
    await expect(summary).toContainText('设备管理');
    await expect(summary).toContainText(t('grant.tab.permission'));
    // The half-checked 功能页面 goes with its checked 用户管理.
    const sent = page.waitForRequest((req) => req.url().includes('/blade-system/role/grant'));
    await grant.getByRole('button', { name: t('grant.save') }).click();
    const body = (await sent).postDataJSON() as { menuIds: string[]; apiScopeIds: string[] };
    expect(body.apiScopeIds).toEqual(['1161272893875226100', '1161272893875226104']);
    await expect(toast(page, t('form.operationSucceeded'))).toBeVisible();
    await expect(grant).toBeHidden();

    // Shown again: only what was checked; 用户管理 held without its buttons opens unlinked, as it is.
    await roles.getByRole('button', { name: t('roles.action.grantOne', { name: '巡检员' }) }).click();
    await expect(grant.getByText(t('grant.openedUnlinked'))).toBeVisible();
    await expect(checkbox(grant, menuTree, '用户管理')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(grant, menuTree, '重置密码')).toHaveAttribute('aria-checked', 'false');
    await grant.getByRole('tab', { name: t('grant.tab.permission') }).click();
    await expect(checkbox(grant, permissionTree, '用户管理')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(grant, permissionTree, '功能页面')).toHaveAttribute('aria-checked', 'mixed');
    await expect(checkbox(grant, permissionTree, '专家系统')).toHaveAttribute('aria-checked', 'false');
    await grant.getByRole('button', { name: t('grant.cancel') }).click();
    await expect(grant).toBeHidden();

    // ---- a new user: every spec 5 message, a refusal from the server at its field, then saved
    const users = await open(page, '/monitor/user/user', t('route.user'));
    await users.getByRole('button', { name: t('users.action.add'), exact: true }).click();
    form = dialog(page, t('users.form.addTitle'));
    await form.getByRole('button', { name: t('users.form.save') }).click();
    for (const [label, message] of [
      ['users.field.account', 'users.rule.account'],
      ['users.field.realName', 'users.rule.realName'],
      ['users.field.password', 'users.rule.password'],
      ['users.field.passwordAgain', 'users.rule.passwordAgain'],
      ['users.field.role', 'users.rule.role'],
      ['users.field.dept', 'users.rule.dept'],
      ['users.field.phone', 'users.rule.phone'],
      ['users.field.email', 'users.rule.email'],
    ] as const) {
      await expectFieldError(form, t(label), t(message));
    }
    const field = (label: Parameters<T>[0]) => form.getByLabel(t(label), { exact: true });
    const typed = async (label: Parameters<T>[0], value: string, message: Parameters<T>[0]) => {
      await field(label).fill(value);
      await expectFieldError(form, t(label), t(message));
    };
    await typed('users.field.account', 'ab', 'users.rule.accountFormat');
    await typed('users.field.realName', 'Li Na', 'users.rule.realNameFormat');
    await typed('users.field.password', 'abc123', 'users.rule.passwordFormat');
    await field('users.field.password').fill('Inspect123');
    await typed('users.field.passwordAgain', 'Inspect124', 'users.rule.passwordsDiffer');
    await typed('users.field.phone', '1381234567', 'users.rule.phoneLength');
    await typed('users.field.phone', '02168888888', 'users.rule.phoneLandline');
    await typed('users.field.phone', '12812345678', 'users.rule.phoneFormat');
    await typed('users.field.email', 'inspector01@shenergy', 'users.rule.emailFormat');

    await field('users.field.account').fill('operator');
    await field('users.field.realName').fill('李娜');
    await field('users.field.passwordAgain').fill('Inspect123');
    await pickOption(page, field('users.field.role'), '访客');
    await pickOption(page, field('users.field.dept'), '申能集团');
    await field('users.field.phone').fill('13912345678');
    await field('users.field.email').fill('inspector01@shenergy.com.cn');
    await form.getByRole('button', { name: t('users.form.save') }).click();
    // The server's refusal, at the field it names; nothing typed is lost.
    await expectFieldError(form, t('users.field.account'), '当前用户 [operator] 已存在!');
    await expect(field('users.field.realName')).toHaveValue('李娜');
    await field('users.field.account').fill('inspector01');
    await form.getByRole('button', { name: t('users.form.save') }).click();
    await expect(toast(page, t('form.operationSucceeded'))).toBeVisible();
    await expect(form).toBeHidden();

    // ---- found by the search (kept in the address), then given the role
    await users.getByLabel(t('users.field.account'), { exact: true }).fill('inspector');
    await users.getByRole('button', { name: t('list.search') }).click();
    await expect(page).toHaveURL(/account=inspector/);
    const row = users.getByRole('row', { name: /inspector01/ });
    await expect(row).toContainText('访客');
    await users.getByRole('button', { name: t('users.action.moreOne', { account: 'inspector01' }) }).click();
    await page.getByRole('menuitem', { name: t('users.action.grant') }).click();
    const roleDialog = dialog(page, t('users.grant.title'));
    await expect(roleDialog).toContainText('inspector01');
    await pickOption(page, roleDialog.getByLabel(t('users.field.role'), { exact: true }), '巡检员');
    await roleDialog.getByRole('button', { name: new RegExp(`^${t('users.grant.ok').split('').join('\\s*')}$`) }).click();
    await expect(toast(page, t('form.operationSucceeded'))).toBeVisible();
    await expect(row).toContainText('巡检员');

    // ---- the new user: a narrower top menu, the users list without buttons, no role management
    await signOut(page, t, '管理员');
    await signIn(page, t, 'inspector01', 'Inspect123');
    const topMenu = page.getByRole('navigation', { name: t('topbar.menu.label') });
    await expect(topMenu.getByRole('button')).toHaveCount(2);
    await expect(topMenu.getByRole('button').nth(0)).toHaveAccessibleName(new RegExp(`^${t('route.device')}`));
    await expect(topMenu.getByRole('button').nth(1)).toHaveAccessibleName(new RegExp(`^${t('route.user')}`));

    const ownList = await open(page, '/monitor/user/user', t('route.user'));
    await expect(ownList.getByRole('row', { name: /^admin / })).toBeVisible();
    await expect(ownList.getByRole('button', { name: t('users.action.add') })).toHaveCount(0);
    await expect(ownList.getByRole('button', { name: new RegExp(`^${literal(t('users.action.editOne', { account: 'admin' }))}$`) })).toHaveCount(0);
    await expect(ownList.getByRole('columnheader', { name: t('users.column.actions') })).toHaveCount(0);
    await expect(ownList.getByRole('checkbox')).toHaveCount(0);

    await page.goto('/monitor/role/role');
    await expect(page.getByText(t('error.forbidden'))).toBeVisible({ timeout: 20_000 });
  });

  test.describe('as the operator', () => {
    test.use({ signedInAs: 'operator' });
    test(`[${language}] the operator sees the users and the roles without add, edit or remove`, async ({ page }) => {
      await useLanguage(page, language);
      await openSignedIn(page, '/login?mock-reset=1');

      const users = await open(page, '/monitor/user/user', t('route.user'));
      await expect(users.getByRole('row', { name: /operator/ })).toBeVisible();
      await expect(users.getByRole('button', { name: t('users.action.add') })).toHaveCount(0);
      await expect(users.getByRole('button', { name: t('users.action.edit') })).toHaveCount(0);
      await expect(users.getByRole('button', { name: t('users.action.remove') })).toHaveCount(0);
      await expect(users.getByRole('columnheader', { name: t('users.column.actions') })).toHaveCount(0);
      await expect(users.getByRole('checkbox')).toHaveCount(0);
      // The company tree's buttons need departAdd/departEdit too.
      await expect(page.getByRole('toolbar', { name: t('department.toolbar') })).toHaveCount(0);

      const roles = await open(page, '/monitor/role/role', t('route.role'));
      await expect(roles.getByRole('cell', { name: '值班员', exact: true })).toBeVisible();
      await expect(roles.getByRole('button', { name: t('roles.action.add') })).toHaveCount(0);
      await expect(roles.getByRole('button', { name: t('roles.action.grant') })).toHaveCount(0);
      await expect(roles.getByRole('button', { name: t('roles.action.edit') })).toHaveCount(0);
      await expect(roles.getByRole('button', { name: t('roles.action.remove') })).toHaveCount(0);
      await expect(roles.getByRole('checkbox')).toHaveCount(0);
    });
  });
}
