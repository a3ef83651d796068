// @vitest-environment node
// The mock's first look at whether a handler can match (mocks/handlers/index.ts): it may let through
// what the handler then turns away, never turn away what the handler would take.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { quickMatcher } from '../../mocks/handlers/index';

const ok = () => HttpResponse.json({});
const req = (method: string, url: string) => new Request(url, { method });

describe('quickMatcher', () => {
  it('takes the method and the path with its parameters, from any origin, with or without a trailing slash', () => {
    const matches = quickMatcher(http.get('*/upload/:path', ok));
    expect(matches(req('GET', 'http://127.0.0.1:5173/api/upload/abc.zip'))).toBe(true);
    expect(matches(req('GET', 'https://gateway.example/upload/abc.zip/'))).toBe(true);
    expect(matches(req('GET', 'http://127.0.0.1:5173/api/upload/abc.zip?x=1'))).toBe(true);
    expect(matches(req('POST', 'http://127.0.0.1:5173/api/upload/abc.zip'))).toBe(false);
    expect(matches(req('GET', 'http://127.0.0.1:5173/api/upload/a/b'))).toBe(false);
    expect(matches(req('GET', 'http://127.0.0.1:5173/api/uploads/abc'))).toBe(false);
  });

  it('reads dots and other regular-expression characters of a path literally', () => {
    const matches = quickMatcher(http.post('*/blade-system/menu.list', ok));
    expect(matches(req('POST', 'http://h/api/blade-system/menu.list'))).toBe(true);
    expect(matches(req('POST', 'http://h/api/blade-system/menuXlist'))).toBe(false);
  });

  it('asks every handler it cannot read: all methods, a regular-expression path', () => {
    expect(quickMatcher(http.all('*', ok))(req('DELETE', 'http://h/anything'))).toBe(true);
    expect(quickMatcher(http.get(/\/api\/.*/, ok))(req('GET', 'http://h/other'))).toBe(true);
  });
});
