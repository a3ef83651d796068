// @vitest-environment node
// BladeX's @PreAuth guards: which calls need which role alias.
import { describe, expect, it } from 'vitest';
import { preAuthDenies } from '../../../mocks/wire/bladex/preAuth';

const ANY_ADMIN = ['administrator', 'admin'];

describe('@PreAuth', () => {
  it.each([
    ['/api/blade-system/role/list', ANY_ADMIN],
    ['/api/blade-system/role/tree', ANY_ADMIN],
    ['/api/blade-system/role/getTreeListByDeptId', ANY_ADMIN],
    ['/api/blade-user/page', ANY_ADMIN],
    ['/api/blade-user/detail', ANY_ADMIN],
    ['/api/blade-user/submit', ANY_ADMIN],
    ['/api/blade-user/remove', ANY_ADMIN],
    ['/api/blade-user/grant', ANY_ADMIN],
    ['/api/blade-user/reset-password', ANY_ADMIN],
    ['/api/blade-system/menu/detail', ['administrator']],
    ['/api/blade-system/menu/lazy-list', ['administrator']],
    ['/api/blade-system/menu/lazy-menu-list', ['administrator']],
    ['/api/blade-system/menu/submit', ['administrator']],
    ['/api/blade-system/menu/remove', ['administrator']],
  ])('guards %s for %j', (path, allowed) => {
    for (const alias of allowed) expect(preAuthDenies(path, [alias])).toBe(false);
    expect(preAuthDenies(path, ['operator'])).toBe(true);
    expect(preAuthDenies(path, [])).toBe(true);
    if (!allowed.includes('admin')) expect(preAuthDenies(path, ['admin'])).toBe(true);
  });

  it.each(['/api/blade-user/info', '/api/blade-user/update', '/api/blade-user/update-password', '/api/blade-user/update-info', '/api/blade-system/menu/routes', '/api/blade-system/menu/buttons', '/api/blade-system/menu/top-menu', '/api/blade-system/menu/tree', '/api/blade-system/menu/grant-tree', '/api/blade-system/menu/role-tree-keys', '/api/blade-system/dict/child-list', '/api/blade-system/dict-biz/dictionary'])(
    'leaves %s open',
    (path) => {
      expect(preAuthDenies(path, ['operator'])).toBe(false);
    },
  );

  it('lets any one of several roles through', () => {
    expect(preAuthDenies('/api/blade-system/role/list', ['operator', 'admin'])).toBe(false);
  });
});
