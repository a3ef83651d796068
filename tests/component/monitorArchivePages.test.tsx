// against the mock backend: file management, the expert system, archive records and the
// overview configuration - their lists and filters from the address, details, changes, and spec 7's
// verifications (a refusal says 暂无权限 instead of an empty page or a missing button without a word).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import DispositionPage from '../../src/features/disposition/DispositionPage';
import ExpertPage from '../../src/features/expert/ExpertPage';
import FileManagementPage from '../../src/features/fileManagement/FileManagementPage';
import RecordsPage from '../../src/features/records/RecordsPage';
import { useCompanySelection } from '../../src/stores/companySelection';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

withMockBackend();

const pages = [
  { path: '/monitor/file/index', element: <FileManagementPage /> },
  { path: '/monitor/expert/index', element: <ExpertPage /> },
  { path: '/monitor/record/index', element: <RecordsPage /> },
  { path: '/monitor/disposition/index', element: <DispositionPage /> },
  { path: '*', element: <p>elsewhere</p> },
];
const open = (path: string) => renderRoutes(pages, path);
const addressOf = (view: ReturnType<typeof open>) => new URLSearchParams(view.router.state.location.search);
const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
/** A row's cell under the column headed `header`. */
const cellOf = (row: HTMLElement, header: string) => {
  const at = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
  return within(row).getAllByRole('cell')[at];
};
/** antd names every dialog by the same id in tests: a confirm is found by its title's text. */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });

