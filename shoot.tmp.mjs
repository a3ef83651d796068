import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4180';
const lang = process.argv[2] ?? 'zh';
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, reducedMotion: 'reduce' });
page.on('pageerror', (e) => console.log('pageerror', e.message)); page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
const captcha = page.waitForResponse((r) => r.url().includes('/oauth/captcha') && r.ok());
await page.goto(base + '/login');
const code = (await captcha).headers()['x-mock-captcha-code'];
await page.getByLabel('账号').fill('admin');
await page.getByLabel('密码').fill('Admin123');
await page.getByRole('textbox', { name: '验证码' }).fill(code);
await page.getByRole('button', { name: '登录' }).click();
await page.waitForURL(/wel\/index/);
if (lang === 'en') {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(4000);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${lang}${name}.png`, fullPage: true });
  console.log('shot', p);
}
await browser.close();
