// @vitest-environment node
// The company tree's model: the flat pre-order index, search (matches and the
// way to them), visible rows with their ARIA positions, highlighting, and the page and toolbar rules of
// spec 4 and spec 2.2/6.
import { describe, expect, it } from 'vitest';
import type { DepartmentTreeNode } from '../../generated/model';
import { collectPermissions } from '../../src/lib/access/access';
import { buildTreeIndex, expandedForSearch, foldText, highlightParts, pathTo, searchTree, visibleRows } from '../../src/features/companyTree/treeModel';
import { pageAfterChoice, treeToolbarAccess } from '../../src/features/companyTree/treeRules';

const node = (id: string, deptName: string, children: DepartmentTreeNode[] = [], property = false): DepartmentTreeNode => ({
  id,
  parentId: '0',
  deptName,
  property,
  hasChildren: children.length > 0,
  children,
});

//  1 申能集团
//    2 申能电力
//      3 上海分公司
//        4 1号空压机 (device)
//        5 2号空压机 (device)
//      6 杭州分公司
//    7 申能煤炭
//  8 ABB电机
const sample = () => [
  node('1', '申能集团', [
    node('2', '申能电力', [node('3', '上海分公司', [node('4', '1号空压机', [], true), node('5', '2号空压机', [], true)]), node('6', '杭州分公司')]),
    node('7', '申能煤炭'),
  ]),
  node('8', 'ＡＢＢ电机'),
];

const labelsOf = (rows: Int32Array, index = buildTreeIndex(sample())) => [...rows].map((i) => index.labels[i]);

