import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';

// The software dialog end to end on the in-browser mock — a multi-chunk upload (md5 in the
// worker, chunks cut by the mock-mode test setting ?upload-chunk-size) downloaded back byte for byte,
// and an upload interrupted by a page reload that resumes without resending acknowledged chunks.

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const CHUNK = 1024 * 1024; // the test setting; production cuts 31457280 (spec 9)
test.setTimeout(180_000);

/** Pseudo-random bytes, so a misplaced chunk cannot go unnoticed. */
function makeFile(path: string, size: number, seed: number) {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  writeFileSync(path, bytes);
  return bytes;
}

/**
 * Records, in the page, the chunk number of every chunk the console sends and of every chunk the server
 * acknowledged (reply 操作成功): Chromium does not expose multipart bodies with file parts to Playwright.
 * Acknowledgements go to sessionStorage, so they survive the reload; sends start afresh on each load.
 */
async function recordChunks(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const sent: number[] = [];
    (window as unknown as { __chunksSent: number[] }).__chunksSent = sent;
    window.fetch = async (input, init) => {
      const isChunk = String(input).endsWith('/api/file/upload') && init?.body instanceof FormData;
      const number = isChunk ? Number((init.body as FormData).get('chunkNumber')) : 0;
      if (isChunk) sent.push(number);
      const reply = await original(input, init);
      if (isChunk) {
        const body = (await reply.clone().json().catch(() => undefined)) as { msg?: string } | undefined;
        if (body?.msg === '操作成功') {
          const acked = JSON.parse(sessionStorage.getItem('e2e-acked') ?? '[]') as number[];
          sessionStorage.setItem('e2e-acked', JSON.stringify([...acked, number]));
        }
      }
      return reply;
    };
  });
  return {
    sent: () => page.evaluate(() => (window as unknown as { __chunksSent: number[] }).__chunksSent),
    acknowledged: () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-acked') ?? '[]') as number[]),
  };
}

async function openSoftwareDialog(page: Page) {
  await page.getByRole('button', { name: '软件下载' }).click();
  const dialog = page.getByRole('dialog', { name: '软件下载' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

async function openUploadDialog(page: Page) {
  const software = await openSoftwareDialog(page);
  await software.getByRole('button', { name: /上传/ }).click();
  return { software, upload: page.getByRole('dialog', { name: '上传软件' }) };
}

async function downloadRow(page: Page, software: ReturnType<Page['getByRole']>, name: string) {
  await software.getByRole('radio', { name: `选择 ${name}` }).check();
  const download = page.waitForEvent('download');
  await software.getByRole('button', { name: /下载/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  return readFileSync(await file.path());
}

test('uploads a multi-chunk file and downloads it back byte-identical', async ({ page }, testInfo) => {
  const name = 'e2e-固件-multi.bin';
  const path = testInfo.outputPath(name);
  const bytes = makeFile(path, Math.round(3.5 * CHUNK), 11); // 3 chunks: 1 MB, 1 MB, 1.5 MB
  await openAdminHome(page);

  const chunks = await recordChunks(page);
  await page.goto(`/wel/index?upload-chunk-size=${CHUNK}`);
  const { software, upload } = await openUploadDialog(page);
  await upload.getByLabel('版本号').fill('V05.05.0701');
  await upload.locator('input[type="file"]').setInputFiles(path);
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('上传成功！')).toBeVisible({ timeout: 60_000 });
  await expect(upload).toBeHidden();
  expect(await chunks.sent()).toEqual([1, 2, 3]);

  // The list reloaded: the new package is first, with its size in KB and its version.
  const first = software.getByRole('row').nth(1);
  await expect(first).toContainText(name);
  await expect(first).toContainText((bytes.length / 1024).toFixed(2));
  await expect(first).toContainText('V05.05.0701');

  const downloaded = await downloadRow(page, software, name);
  expect(downloaded.length).toBe(bytes.length);
  expect(downloaded.equals(bytes)).toBe(true);
});

test('an upload interrupted by a reload resumes from the first chunk the server lacks', async ({ page }, testInfo) => {
  const name = 'e2e-resume.bin';
  const path = testInfo.outputPath(name);
  const bytes = makeFile(path, 6 * CHUNK, 23); // 6 chunks
  await openAdminHome(page);
  // Slow replies (the mock's latency), so that the reload lands in the middle of the upload.
  await page.goto(`/wel/index?upload-chunk-size=${CHUNK}&mock-latency=400-400`);

  const chunks = await recordChunks(page);
  await page.reload();
  const { upload } = await openUploadDialog(page);
  await upload.getByLabel('版本号').fill('V06.00.0001');
  await upload.locator('input[type="file"]').setInputFiles(path);
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect.poll(() => chunks.acknowledged(), { timeout: 60_000 }).toEqual(expect.arrayContaining([1, 2]));
  await page.reload();
  const before = await chunks.acknowledged();
  expect(before.length).toBeLessThan(6);

  // After the reload: the dialog offers the remembered upload; nothing to choose, no md5 to wait for.
  const held = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/file/upload');
  const again = await openUploadDialog(page);
  await expect(again.upload.getByText('有未完成的上传')).toBeVisible();
  await again.upload.getByRole('button', { name: '继续上传' }).click();
  const { uploaded } = (await (await held).json()).data as { uploaded: number[] };
  await expect(page.getByText('上传成功！')).toBeVisible({ timeout: 60_000 });

  // Every acknowledged chunk was held by the server after the reload, and none of them went again.
  expect(uploaded).toEqual(expect.arrayContaining(before));
  const sentAfter = await chunks.sent();
  expect(sentAfter.filter((n) => before.includes(n))).toEqual([]);
  expect(sentAfter).toEqual([1, 2, 3, 4, 5, 6].filter((n) => !uploaded.includes(n)));

  const downloaded = await downloadRow(page, again.software, name);
  expect(downloaded.equals(bytes)).toBe(true);
});
