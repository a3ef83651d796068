// @vitest-environment node
// spec 2.5, 6: a screen opens in a new window or inside the console, as its address says.
import { describe, expect, it } from 'vitest';
import { screenTarget } from '../../src/features/topbar/screenTarget';

describe('screenTarget', () => {
  it.each([
    ['https://screen.example.cn/industry/1', { kind: 'window', url: 'https://screen.example.cn/industry/1' }],
    ['  http://10.0.0.8:8080/screen/index.html?deptId=1 ', { kind: 'window', url: 'http://10.0.0.8:8080/screen/index.html?deptId=1' }],
    ['/monitor/device/card', { kind: 'route', path: '/monitor/device/card' }],
    ['/industry/screen/index', { kind: 'route', path: '/industry/screen/index' }],
    ['/screen/index.html?deptId=1', { kind: 'route', path: `/myiframe/${encodeURIComponent('/screen/index.html?deptId=1')}` }],
    [`/myiframe/${encodeURIComponent('https://screen.example.cn/x')}`, { kind: 'route', path: `/myiframe/${encodeURIComponent('https://screen.example.cn/x')}` }],
  ])('%s → %j', (address, target) => {
    expect(screenTarget(address)).toEqual(target);
  });

  it.each([[''], ['   '], [undefined], ['screen/index.html'], ['javascript:alert(1)'], ['//evil.example/x'], ['ftp://files.example/x'], ['https://']])(
    'follows nothing for %j',
    (address) => {
      expect(screenTarget(address)).toBeUndefined();
    },
  );
});
