// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../src/app/guard';

describe('route guard (spec 2.3)', () => {
  it.each([
    { name: 'locked user goes to /lock', input: { hasToken: true, isLocked: true, isPublic: false, path: '/wel/index' }, to: '/lock' },
    { name: 'signed-in user without a lock leaves /lock for home', input: { hasToken: true, isLocked: false, isPublic: true, path: '/lock' }, to: '/' },
    { name: 'signed-in user on /login goes to /', input: { hasToken: true, isLocked: false, isPublic: true, path: '/login' }, to: '/' },
    { name: 'no token on a private route logs out to /login', input: { hasToken: false, isLocked: false, isPublic: false, path: '/wel/index' }, to: '/login' },
  ])('$name', ({ input, to }) => {
    expect(decideRoute(input)).toMatchObject({ kind: 'redirect', to });
  });

  it('sends an unknown path to /404 when signed out, a known one to /login', () => {
    expect(decideRoute({ hasToken: false, isLocked: false, isPublic: false, path: '/no/such/page', isKnownPath: false })).toMatchObject({ kind: 'redirect', to: '/404' });
    expect(decideRoute({ hasToken: false, isLocked: false, isPublic: false, path: '/monitor/user/user', isKnownPath: true })).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('lets public routes pass without a token', () => {
    expect(decideRoute({ hasToken: false, isLocked: false, isPublic: true, path: '/login' })).toEqual({ kind: 'pass' });
  });

  it('lets a signed-in, unlocked user through', () => {
    expect(decideRoute({ hasToken: true, isLocked: false, isPublic: false, path: '/wel/index' })).toEqual({ kind: 'pass' });
  });

  it('marks the no-token redirect as a logout', () => {
    expect(decideRoute({ hasToken: false, isLocked: false, isPublic: false, path: '/x' })).toMatchObject({ logout: true });
  });
});
