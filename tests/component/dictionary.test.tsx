// spec 2.2, 3: dictionary management against the mock backend - each pane pages on its own
// (the address holds both), choosing another dictionary starts its entries at page 1, removing the last
// entry of the last page steps back, sealed dictionaries are locked, and a duplicate dictionary code is
// refused at the code field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import HorizontalDictionaryPage from '../../src/features/dictionary/HorizontalDictionaryPage';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);
withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/dict-horizontal/index';
const user = () => userEvent.setup();
const open = (search = '') => renderRoutes([{ path: PATH, element: <HorizontalDictionaryPage /> }], `${PATH}${search}`);
const dictionaries = () => screen.getByRole('region', { name: '字典列表' });
const search = (router: ReturnType<typeof open>['router']) => new URLSearchParams(router.state.location.search);
/**
 * A dialog by its title. Under NODE_ENV=test antd gives every generated id the value test-id, so a
 * dialog's aria-labelledby may point at another element of the page; its title is read directly.
 */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
const sex = () => db.world.dicts.find((d) => d.code === 'sex' && d.parentId === '0')!;

/** Gives 性别 `count` entries in all (keys 1..count). */
function sexWithEntries(count: number) {
  const parent = sex();
  db.world.dicts = db.world.dicts.filter((d) => d.parentId !== parent.id);
  for (let i = 1; i <= count; i++) db.world.dicts.push({ id: String(8000 + i), parentId: parent.id, code: 'sex', dictKey: String(i), dictValue: `性别${i}`, sort: i, remark: '', isSealed: 0 });
}

describe('two panes, each with its own paging', () => {
  it('pages the entries on their own; another dictionary starts at page 1', async () => {
    sexWithEntries(12);
    const { router } = open();
    await user().click(await within(await screen.findByRole('region', { name: '字典列表' })).findByRole('button', { name: '性别' }));
    const entries = await screen.findByRole('region', { name: '字典项：性别' });
    await within(entries).findByRole('row', { name: /性别1\b/ });
    await user().click(within(entries).getByRole('listitem', { name: '2' }));
    expect(await within(entries).findByRole('row', { name: /性别12/ })).toBeInTheDocument();
    expect(search(router).get('item.current')).toBe('2');
    expect(search(router).get('dict.current')).toBeNull(); // the other pane is where it was

    await user().click(within(dictionaries()).getByRole('button', { name: '通知类型' }));
    const other = await screen.findByRole('region', { name: '字典项：通知类型' });
    expect(await within(other).findByRole('row', { name: /发布通知/ })).toBeInTheDocument();
    expect(search(router).get('item.current')).toBeNull();
  });

  it('removing the last entry of the last page steps back a page', async () => {
    sexWithEntries(11);
    const { router } = open(`?item.parent=${sex().id}&item.current=2`);
    const entries = await screen.findByRole('region', { name: '字典项：性别' });
    const row = await within(entries).findByRole('row', { name: /性别11/ });
    await user().click(within(row).getByRole('button', { name: '删除 性别11' }));
    const confirm = (await screen.findAllByText('删除字典项')).at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('性别11（11）');
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(search(router).get('item.current')).toBe('1'));
    expect(await within(entries).findByRole('row', { name: /性别1\b/ })).toBeInTheDocument();
  });
});

describe('dictionaries', () => {
  it('a sealed dictionary cannot be edited, removed or selected; a dictionary with entries is refused before asking', async () => {
    open();
    const row = await within(await screen.findByRole('region', { name: '字典列表' })).findByRole('row', { name: /菜单类型/ });
    expect(within(row).getByRole('button', { name: '修改 菜单类型' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: '删除 菜单类型' })).toBeDisabled();
    expect(within(row).getByRole('checkbox')).toBeDisabled();

    const sexRow = within(dictionaries()).getByRole('row', { name: /性别/ });
    await user().click(within(sexRow).getByRole('button', { name: '删除 性别' }));
    expect(await screen.findByRole('status')).toHaveTextContent('字典“性别”下还有字典项，请先删除其字典项');
    expect(screen.queryByText('删除字典')).not.toBeInTheDocument();
  });

  it('a new dictionary with a code in use is refused at the code field (its key is not on the form)', async () => {
    open();
    await user().click(await screen.findByRole('button', { name: '新增字典' }));
    const dialog = await dialogTitled('新增字典');
    expect(within(dialog).queryByLabelText('字典键值')).not.toBeInTheDocument();
    await user().type(within(dialog).getByLabelText('字典编号'), 'sex');
    await user().type(within(dialog).getByLabelText('字典名称'), '性别（新）');
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    const code = within(dialog).getByLabelText('字典编号');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    const helpId = code.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('_help'))!;
    expect(document.getElementById(helpId)).toHaveTextContent('当前字典键值已存在!');
    expect(within(dialog).getByLabelText('字典名称')).toHaveValue('性别（新）');
  });
});
