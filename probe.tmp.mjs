import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4180';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, reducedMotion: 'reduce' });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('response', (r) => r.status() >= 400 && console.log('bad', r.status(), r.url()));
const captcha = page.waitForResponse((r) => r.url().includes('/oauth/captcha') && r.ok());
await page.goto(base + '/login');
const code = (await captcha).headers()['x-mock-captcha-code'];
await page.getByLabel('账号').fill('admin');
await page.getByLabel('密码').fill('Admin123');
await page.getByRole('textbox', { name: '验证码' }).fill(code);
await page.getByRole('button', { name: '登录' }).click();
await page.waitForURL(/wel\/index/);
const reloaded = page.waitForEvent('load');
await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
await reloaded;
for (const p of ['/monitor/alarm/index', '/monitor/warn/index', '/monitor/diagnose/index', '/monitor/statistics/index']) {
  await page.goto(base + p);
  await page.waitForTimeout(3000);
}
await page.waitForTimeout(5000);
console.log('canvases', await page.locator('canvas').count());
await page.screenshot({ path: '/tmp/logs-shots/probe.png' });
await browser.close();
