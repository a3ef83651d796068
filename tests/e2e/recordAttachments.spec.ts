import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, openSignedIn, test } from './support/session';

// in Chromium against the in-browser mock, in both languages: the operator adds an archive
// record with an attachment, uploaded through the resumable chunked upload (cut small here so it goes in
// several chunks), sees it in the record's detail and downloads it back byte for byte.

test.setTimeout(300_000);
// The seeded operator's saved sign-in (support/session.ts).
test.use({ signedInAs: 'operator' });
// Room for a loaded machine: the in-browser mock answers slowly when the CPUs are busy.
const expect = baseExpect.configure({ timeout: 60_000 });

const CHUNK = 1024;

/** Switches the console to English (the switch reloads the page, spec 2.2). */
async function toEnglish(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible({ timeout: 90_000 });
}

/** The newest archive record the signed-in console can see: its device and company. */
async function newestRecord(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch('/api/record/page?current=1&size=1', { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: { records: { deviceName: string; deptId: string }[] } }).data.records[0];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Words = { heading: string; add: string; formTitle: string; device: string; title: string; save: RegExp; created: (t: string) => string; open: (t: string) => string; download: (n: string) => string; uploading: string };
const zh: Words = {
  heading: '档案记录',
  add: '新增记录',
  formTitle: '新增档案记录',
  device: '设备',
  title: '标题',
  save: /^保\s?存$/,
  created: (t) => `已新增“${t}”`,
  open: (t) => `查看 ${t}`,
  download: (n) => `下载附件 ${n}`,
  uploading: '正在上传',
};
const en: Words = {
  heading: 'Archive records',
  add: 'New record',
  formTitle: 'New archive record',
  device: 'Device',
  title: 'Title',
  save: /^Save$/,
  created: (t) => `“${t}” added`,
  open: (t) => `Open ${t}`,
  download: (n) => `Download attachment ${n}`,
  uploading: 'Uploading',
};

async function addWithAttachment(page: Page, words: Words, title: string, file: { path: string; name: string; bytes: Buffer }) {
  const newest = await newestRecord(page);
  await page.goto(`/monitor/record/index?dept=${newest.deptId}&upload-chunk-size=${CHUNK}`);
  await expect(page.getByRole('heading', { name: words.heading, level: 3 })).toBeVisible({ timeout: 90_000 });

  await page.getByRole('button', { name: new RegExp(words.add) }).click();
  const form = page.getByRole('dialog', { name: words.formTitle });
  await form.getByRole('combobox', { name: words.device }).fill(newest.deviceName.replace(/\d+[号#]/, ''));
  // The option says the device and its company: `设备（企业）` in Chinese, `device (company)` in English.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${escape(newest.deviceName)} ?[（(]`) }).first().click();
  await form.getByLabel(words.title).fill(title);

  // Several chunks of 1 KB: the progress shows while they go, then the file is listed with its size.
  await form.locator('input[type="file"]').setInputFiles(file.path);
  const listed = form.getByRole('listitem').filter({ hasText: file.name });
  await expect(listed).toBeVisible({ timeout: 60_000 });
  await expect(listed).toContainText(`${(file.bytes.length / 1024).toFixed(2)} KB`);
  await expect(form.getByRole('group', { name: new RegExp(words.uploading) })).toHaveCount(0);
  await form.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.created(title))).toBeVisible();

  // The detail lists the attachment; its link downloads the same bytes under the attachment's name.
  await page.getByRole('link', { name: words.open(title) }).click();
  const drawer = page.getByRole('dialog', { name: title });
  const link = drawer.getByRole('button', { name: words.download(file.name) });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(file.name);
  expect(readFileSync(await saved.path()).equals(file.bytes)).toBe(true);
}

function makeFile(path: string, name: string, salt: number) {
  // 3.5 chunks: three chunks go, the last taking the remainder.
  const bytes = Buffer.alloc(Math.round(3.5 * CHUNK));
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + salt) & 0xff;
  writeFileSync(path, bytes);
  return { path, name, bytes };
}

test('an operator adds a record with an attachment, sees it in the detail and downloads it (zh)', async ({ page }, testInfo) => {
  const file = makeFile(testInfo.outputPath('联轴器检修记录.bin'), '联轴器检修记录.bin', 11);
  await openSignedIn(page);
  await addWithAttachment(page, zh, 'e2e 附件 联轴器检修', file);
});

test('an operator adds a record with an attachment, sees it in the detail and downloads it (en)', async ({ page }, testInfo) => {
  const file = makeFile(testInfo.outputPath('coupling-repair-sheet.bin'), 'coupling-repair-sheet.bin', 29);
  await openSignedIn(page);
  await toEnglish(page);
  await addWithAttachment(page, en, 'e2e attachment coupling repair', file);
});