describe('buildTreeIndex', () => {
  it('lists every node once, in pre-order, with depth, parent and the end of its subtree', () => {
    const index = buildTreeIndex(sample());
    expect(index.ids).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect([...index.depth]).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    expect([...index.parent]).toEqual([-1, 0, 1, 2, 2, 1, 0, -1]);
    expect([...index.end]).toEqual([7, 6, 5, 4, 5, 6, 7, 8]);
    expect([...index.hasChildren]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect([...index.property]).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
  });

  it('tells leaves by their children, or by the server saying there are some', () => {
    const index = buildTreeIndex([{ ...node('1', 'lazy'), hasChildren: true, children: [] }, node('2', 'leaf')]);
    expect([...index.leaf]).toEqual([0, 1]);
  });

  it('shows a repeated id once and survives missing children and names', () => {
    const index = buildTreeIndex([node('1', 'a', [node('1', 'again')]), { id: '2', parentId: '0', deptName: '', title: '标题' }]);
    expect(index.ids).toEqual(['1', '2']);
    expect(index.labels).toEqual(['a', '标题']);
  });

  it('indexes a tree deeper than the call stack would allow', () => {
    let deepest: DepartmentTreeNode = node('d0', 'leaf');
    for (let i = 1; i < 20_000; i++) deepest = node(`d${i}`, `n${i}`, [deepest]);
    const index = buildTreeIndex([deepest]);
    expect(index.size).toBe(20_000);
    expect(index.depth[index.size - 1]).toBe(19_999);
  });

  it('gives the path from the top down', () => {
    const index = buildTreeIndex(sample());
    expect(pathTo(index, index.position.get('5')!).map((i) => index.ids[i])).toEqual(['1', '2', '3', '5']);
  });
});

describe('search', () => {
  it('is blank for a blank query', () => {
    expect(searchTree(buildTreeIndex(sample()), '   ')).toBeUndefined();
  });

  it('marks the matches and every node above them', () => {
    const index = buildTreeIndex(sample());
    const result = searchTree(index, '空压机')!;
    expect(result.count).toBe(2);
    expect([...result.match]).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
    expect([...result.matchBelow]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect([...expandedForSearch(index, result)]).toEqual(['1', '2', '3']);
  });

  it.each([
    ['lower case finds upper case', 'abb', 1],
    ['full-width letters match what is typed', 'ABB', 1],
    ['surrounding spaces are ignored', '  申能电力 ', 1],
    ['nothing', '不存在', 0],
  ])('%s', (_name, query, count) => {
    expect(searchTree(buildTreeIndex(sample()), query)?.count ?? 0).toBe(count);
  });

  it('folds only what needs folding', () => {
    expect(foldText('ＡＢＢ电机')).toBe('abb电机');
    expect(foldText('申能ABC')).toBe('申能abc');
  });
});

describe('visible rows', () => {
  it('shows the top level and the children of open nodes, with ARIA positions among visible siblings', () => {
    const index = buildTreeIndex(sample());
    const rows = visibleRows(index, new Set(['1']));
    expect(labelsOf(rows.nodes, index)).toEqual(['申能集团', '申能电力', '申能煤炭', 'ＡＢＢ电机']);
    expect([...rows.posInSet]).toEqual([1, 1, 2, 2]);
    expect([...rows.setSize]).toEqual([2, 2, 2, 2]);
  });

  it('hides the subtree of a closed node even when nodes inside it are open', () => {
    const index = buildTreeIndex(sample());
    expect(labelsOf(visibleRows(index, new Set(['2', '3'])).nodes, index)).toEqual(['申能集团', 'ＡＢＢ电机']);
  });

  it('with a search, keeps only the matches and the way to them', () => {
    const index = buildTreeIndex(sample());
    const result = searchTree(index, '1号')!;
    const rows = visibleRows(index, expandedForSearch(index, result), result);
    expect(labelsOf(rows.nodes, index)).toEqual(['申能集团', '申能电力', '上海分公司', '1号空压机']);
    expect([...rows.setSize]).toEqual([1, 1, 1, 1]);
  });

  it('with a search, a match that the user opens shows all its children', () => {
    const index = buildTreeIndex(sample());
    const result = searchTree(index, '上海')!;
    const closed = visibleRows(index, expandedForSearch(index, result), result);
    expect(labelsOf(closed.nodes, index)).toEqual(['申能集团', '申能电力', '上海分公司']);
    const opened = visibleRows(index, new Set([...expandedForSearch(index, result), '3']), result);
    expect(labelsOf(opened.nodes, index)).toEqual(['申能集团', '申能电力', '上海分公司', '1号空压机', '2号空压机']);
  });
});

describe('highlightParts', () => {
  it.each([
    ['上海分公司', '分公', { before: '上海', match: '分公', after: '司' }],
    ['ABB电机', 'abb', { before: '', match: 'ABB', after: '电机' }],
    ['上海分公司', '杭州', undefined],
    ['上海分公司', '', undefined],
  ])('%s / %s', (label, query, parts) => {
    expect(highlightParts(label, query)).toEqual(parts);
  });
});

describe('spec 4: the page after a choice', () => {
  it.each([
    ['/monitor/device/card', true, '/monitor/device/device'],
    ['/monitor/device/card', false, undefined],
    ['/monitor/device/device', false, '/monitor/device/card'],
    ['/monitor/device/device/', true, undefined],
    ['/monitor/user/user', true, undefined],
    ['/wel/index', false, undefined],
  ])('on %s, a leaf=%s goes to %s', (from, leaf, to) => {
    expect(pageAfterChoice(from, leaf)).toBe(to);
  });
});

describe('spec 2.2 / 6: the toolbar', () => {
  const admin = collectPermissions([{ name: 'm', code: 'monitor_user', sort: 1, category: 1, children: [{ name: 'a', code: 'departAdd', sort: 1, category: 2 }, { name: 'e', code: 'departEdit', sort: 2, category: 2 }] }]);
  const addOnly = collectPermissions([{ name: 'a', code: 'departAdd', sort: 1, category: 2 }]);
  const editOnly = collectPermissions([{ name: 'e', code: 'departEdit', sort: 1, category: 2 }]);
  const none = collectPermissions([]);
  it.each([
    ['/monitor/user/user', admin, { canAdd: true, canEdit: true, show: true }],
    ['/monitor/user/user/', addOnly, { canAdd: true, canEdit: false, show: true }],
    ['/monitor/user/user', editOnly, { canAdd: false, canEdit: true, show: true }],
    ['/monitor/user/user', none, { canAdd: false, canEdit: false, show: false }],
    ['/monitor/role/role', admin, { canAdd: false, canEdit: false, show: false }],
    ['/wel/index', admin, { canAdd: false, canEdit: false, show: false }],
  ])('%s', (path, permissions, access) => {
    expect(treeToolbarAccess(path, permissions)).toEqual(access);
  });
});
