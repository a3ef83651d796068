// The Prism panel's model: which operation a request is, what the tab chose (address, then storage) and
// the Prefer header each request carries to Prism.
import { beforeEach, describe, expect, it } from 'vitest';
import contract from '../../generated/openapi.json';
import { parseOverride, preferFor, PRISM_STORAGE_KEY, readChoice, type PrismChoice } from '../../src/features/prismPanel/choice';
import { operationIndex, operationOf } from '../../src/features/prismPanel/operations';

const operations = operationIndex(contract as Parameters<typeof operationIndex>[0]);
const op = (method: string, url: string) => operationOf(operations, method, url);
const choice = (scenario: PrismChoice['scenario'], overrides: PrismChoice['overrides'] = {}): PrismChoice => ({ scenario, overrides });

describe('which operation a request is', () => {
  it.each([
    ['GET', '/api/blade-user/page?current=1&size=10', 'getUserPage'],
    ['GET', '/api/blade-auth/oauth/captcha', 'getCaptcha'],
    ['POST', '/api/blade-auth/oauth/token?tenantId=000000', 'signIn'],
    ['POST', '/api/file/upload', 'uploadFileChunk'],
    ['GET', '/api/file/upload?md5=x', 'getUploadedChunks'],
    ['GET', '/api/upload/2026/11/plan.zip', 'downloadFile'],
  ])('%s %s is %s', (method, url, operationId) => {
    expect(op(method, url)?.operationId).toBe(operationId);
  });

  it('knows no operation for a path outside the contract', () => {
    expect(op('GET', '/api/nothing/here')).toBeUndefined();
  });
});

describe('the Prefer header', () => {
  it('asks nothing in the default scenario: Prism serves the example world', () => {
    expect(preferFor(choice('default'), op('GET', '/api/blade-user/page'))).toBeUndefined();
  });

  it('asks for the empty or long example where the operation has one, and nothing where it has not', () => {
    expect(preferFor(choice('empty'), op('GET', '/api/blade-user/page'))).toBe('example=empty');
    expect(preferFor(choice('long'), op('GET', '/api/device/page'))).toBe('example=long');
    expect(preferFor(choice('empty'), op('GET', '/api/blade-system/menu/routes'))).toBeUndefined();
  });

  it('answers every call with HTTP 500 and its body in the errors scenario, but leaves the sign-in alone', () => {
    expect(preferFor(choice('errors'), op('GET', '/api/blade-user/page'))).toBe('code=500, example=error500');
    expect(preferFor(choice('errors'), op('GET', '/api/blade-auth/oauth/captcha'))).toBeUndefined();
    expect(preferFor(choice('errors'), op('POST', '/api/blade-auth/oauth/token'))).toBeUndefined();
  });

  it('lets an operation override the scenario: an example (with the status that holds it), a status, or dynamic', () => {
    const overrides = { getUserPage: { example: 'long' }, getRoleList: { code: 401 }, getDevicePage: { dynamic: true as const }, signIn: { example: 'error400' }, submitUser: { example: 'error500' } };
    const chosen = choice('empty', overrides);
    expect(preferFor(chosen, op('GET', '/api/blade-user/page'))).toBe('example=long');
    expect(preferFor(chosen, op('GET', '/api/blade-system/role/list'))).toBe('code=401, example=error401');
    expect(preferFor(chosen, op('GET', '/api/device/page'))).toBe('dynamic=true');
    expect(preferFor(chosen, op('POST', '/api/blade-auth/oauth/token'))).toBe('code=400, example=error400');
    expect(preferFor(chosen, op('POST', '/api/blade-user/submit'))).toBe('code=500, example=error500');
    expect(preferFor(chosen, op('GET', '/api/blade-user/detail'))).toBe('example=empty');
  });

  it('asks a status without an example when the reply names none for it', () => {
    expect(preferFor(choice('default', { getUserPage: { code: 404 } }), op('GET', '/api/blade-user/page'))).toBe('code=404');
  });
});

describe('the choice of the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads ?prism and ?prism-op, and keeps them for the next load', () => {
    expect(readChoice('?prism=empty&prism-op=getUserPage:long,getRoleList:500,getDevicePage:dynamic', sessionStorage)).toEqual({
      scenario: 'empty',
      overrides: { getUserPage: { example: 'long' }, getRoleList: { code: 500 }, getDevicePage: { dynamic: true } },
    });
    expect(readChoice('', sessionStorage).scenario).toBe('empty');
    expect(JSON.parse(sessionStorage.getItem(PRISM_STORAGE_KEY)!).overrides.getRoleList).toEqual({ code: 500 });
  });

  it('falls back to the default for an unknown scenario or a broken stored value', () => {
    expect(readChoice('?prism=huge', sessionStorage).scenario).toBe('default');
    sessionStorage.setItem(PRISM_STORAGE_KEY, '{not json');
    expect(readChoice('', sessionStorage)).toEqual({ scenario: 'default', overrides: {} });
  });

  it('ignores an override it cannot read', () => {
    expect(parseOverride('getUserPage')).toBeUndefined();
    expect(parseOverride('getUserPage:long')).toEqual(['getUserPage', { example: 'long' }]);
    expect(readChoice('?prism-op=nonsense,getUserPage:empty', sessionStorage).overrides).toEqual({ getUserPage: { example: 'empty' } });
  });
});
