import type { Page } from '@playwright/test';

// The company tree as e2e tests read it: the signed-in console's own reply, and the sidebar's parts.

export type TreeNode = { id: string; deptName: string; property?: boolean; children?: TreeNode[] };

/** The tree as the signed-in user's console receives it (to pick real companies). */
export async function departmentTree(page: Page): Promise<TreeNode[]> {
  return page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch('/api/department/tree', { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: TreeNode[] }).data;
  });
}

export const tree = (page: Page) => page.getByRole('tree', { name: '企业树' });
/** A row by its company's name; whole-machine devices carry （整机设备） in their accessible name. */
export const row = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}(（整机设备）)?$`) });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: '搜索企业' });
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: '企业操作' });
