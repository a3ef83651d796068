import type { Page } from '@playwright/test';
import { expect, openAdminHome, openSignedIn, test } from './support/session';
import { departmentTree, row, searchBox, toolbar, tree, type TreeNode } from './support/companyTree';

// 2 and 9 in Chromium against the in-browser mock: the company tree beside the page
// (spec 2.2, 2.7), its search, keyboard, the choice (breadcrumb cookie, screen link, card/device rule,
// the header's customer screen) and the toolbar on /monitor/user/user by permission (spec 6).

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const walk = (nodes: TreeNode[], above: TreeNode[] = []): Array<{ node: TreeNode; path: TreeNode[] }> =>
  nodes.flatMap((node) => [{ node, path: [...above, node] }, ...walk(node.children ?? [], [...above, node])]);
/** A whole-machine device whose name no other company's name contains (so a search finds it alone). */
async function uniqueMachine(page: Page) {
  const all = walk(await departmentTree(page));
  const sharing = (name: string) => all.filter(({ node }) => node.deptName.includes(name)).length;
  return all.filter(({ node }) => node.property && !node.children?.length).sort((a, b) => sharing(a.node.deptName) - sharing(b.node.deptName))[0];
}

const breadcrumbCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'saber-breadcrumb');

/** A page load by URL restarts the app and its mock worker (slower on a busy machine than a click). */
async function openByUrl(page: Page, path: string) {
  await page.goto(path);
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
}

test.describe('company tree at 1366x768', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  test('sits beside the page, searches with the match marked, and folds away', async ({ page }) => {
    await openAdminHome(page);
    const { node, path } = await uniqueMachine(page);
    await expect(row(page, path[0].deptName)).toHaveAttribute('aria-expanded', 'true');

    await searchBox(page).fill(node.deptName);
    await expect(page.getByText('找到 1 个企业')).toBeAttached();
    await expect(tree(page).getByRole('treeitem')).toHaveCount(path.length);
    await expect(row(page, node.deptName).locator('mark')).toHaveText(node.deptName);

    await searchBox(page).fill('没有这个企业');
    await expect(page.getByText('没有名称包含“没有这个企业”的企业')).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(row(page, path[1].deptName)).toBeVisible();

    await page.getByRole('button', { name: '收起企业树' }).click();
    await expect(tree(page)).toHaveCount(0);
    await page.getByRole('button', { name: '展开企业树' }).click();
    await expect(tree(page)).toBeVisible();
  });

  test('a choice on the card page: a leaf goes to the device page, a company to the card page; the breadcrumb survives a reload', async ({ page }) => {
    await openAdminHome(page);
    const { node, path } = await uniqueMachine(page);
    await openByUrl(page, '/monitor/device/card');
    await searchBox(page).fill(node.deptName);
    const screenLink = page.waitForRequest((req) => req.url().includes('/industry/screen/skip') && req.url().includes(`deptId=${node.id}`));
    await row(page, node.deptName).click();
    await screenLink;
    // The device page follows the choice, in its address too (?dept=).
    await expect(page).toHaveURL(new RegExp(`/monitor/device/device\\?dept=${node.id}$`));
    await expect(row(page, node.deptName)).toHaveAttribute('aria-selected', 'true');

    const trail = page.getByRole('navigation', { name: '当前企业' });
    for (const above of path.slice(0, -1)) await expect(trail.getByRole('button', { name: above.deptName, exact: true })).toBeVisible();
    await expect(trail.getByText(node.deptName, { exact: true })).toHaveAttribute('aria-current', 'location');
    expect(JSON.parse(decodeURIComponent((await breadcrumbCookie(page))!.value)).map((e: { id: string }) => e.id)).toEqual(path.map((p) => p.id));

    await page.reload();
    // The reload starts the mock worker and restores its world from IndexedDB first: slower on a busy machine.
    await expect(tree(page)).toBeVisible({ timeout: 20_000 });
    await expect(row(page, node.deptName)).toHaveAttribute('aria-selected', 'true');

    // Up the breadcrumb to a company with children: back to the card page.
    await trail.getByRole('button', { name: path[1].deptName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/monitor/device/card\\?dept=${path[1].id}$`));
    await expect(row(page, path[1].deptName)).toHaveAttribute('aria-selected', 'true');
  });

  test('works from the keyboard', async ({ page }) => {
    await openAdminHome(page);
    const [top] = await departmentTree(page);
    const [first] = top.children ?? [];
    await searchBox(page).click();
    await page.keyboard.press('ArrowDown'); // into the tree
    await expect(tree(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(row(page, first.deptName)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(row(page, first.deptName)).toHaveAttribute('aria-selected', 'true');
    await expect(tree(page)).toHaveAttribute('aria-activedescendant', (await row(page, first.deptName).getAttribute('id'))!);
  });

  test('the customer-screen icon follows the chosen company (spec 6 screen type 1)', async ({ page }) => {
    await openAdminHome(page);
    const { node } = await uniqueMachine(page); // whole-machine devices have screen type 0
    const [top] = await departmentTree(page); // the top company has screen type 1
    await searchBox(page).fill(node.deptName);
    await row(page, node.deptName).click();
    await page.getByRole('button', { name: '客户大屏' }).click();
    await expect(page.getByText('当前企业无法跳转到平台/企业大屏页面')).toBeVisible();

    await searchBox(page).fill('');
    await row(page, top.deptName).click();
    // The screen itself is another site; answer it here so the new tab shows where it went.
    await page.context().route('https://screen.example.cn/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>screen</title>' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '客户大屏' }).click();
    await expect(await popup).toHaveURL(new RegExp(`^https://screen\\.example\\.cn/industry/${top.id}$`));
  });

  test('the toolbar shows on /monitor/user/user only, for admin', async ({ page }) => {
    await openAdminHome(page);
    await expect(tree(page)).toBeVisible();
    await expect(toolbar(page)).toHaveCount(0);
    await openByUrl(page, '/monitor/user/user');
    await expect(toolbar(page).getByRole('button', { name: /新增/ })).toBeVisible();
    await openByUrl(page, '/monitor/role/role');
    await expect(toolbar(page)).toHaveCount(0);
  });

  test.describe('as the operator', () => {
    test.use({ signedInAs: 'operator' });
    test('the operator (no departAdd, no departEdit) sees the tree without its buttons', async ({ page }) => {
      await openSignedIn(page);
      const permissions = page.waitForResponse((res) => res.url().includes('/blade-system/menu/buttons'));
      await openByUrl(page, '/monitor/user/user');
      await permissions;
      await expect(toolbar(page)).toHaveCount(0);
    });
  });

  test('logout clears the breadcrumb cookie', async ({ page }) => {
    await openAdminHome(page);
    const [top] = await departmentTree(page);
    await row(page, top.deptName).click();
    expect(await breadcrumbCookie(page)).toBeDefined();
    await page.getByRole('button', { name: /^用户菜单/ }).click();
    await page.getByRole('menuitem', { name: /退出登录/ }).click();
    await page.getByRole('dialog', { name: '退出系统, 是否继续?' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await breadcrumbCookie(page)).toBeUndefined();
  });
});

test('below 992 px the tree opens in a drawer, which a choice closes', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await openAdminHome(page);
  await expect(tree(page)).toHaveCount(0);
  await page.getByRole('button', { name: '展开企业树' }).click();
  const drawer = page.getByRole('dialog', { name: '企业树' });
  await expect(drawer.getByRole('tree', { name: '企业树' })).toBeVisible();
  const [top] = await departmentTree(page);
  await row(page, top.deptName).click();
  await expect(drawer).toBeHidden();
});
