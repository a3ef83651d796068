// @vitest-environment node
// The grant tree's rules: linkage, half-checked parents sent but only checked leaves shown
// again, select all / invert / clear over what a search shows, and the change summary.
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../generated/model';
import {
  checkAll,
  conduct,
  displayed,
  grantChanges,
  indexGrantTree,
  invert,
  pathTitle,
  searchGrantTree,
  sentKeys,
  setChecked,
  setLinked,
  stateFromServer,
  SUBTREE,
  uncheckAll,
  type GrantState,
} from '../../src/components/grant/grantTreeModel';

const node = (id: string, title: string, children?: TreeNode[]): TreeNode => ({ id, parentId: '0', title, key: id, value: id, ...(children ? { children } : {}) });
//  M1 设备管理 ─ M11 设备列表 ─ B111 新增, B112 删除
//              └ M12 监测卡片
//  M2 用户管理 ─ B21 新增
//  M3 首页
const tree = [
  node('M1', '设备管理', [node('M11', '设备列表', [node('B111', '新增'), node('B112', '删除')]), node('M12', '监测卡片')]),
  node('M2', '用户管理', [node('B21', '新增')]),
  node('M3', '首页'),
];
const index = indexGrantTree(tree);
const linked = (...keys: string[]): GrantState => ({ linked: true, keys: new Set(keys) });
const unlinked = (...keys: string[]): GrantState => ({ linked: false, keys: new Set(keys) });
const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('linked trees: parents follow their leaves', () => {
  it.each([
    { leaves: [], checked: [], half: [] },
    { leaves: ['B111'], checked: ['B111'], half: ['M1', 'M11'] },
    { leaves: ['B111', 'B112'], checked: ['B111', 'B112', 'M11'], half: ['M1'] },
    { leaves: ['B111', 'B112', 'M12'], checked: ['B111', 'B112', 'M1', 'M11', 'M12'], half: [] },
    { leaves: ['M12', 'M3'], checked: ['M12', 'M3'], half: ['M1'] },
  ])('leaves $leaves: checked $checked, half-checked $half', ({ leaves, checked, half }) => {
    const result = conduct(index, new Set(leaves));
    expect(sorted(result.checked)).toEqual(sorted(checked));
    expect(sorted(result.halfChecked)).toEqual(sorted(half));
  });

  it('sends the half-checked parents with the checked nodes, in tree order', () => {
    expect(sentKeys(index, linked('B112', 'B21'))).toEqual(['M1', 'M11', 'B112', 'M2', 'B21']);
  });

  it('checking a parent checks every leaf below it; unchecking one leaf leaves the parent half-checked', () => {
    const all = setChecked(index, linked(), 'M1', true);
    expect(sorted(all.keys)).toEqual(['B111', 'B112', 'M12']);
    const one = setChecked(index, all, 'B112', false);
    expect(displayed(index, one)).toEqual({ checked: expect.arrayContaining(['B111', 'M12']), halfChecked: expect.arrayContaining(['M1', 'M11']) });
    expect(displayed(index, one).checked).not.toContain('M11');
  });
});

describe('what the server holds, shown again', () => {
  it('applies only the checked leaves: a half-checked parent that came back does not check its other leaves', () => {
    const state = stateFromServer(index, ['M1', 'M11', 'B111']);
    expect(state).toEqual(linked('B111'));
    expect(displayed(index, state).checked).toEqual(['B111']);
    expect(sorted(displayed(index, state).halfChecked)).toEqual(['M1', 'M11']);
    expect(sentKeys(index, state)).toEqual(['M1', 'M11', 'B111']);
  });

  it('opens unlinked, exactly as granted, when linking could not show it (a menu without its buttons)', () => {
    const state = stateFromServer(index, ['M2', 'M3']);
    expect(state).toEqual(unlinked('M2', 'M3'));
    expect(sentKeys(index, state)).toEqual(['M2', 'M3']);
  });

  it('ignores ids the tree no longer has', () => {
    expect(stateFromServer(index, ['M3', '999'])).toEqual(linked('M3'));
  });

  it('a company grant stands for its subtree: every leaf below is checked, and only the highest checked nodes are sent', () => {
    const state = stateFromServer(index, ['M1'], SUBTREE);
    expect(sorted(state.keys)).toEqual(['B111', 'B112', 'M12']);
    expect(sentKeys(index, state, SUBTREE)).toEqual(['M1']);
    // A half-checked parent is never sent: it would grant its whole subtree.
    expect(sentKeys(index, setChecked(index, state, 'M12', false), SUBTREE)).toEqual(['M11']);
  });
});