describe('file management (/monitor/file/index)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  it('lists 10 a page with the size in KB with 2 decimals, filters by name from the address', async () => {
    const newest = [...db.world.files].sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || a.name.localeCompare(b.name))[0];
    const view = open('/monitor/file/index');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序号', '文件名称', '文件大小(KB)', '最后修改时间', '版本号', '操作']);
    expect(within(bodyRows()[0]).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['1', newest.name, (newest.size / 1024).toFixed(2), newest.uploadTime, newest.tab]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('文件名称'), newest.name);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(addressOf(view).get('name')).toBe(newest.name));
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([newest.name]));
  });

  it('removes a file after a confirm naming it', async () => {
    const file = [...db.world.files].sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || a.name.localeCompare(b.name))[0];
    open('/monitor/file/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `删除 ${file.name}` }));
    const confirm = await dialogTitled('删除文件');
    expect(confirm).toHaveTextContent(file.name);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(db.world.files.some((f) => f.id === file.id)).toBe(false));
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除 ${file.name}` })).not.toBeInTheDocument());
  });

  it('says a failed load with a retry, and shows the list once the retry succeeds', async () => {
    let fail = true;
    mockServer.use(
      http.get('*/file/list', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常，请联系管理员', data: null }, { status: 500 }) : undefined)),
    );
    open('/monitor/file/index');
    // The http client's toast says the server's reason (spec 8); the page says what failed, with a retry.
    expect(await screen.findByText('服务器异常，请联系管理员')).toBeInTheDocument();
    const failure = (await screen.findByText('文件列表加载失败')).closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('says 暂无权限 to the operator, whose role has no file management', async () => {
    signInAsSeeded('operator');
    open('/monitor/file/index');
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.getByText('您没有使用文件管理的权限，请联系管理员开通。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the expert system (/monitor/expert/index)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  it('searches from the address (the over-limit detail links ?keyword=&itemType=) and shows it in the form', async () => {
    const view = open('/monitor/expert/index?keyword=轴承&itemType=2');
    const expected = db.world.monitor.experts.filter((e) => e.itemType === 2 && `${e.faultType}${e.symptoms}${e.causes}${e.advice}`.includes('轴承'));
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent).sort()).toEqual(expected.map((e) => e.faultType).sort()));
    expect(screen.getByLabelText('关键字')).toHaveValue('轴承');
    expect(within(screen.getByRole('search')).getByText('温度')).toBeInTheDocument();
    expect(addressOf(view).get('itemType')).toBe('2');
  });

  it('opens an entry from the address (?entry=<id>) and closes it again', async () => {
    const entry = db.world.monitor.experts[0];
    const view = open(`/monitor/expert/index?entry=${entry.id}`);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText(entry.advice)).toBeInTheDocument());
    await userEvent.setup().click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(addressOf(view).has('entry')).toBe(false));
  });

  it('adds an entry after the form has said what is missing', async () => {
    open('/monitor/expert/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /新增条目/ }));
    const form = await dialogTitled('新增专家知识');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(form).getByText('请输入故障类型')).toBeInTheDocument());
    expect(within(form).getByText('请选择监测项类型')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('故障类型'), ' 轴承跑外圈');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(form).getByText('首尾不能有空格')).toBeInTheDocument());
    await user.clear(within(form).getByLabelText('故障类型'));
    await user.type(within(form).getByLabelText('故障类型'), '轴承跑外圈');
    await user.click(within(form).getByLabelText('监测项类型'));
    await user.click(await screen.findByTitle('振动'));
    await user.type(within(form).getByLabelText('故障症状'), '轴承座振动随负荷波动');
    await user.type(within(form).getByLabelText('可能原因'), '轴承外圈与座孔配合松动');
    await user.type(within(form).getByLabelText('处理建议'), '检查座孔尺寸，必要时修复或更换轴承座');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.world.monitor.experts.some((e) => e.faultType === '轴承跑外圈' && e.itemType === 1 && !e.deviceType)).toBe(true));
    expect(await screen.findByText('已新增“轴承跑外圈”')).toBeInTheDocument();
  });

  it('lets the operator read the knowledge and says which changes are refused', async () => {
    signInAsSeeded('operator');
    open('/monitor/expert/index');
    expect(await screen.findByText('暂无权限：新增、修改、删除')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /新增条目/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除 / })).not.toBeInTheDocument();
  });
});

describe('archive records (/monitor/record/index)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  it("follows the tree's company and filters by kind from the address", async () => {
    const record = db.world.monitor.records[0];
    const device = db.world.devices.find((d) => d.deviceId === record.deviceId)!;
    const company = db.world.departments.find((d) => d.id === device.deptId)!;
    useCompanySelection.getState().select({ id: company.id, label: company.deptName, property: false });
    open(`/monitor/record/index?type=${record.type}`);
    expect(await screen.findByText(`${company.deptName}及下级企业的设备档案`)).toBeInTheDocument();
    const expected = db.world.monitor.records.filter((r) => r.type === record.type && db.world.devices.find((d) => d.deviceId === r.deviceId)?.deptId === company.id);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, expected.length)));
    const kindWord = { inspection: '点检', maintenance: '保养', repair: '维修' }[record.type];
    for (const row of bodyRows()) {
      expect(cellOf(row, '类型')).toHaveTextContent(kindWord);
      expect(cellOf(row, '设备')).toHaveTextContent(company.deptName);
    }
  });

  it('deletes a record after a confirm naming it', async () => {
    open('/monitor/record/index');
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const title = cellOf(bodyRows()[0], '标题').textContent ?? '';
    const record = db.world.monitor.records.find((r) => r.title === title)!;
    const user = userEvent.setup();
    await user.click(within(bodyRows()[0]).getByRole('button', { name: `删除 ${title}` }));
    const confirm = await dialogTitled('删除档案记录');
    expect(confirm).toHaveTextContent(title);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(db.world.monitor.records.some((r) => r.id === record.id)).toBe(false));
  });

  it('lets the operator add and edit but says deleting is refused', async () => {
    signInAsSeeded('operator');
    open('/monitor/record/index');
    expect(await screen.findByText('暂无权限：删除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增记录/ })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(within(bodyRows()[0]).getByRole('button', { name: /^修改 / })).toBeInTheDocument();
    expect(within(bodyRows()[0]).queryByRole('button', { name: /^删除 / })).not.toBeInTheDocument();
  });
});

describe('the overview configuration (/monitor/disposition/index)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  it("saves a company's own order and choice of figures and cards", async () => {
    const company = db.world.departments.find((d) => d.parentId === db.world.departments[0].id)!;
    // The company inherits the root company's configuration; a figure and a card it does not show yet.
    const inForce = db.world.monitor.overviewConfigs.find((c) => c.deptId === db.world.departments[0].id)!;
    expect(db.world.monitor.overviewConfigs.some((c) => c.deptId === company.id)).toBe(false);
    expect(inForce.figures).not.toContain('deviceCount');
    expect(inForce.cards).not.toContain('onlineRateTrend');
    useCompanySelection.getState().select({ id: company.id, label: company.deptName, property: false });
    open('/monitor/disposition/index');
    expect(await screen.findByText(`${company.deptName} 的首页总览`)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '设备总数' }));
    await user.click(screen.getByRole('button', { name: '上移 设备总数' }));
    await user.click(screen.getByRole('checkbox', { name: '在线率趋势' }));
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^保存/ }));
    await waitFor(() => expect(db.world.monitor.overviewConfigs.find((c) => c.deptId === company.id)).toBeDefined());
    const saved = db.world.monitor.overviewConfigs.find((c) => c.deptId === company.id)!;
    expect(saved.figures).toEqual([...inForce.figures.slice(0, -1), 'deviceCount', inForce.figures.at(-1)]);
    expect(saved.cards).toEqual([...inForce.cards, 'onlineRateTrend']);
    expect(await screen.findByText(/本企业自己的配置/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在首页查看' })).toHaveAttribute('href', `/wel/index?dept=${company.id}`);
  });
});
