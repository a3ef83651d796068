// spec 2.6, 4, 5, 6, 8, 9: the software dialog from the top bar's download icon, against the mock
// backend — the table, selection rules, download, remove, and the upload dialog with its messages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { AntdScope } from '../../src/components/AntdScope';
import { TopBar } from '../../src/features/topbar/TopBar';
import { renderSoftwareDialog } from '../../src/layouts/SoftwareEntry';
import { useSessionStore } from '../../src/stores/session';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { LAZY_LOAD } from '../support/waits';

// No Web Worker in happy-dom: the md5 is computed here as the worker would (hash-wasm and spark-md5 agree).
const hashing = vi.hoisted(() => ({ fail: false }));
vi.mock('../../src/lib/chunkedUpload/hashFile', () => ({
  HashError: class HashError extends Error {},
  md5OfFile: async (file: Blob, onProgress: (share: number) => void) => {
    if (hashing.fail) throw new Error('NotReadableError');
    onProgress(1);
    return SparkMD5.ArrayBuffer.hash(await file.arrayBuffer());
  },
}));
// happy-dom has no IndexedDB: the remembered upload lives in memory here.
const remembered = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('../../src/lib/chunkedUpload/pendingUpload', () => ({
  pendingUploads: {
    load: async (account: string) => ((remembered.value as { account?: string } | undefined)?.account === account ? remembered.value : undefined),
    save: async (value: unknown) => void (remembered.value = value),
    clear: async () => void (remembered.value = undefined),
  },
}));

withMockBackend();
beforeEach(() => {
  hashing.fail = false;
  remembered.value = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signInAs(account: 'admin' | 'operator', password: string) {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, account, password);
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account, user_name: account, nick_name: account, role_name: account, avatar: '' });
}


// antd names every dialog by the same id in tests (rc-util's useId gives 'test-id' under NODE_ENV test),
// so a dialog is found by its title's text here; in the browser the names are unique (see the e2e test).
const dialogTitled = (title: string) =>
  screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title) ?? null;
/** Closed, or closing: happy-dom runs no CSS animations, so antd's leave motion never ends here. */
const closed = (title: string) => {
  const found = dialogTitled(title);
  return !found || found.classList.contains('ant-zoom-leave');
};
/** The dialogs are lazy chunks: their first render in a file is a lazy load. */
const findDialog = (title: string) =>
  waitFor(() => {
    const found = dialogTitled(title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  }, LAZY_LOAD);

async function openSoftwareDialog() {
  renderRoutes([{ path: '/wel/index', element: <AntdScope><TopBar renderSoftwareDialog={renderSoftwareDialog} /></AntdScope> }, { path: '*', element: <p>elsewhere</p> }], '/wel/index');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '软件下载' }));
  const dialog = await findDialog('软件下载');
  await waitFor(() => expect(within(dialog).getAllByRole('radio').length).toBeGreaterThan(0));
  return { user, dialog };
}

const newestFirst = () =>
  [...db.world.files].sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').filter((row) => within(row).queryByRole('radio'));