describe('unlinked trees', () => {
  it('checks a node on its own', () => {
    const state = setChecked(index, unlinked(), 'M1', true);
    expect(state).toEqual(unlinked('M1'));
    expect(displayed(index, state)).toEqual({ checked: ['M1'], halfChecked: [] });
  });

  it('unlinking keeps what a save would send; linking again keeps the leaves and lets a lone parent go', () => {
    const off = setLinked(index, linked('B111'), false);
    expect(sorted(off.keys)).toEqual(['B111', 'M1', 'M11']);
    const parentAlone = setChecked(index, off, 'M2', true);
    const on = setLinked(index, parentAlone, true);
    expect(on).toEqual(linked('B111'));
  });
});

describe('select all, invert and clear over what is shown', () => {
  it.each([
    { name: 'select all, linked', state: linked('M3'), act: checkAll, shown: undefined, keys: ['B111', 'B112', 'B21', 'M12', 'M3'] },
    { name: 'invert, linked', state: linked('B111', 'M3'), act: invert, shown: undefined, keys: ['B112', 'B21', 'M12'] },
    { name: 'clear, linked', state: linked('B111', 'M3'), act: uncheckAll, shown: undefined, keys: [] },
    { name: 'select all, unlinked', state: unlinked(), act: checkAll, shown: undefined, keys: ['B111', 'B112', 'B21', 'M1', 'M11', 'M12', 'M2', 'M3'] },
    { name: 'invert, unlinked', state: unlinked('M1', 'B21'), act: invert, shown: undefined, keys: ['B111', 'B112', 'M11', 'M12', 'M2', 'M3'] },
    { name: 'select all of a search (用户管理)', state: linked('M3'), act: checkAll, shown: ['M2', 'B21'], keys: ['B21', 'M3'] },
    // 监测卡片 sits under 设备管理, on the way to the match, but is not shown: it is not touched.
    { name: 'invert a search (设备列表)', state: linked('B111', 'M12', 'M3'), act: invert, shown: ['M1', 'M11', 'B111', 'B112'], keys: ['B112', 'M12', 'M3'] },
    { name: 'clear a search (设备列表)', state: linked('B111', 'M12'), act: uncheckAll, shown: ['M1', 'M11', 'B111', 'B112'], keys: ['M12'] },
  ])('$name', ({ state, act, shown, keys }) => {
    expect(sorted(act(index, state, shown).keys)).toEqual(sorted(keys));
  });
});

describe('search', () => {
  it('shows the matches with the way to them and what is below them; only the matches and below are results', () => {
    const found = searchGrantTree(index, '新增')!;
    expect(sorted(found.matched)).toEqual(['B111', 'B21']);
    expect(sorted(found.shown)).toEqual(['B111', 'B21', 'M1', 'M11', 'M2']);
    expect(sorted(found.expanded)).toEqual(['M1', 'M11', 'M2']);
    expect(found.results).toEqual(['B111', 'B21']);
    const list = searchGrantTree(index, '设备列表')!;
    expect(sorted(list.shown)).toEqual(['B111', 'B112', 'M1', 'M11']);
    expect(list.results).toEqual(['M11', 'B111', 'B112']);
    expect(searchGrantTree(index, '  ')).toBeUndefined();
  });

  it('select all of an unlinked search checks the results, not the way to them', () => {
    const found = searchGrantTree(index, '新增')!;
    expect(sorted(checkAll(index, unlinked(), found.results).keys)).toEqual(['B111', 'B21']);
  });

  it('names a node by its place in the tree', () => {
    expect(pathTitle(index, 'B111')).toBe('设备管理 / 设备列表 / 新增');
    expect(pathTitle(index, 'M3')).toBe('首页');
  });
});

describe('the change summary', () => {
  it('lists what is added and removed, in tree order, and nothing the tree does not know', () => {
    expect(grantChanges(index, ['M1', 'M11', 'B111', '999'], ['M1', 'M11', 'B112', 'M2', 'B21'])).toEqual({ added: ['B112', 'M2', 'B21'], removed: ['B111'] });
    expect(grantChanges(index, ['M3'], ['M3'])).toEqual({ added: [], removed: [] });
  });
});
