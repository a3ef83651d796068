// spec 2.2: the layout's screen value — 3 at 1200 and above, 2 at 992, 1 at 768, else 0.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScreen, screenValue, subscribeScreen, useScreen } from '../../src/lib/screen';
import { stubMatchMedia } from '../support/stubMatchMedia';

afterEach(() => vi.unstubAllGlobals());

describe('screenValue', () => {
  it.each([
    [0, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [1366, 3],
    [1920, 3],
  ])('width %i is screen %i', (width, expected) => {
    expect(screenValue(width)).toBe(expected);
  });
});

describe('the matchMedia-driven screen', () => {
  it.each([
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
  ])('reads width %i as screen %i through the media queries', (width, expected) => {
    stubMatchMedia(width);
    expect(readScreen()).toBe(expected);
  });

  it('is wide when the window has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(readScreen()).toBe(3);
    expect(() => subscribeScreen(() => {})()).not.toThrow();
  });

  it('tells subscribers when a breakpoint is crossed, and only then', () => {
    const media = stubMatchMedia(1366);
    const onChange = vi.fn();
    const unsubscribe = subscribeScreen(onChange);
    media.resize(1300);
    expect(onChange).not.toHaveBeenCalled();
    media.resize(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(media.listenerCount()).toBe(0);
    media.resize(500);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('re-renders useScreen as the window is resized', () => {
    const media = stubMatchMedia(1920);
    const { result } = renderHook(() => useScreen());
    expect(result.current).toBe(3);
    act(() => media.resize(1000));
    expect(result.current).toBe(2);
    act(() => media.resize(800));
    expect(result.current).toBe(1);
    act(() => media.resize(375));
    expect(result.current).toBe(0);
    act(() => media.resize(1366));
    expect(result.current).toBe(3);
  });
});