describe('the software dialog (spec 2.6)', () => {
  it('lists 10 a page with index, name, size in KB with 2 decimals, last modified time and version', async () => {
    await signInAs('admin', 'Admin123');
    const { user, dialog } = await openSoftwareDialog();
    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['选择', '序号', '文件名称', '文件大小(KB)', '最后修改时间', '版本号']);
    const rows = bodyRows(dialog);
    expect(rows).toHaveLength(10);
    const first = newestFirst()[0];
    expect(within(rows[0]).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['1', first.name, (first.size / 1024).toFixed(2), first.uploadTime, first.tab]);

    await user.click(within(dialog).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(within(bodyRows(dialog)[0]).getAllByRole('cell')[1]).toHaveTextContent('11'));
    expect(within(bodyRows(dialog)[0]).getAllByRole('cell')[2]).toHaveTextContent(newestFirst()[10].name);
  });

  it('shows Upload and Remove only with /monitor/top/upload (spec 6)', async () => {
    await signInAs('admin', 'Admin123');
    const admin = await openSoftwareDialog();
    await waitFor(() => expect(within(admin.dialog).getByRole('button', { name: /上传/ })).toBeInTheDocument());
    expect(within(admin.dialog).getByRole('button', { name: /删除/ })).toBeInTheDocument();
  });

  it('shows only Download to a role without /monitor/top/upload', async () => {
    await signInAs('operator', 'Operator123');
    let uploadVerdict: string | undefined;
    mockServer.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.includes('/buttonVerification') && new URL(request.url).searchParams.get('value') === '/monitor/top/upload') {
        uploadVerdict = ((await response.clone().json()) as { msg: string }).msg;
      }
    });
    const { dialog } = await openSoftwareDialog();
    expect(within(dialog).getByRole('button', { name: /下载/ })).toBeInTheDocument();
    // The permission reply has come and said no; still no Upload or Remove.
    await waitFor(() => expect(uploadVerdict).toBe('暂无权限'));
    expect(within(dialog).queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    mockServer.events.removeAllListeners();
  });

  it.each(['下载', '删除'])('%s without a selected row says tips.messageDel and rests the button for 3 s (spec 5, 8, 9)', async (label) => {
    await signInAs('admin', 'Admin123');
    const { user, dialog } = await openSoftwareDialog();
    const button = await within(dialog).findByRole('button', { name: new RegExp(label) });
    const removes = vi.fn();
    mockServer.events.on('request:start', ({ request }) => {
      if (/\/file\/remove|\/upload\//.test(request.url)) removes();
    });
    // Timed from before the click, the rest can only look longer on a busy machine, never shorter.
    const since = Date.now();
    await user.click(button);
    expect(await screen.findByText('请选择数据')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(Date.now() - since).toBeGreaterThanOrEqual(2950);
    expect(removes).not.toHaveBeenCalled();
    mockServer.events.removeAllListeners();
  });

  it('downloads the selected row through the http client, named as the row', async () => {
    await signInAs('admin', 'Admin123');
    const { user, dialog } = await openSoftwareDialog();
    const file = newestFirst()[1];
    const saved: { name?: string; blob?: Blob } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    await user.click(within(dialog).getByRole('radio', { name: `选择 ${file.name}` }));
    await user.click(within(dialog).getByRole('button', { name: /下载/ }));
    await waitFor(() => expect(saved.name).toBe(file.name));
    expect(saved.blob!.size).toBe(Math.min(file.size, 5 * 1024 * 1024)); // the mock's stand-in bytes
  });

  it('removes the selected row after a confirm, and the choice is none again', async () => {
    await signInAs('admin', 'Admin123');
    const { user, dialog } = await openSoftwareDialog();
    const file = newestFirst()[0];
    await user.click(within(dialog).getByRole('radio', { name: `选择 ${file.name}` }));
    await user.click(within(dialog).getByRole('button', { name: /删除/ }));
    const confirm = await findDialog('提示');
    expect(confirm).toHaveTextContent(`确定删除 ${file.name} 吗？`);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText(file.name)).not.toBeInTheDocument());
    expect(db.world.files.some((f) => f.id === file.id)).toBe(false);
    expect(within(dialog).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });
});

