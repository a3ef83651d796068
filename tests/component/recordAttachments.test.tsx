// against the mock backend: an archive record's attachments go through the chunked upload
// (md5, progress, resume check, chunk), the form saves them as references, removes them, and the
// record's detail downloads each through GET /upload/{path}.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SparkMD5 from 'spark-md5';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import { RecordDetailDrawer } from '../../src/features/records/RecordDetailDrawer';
import { RecordFormDialog } from '../../src/features/records/RecordFormDialog';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

// No Web Worker in happy-dom: the md5 is computed here as the worker would (hash-wasm and spark-md5 agree).
vi.mock('../../src/lib/chunkedUpload/hashFile', () => ({
  HashError: class HashError extends Error {},
  md5OfFile: async (file: Blob, onProgress: (share: number) => void) => {
    onProgress(1);
    return SparkMD5.ArrayBuffer.hash(await file.arrayBuffer());
  },
}));
// happy-dom has no IndexedDB: the remembered uploads live in memory here, one per slot.
const remembered = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../src/lib/chunkedUpload/pendingUpload', () => {
  const slot = (key: string) => ({
    load: async (account: string) => ((remembered.get(key) as { account?: string } | undefined)?.account === account ? remembered.get(key) : undefined),
    save: async (value: unknown) => void remembered.set(key, value),
    clear: async () => void remembered.delete(key),
  });
  return { pendingUploads: slot('current'), pendingUploadsIn: (key: string) => slot(key) };
});
const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../src/lib/download/saveBlob', () => ({ saveBlob: (blob: Blob, name: string) => void saved.push({ blob, name }) }));

withMockBackend();
beforeEach(() => {
  remembered.clear();
  saved.length = 0;
  signInAsSeeded('operator');
});

const onSaved = vi.fn();
function openForm(recordId: string) {
  const record = db.world.monitor.records.find((r) => r.id === recordId)!;
  renderRoutes([{ path: '/', element: <RecordFormDialog open recordId={recordId} deptId={record.deptId} onClose={() => undefined} onSaved={onSaved} /> }], '/');
  return userEvent.setup();
}
const attachInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the record form attaches files through the chunked upload', () => {
  it('uploads with progress, lists the file with its size in KB, saves the reference, and removes it again', async () => {
    const record = db.world.monitor.records[0];
    const user = openForm(record.id);
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(record.title));

    // The chunk waits until the test has seen the progress.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post('*/file/upload', async () => void (await gate)));
    const bytes = new TextEncoder().encode('检修报告：更换驱动端轴承。'.repeat(100));
    const file = new File([bytes], '检修报告.txt', { type: 'text/plain' });
    await user.upload(attachInput(), file);

    const progress = await screen.findByRole('group', { name: '正在上传 检修报告.txt' });
    expect(within(progress).getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /保\s?存/ })).toBeDisabled();
    release();

    const list = await screen.findByRole('list', { name: '附件' });
    expect(within(list).getByText('检修报告.txt')).toBeInTheDocument();
    expect(within(list).getByText(`${(bytes.length / 1024).toFixed(2)} KB`)).toBeInTheDocument();
    const identifier = SparkMD5.ArrayBuffer.hash(bytes.buffer as ArrayBuffer);
    expect(db.world.files.find((f) => f.identifier === identifier)).toMatchObject({ name: '检修报告.txt', tab: '档案附件' });

    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(db.world.monitor.records.find((r) => r.id === record.id)!.attachments).toEqual([{ identifier, name: '检修报告.txt', size: bytes.length, path: `${identifier}.txt` }]);

    // Removing it and saving leaves the record without attachments.
    await user.click(screen.getByRole('button', { name: '移除附件 检修报告.txt' }));
    expect(screen.queryByRole('list', { name: '附件' })).not.toBeInTheDocument();
    onSaved.mockClear();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(db.world.monitor.records.find((r) => r.id === record.id)!.attachments).toBeUndefined();
  });

  it('refuses an empty file and a sixth attachment without uploading', async () => {
    const record = db.world.monitor.records[0];
    const files = db.world.files.slice(0, 5);
    record.attachments = files.map((f) => ({ identifier: f.identifier, name: f.name, size: f.size, path: f.path }));
    const user = openForm(record.id);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '附件' })).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByRole('button', { name: /添加附件/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `移除附件 ${files[4].name}` }));
    await user.upload(attachInput(), new File([], 'empty.txt'));
    expect(await screen.findByText('不能上传空文件')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '附件' })).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe("the record detail's attachments", () => {
  it('downloads an attachment through the file download under its own name', async () => {
    const record = db.world.monitor.records[0];
    const file = db.world.files[0];
    record.attachments = [{ identifier: file.identifier, name: '保养记录表.pdf', size: file.size, path: file.path }];
    const requested: string[] = [];
    mockServer.use(http.get('*/upload/:path', ({ request }) => void requested.push(new URL(request.url).pathname)));
    renderRoutes([{ path: '/', element: <RecordDetailDrawer recordId={record.id} onClose={() => undefined} /> }], '/');
    const user = userEvent.setup();
    const link = await screen.findByRole('button', { name: '下载附件 保养记录表.pdf' });
    expect(screen.getByText(`${(file.size / 1024).toFixed(2)} KB`)).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested).toEqual([`/api/upload/${file.path}`]);
    expect(saved[0].name).toBe('保养记录表.pdf');
    expect(saved[0].blob.size).toBe(Math.min(file.size, 5 * 1024 * 1024));
  });
});