describe('the upload dialog (spec 2.6, 4, 5, 8)', () => {
  async function openUpload() {
    await signInAs('admin', 'Admin123');
    const opened = await openSoftwareDialog();
    await opened.user.click(await within(opened.dialog).findByRole('button', { name: /上传/ }));
    const upload = await findDialog('上传软件');
    return { ...opened, upload };
  }
  const fileOf = (size: number, name = 'firmware.bin', seed = 7) =>
    new File([Uint8Array.from({ length: size }, (_, i) => (i * seed + 3) & 0xff)], name, { type: 'application/octet-stream' });
  const chooser = (upload: HTMLElement) => upload.querySelector<HTMLInputElement>('input[type="file"]')!;

  async function fill(user: ReturnType<typeof userEvent.setup>, upload: HTMLElement, tab: string, file?: File) {
    if (tab) await user.type(within(upload).getByLabelText('版本号'), tab);
    if (file) await user.upload(chooser(upload), file);
    await user.click(within(upload).getByRole('button', { name: '开始上传' }));
  }

  it.each([
    ['', '请输入版本号！'],
    ['   ', '版本号不能为空'],
    ['V'.repeat(51), '版本号不能超过 50 个字符'],
  ])('refuses the version %j with %s (spec 5)', async (tab, message) => {
    const { user, upload } = await openUpload();
    await fill(user, upload, tab, fileOf(10));
    expect(await within(upload).findByText(message)).toBeInTheDocument();
    expect(within(upload).getByLabelText('版本号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a file name of the contract\'s 255 characters and refuses one more in words, sending nothing', async () => {
    const { user, dialog, upload } = await openUpload();
    // Counted as the contract counts them: an astral character is one.
    const stem = [...'超长𠮷'.repeat(84)].slice(0, 251).join('');
    expect([...`${stem}.bin`]).toHaveLength(255);
    await fill(user, upload, 'V1.0.0', fileOf(10, `${stem}.bin`));
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    expect(db.world.files.some((f) => f.name === `${stem}.bin`)).toBe(true);

    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void requests.push(request.url));
    await user.click(within(dialog).getByRole('button', { name: /上传/ }));
    const again = await findDialog('上传软件');
    await fill(user, again, 'V1.0.1', fileOf(10, `${stem}Z.bin`, 9));
    expect(await within(again).findByText('文件名不能超过 255 个字符')).toBeInTheDocument();
    expect(requests.filter((url) => url.endsWith('/file/upload'))).toEqual([]);
    mockServer.events.removeAllListeners();
  });

  it('asks for a file, and uploads the last one chosen', async () => {
    const { user, upload } = await openUpload();
    await fill(user, upload, 'V1.0.0');
    expect(await within(upload).findByText('请选择要上传的文件')).toBeInTheDocument();
    await user.upload(chooser(upload), fileOf(10, 'first.bin'));
    await user.upload(chooser(upload), fileOf(20, 'second.bin'));
    expect(within(upload).getByText('second.bin')).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    expect(db.world.files.some((f) => f.name === 'second.bin' && f.size === 20)).toBe(true);
    expect(db.world.files.some((f) => f.name === 'first.bin')).toBe(false);
  });

  it('uploads in chunks, says 上传成功！, closes and shows the new package first', async () => {
    sessionStorage.setItem('console-upload-chunk-size', '1024'); // the mock-mode test setting
    const { user, dialog, upload } = await openUpload();
    const chunks: number[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/file/upload')) chunks.push(Number((await request.clone().formData()).get('chunkNumber')));
    });
    await fill(user, upload, ' V2.0.1 ', fileOf(3000, '空压机固件.bin'));
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    await waitFor(() => expect(closed('上传软件')).toBe(true));
    expect(chunks).toEqual([1, 2]);
    const stored = db.world.files.find((f) => f.name === '空压机固件.bin');
    expect(stored).toMatchObject({ size: 3000, tab: 'V2.0.1' });
    await waitFor(() => expect(within(bodyRows(dialog)[0]).getAllByRole('cell')[2]).toHaveTextContent('空压机固件.bin'));
    mockServer.events.removeAllListeners();
  });

  it('says 文件已存在。 and closes when the same file is stored already', async () => {
    const { user, upload } = await openUpload();
    const file = fileOf(100);
    await fill(user, upload, 'V1', file);
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    await user.click(within(await findDialog('软件下载')).getByRole('button', { name: /上传/ }));
    const again = await findDialog('上传软件');
    await fill(user, again, 'V1', file);
    expect(await screen.findByText('文件已存在。')).toBeInTheDocument();
    await waitFor(() => expect(closed('上传软件')).toBe(true));
  });

  it('says 上传失败。 and closes when the server could not store the file', async () => {
    mockServer.use(http.post('*/file/upload', () => HttpResponse.json({ code: 200, success: true, msg: '上传失败', data: null })));
    const { user, upload } = await openUpload();
    await fill(user, upload, 'V1', fileOf(100));
    expect(await screen.findByText('上传失败。')).toBeInTheDocument();
    await waitFor(() => expect(closed('上传软件')).toBe(true));
  });

  it('closes silently when a chunk request fails (spec 8), the server msg coming from the http client only', async () => {
    mockServer.use(http.post('*/file/upload', () => HttpResponse.json({ code: 400, success: false, msg: '存储空间不足', data: null })));
    const { user, upload } = await openUpload();
    await fill(user, upload, 'V1', fileOf(100));
    await waitFor(() => expect(closed('上传软件')).toBe(true));
    expect(screen.getByText('存储空间不足')).toBeInTheDocument();
    expect(screen.queryByText(/上传成功|上传失败|上传出错/)).not.toBeInTheDocument();
  });

  it('shows downAndLoad.failure when the file cannot be read, and stays open', async () => {
    hashing.fail = true;
    const { user, upload } = await openUpload();
    await fill(user, upload, 'V1', fileOf(100));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传出错，请重试');
    expect(closed('上传软件')).toBe(false);
  });

  it('offers to resume an interrupted upload and sends only the chunks the server lacks', async () => {
    sessionStorage.setItem('console-upload-chunk-size', '1024');
    const file = fileOf(4096, 'big.bin', 13);
    const identifier = SparkMD5.ArrayBuffer.hash(await file.arrayBuffer());
    // Chunks 1 and 2 reached the server before the page went away; the console remembered the upload.
    await signInAs('admin', 'Admin123');
    const token = useSessionStore.getState().token!;
    for (const n of [1, 2]) {
      const form = new FormData();
      const fields = { tab: 'V3', chunkNumber: n, chunkSize: 1024, currentChunkSize: 1024, totalSize: 4096, identifier, filename: 'big.bin', totalChunks: 4, last: false };
      for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
      form.set('file', file.slice((n - 1) * 1024, n * 1024));
      await fetch('/api/file/upload', { method: 'POST', body: form, headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    }
    remembered.value = { account: 'admin', identifier, filename: 'big.bin', tab: 'V3', size: 4096, chunkSize: 1024, file, savedAt: Date.now() };

    const { user, upload } = await openUpload();
    const sent: number[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/file/upload')) sent.push(Number((await request.clone().formData()).get('chunkNumber')));
    });
    expect(await within(upload).findByText('有未完成的上传')).toBeInTheDocument();
    expect(within(upload).getByText(/big\.bin（版本 V3，4\.00 KB）/)).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: '继续上传' }));
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    expect(sent).toEqual([3, 4]);
    expect(db.world.files.find((f) => f.identifier === identifier)).toMatchObject({ name: 'big.bin', tab: 'V3', size: 4096 });
    expect(remembered.value).toBeUndefined();
    mockServer.events.removeAllListeners();
  });

  it('after a network failure that outlasts the retries, closes silently and resumes on reopening without resending', async () => {
    sessionStorage.setItem('console-upload-chunk-size', '1024');
    const sent: number[] = [];
    let networkDown = true;
    mockServer.use(
      http.post('*/file/upload', async ({ request }) => {
        const n = Number((await request.clone().formData()).get('chunkNumber'));
        sent.push(n);
        // Chunk 2 never gets through while the network is down: no reply at all.
        if (n === 2 && networkDown) return HttpResponse.error();
        return undefined;
      }),
    );
    const { user, upload } = await openUpload();
    await fill(user, upload, 'V4', fileOf(3072, 'flaky.bin', 5));
    // Three more tries over about 7 s (runUpload's retries), then spec 8's silent close.
    await waitFor(() => expect(closed('上传软件')).toBe(true));
    expect(sent).toEqual([1, 2, 2, 2, 2]);
    expect(screen.queryByText(/上传成功|上传失败|上传出错/)).not.toBeInTheDocument();

    networkDown = false;
    sent.length = 0;
    await user.click(within(await findDialog('软件下载')).getByRole('button', { name: /上传/ }));
    const again = await findDialog('上传软件');
    await user.click(await within(again).findByRole('button', { name: '继续上传' }));
    expect(await screen.findByText('上传成功！')).toBeInTheDocument();
    expect(sent).toEqual([2, 3]);
    expect(db.world.files.find((f) => f.name === 'flaky.bin')).toMatchObject({ size: 3072, tab: 'V4' });
  });

  it('drops a remembered upload whose file can no longer be read, with downAndLoad.failure', async () => {
    const gone = fileOf(2048);
    vi.spyOn(gone, 'slice').mockImplementation(() => ({ arrayBuffer: () => Promise.reject(new DOMException('moved', 'NotReadableError')) }) as unknown as Blob);
    remembered.value = { account: 'admin', identifier: 'b'.repeat(32), filename: 'moved.bin', tab: 'V0', size: 2048, chunkSize: 1024, file: gone, savedAt: Date.now() };
    const { user, upload } = await openUpload();
    await user.click(await within(upload).findByRole('button', { name: '继续上传' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传出错，请重试');
    expect(remembered.value).toBeUndefined();
  });

  it('forgets the remembered upload when the operator discards it', async () => {
    remembered.value = { account: 'admin', identifier: 'a'.repeat(32), filename: 'old.bin', tab: 'V0', size: 2048, chunkSize: 1024, file: fileOf(2048), savedAt: Date.now() };
    const { user, upload } = await openUpload();
    await user.click(await within(upload).findByRole('button', { name: '放弃' }));
    await waitFor(() => expect(within(upload).queryByText('有未完成的上传')).not.toBeInTheDocument());
    expect(remembered.value).toBeUndefined();
  });
});
