// What the signed-in load waits for before it asks for the layout's chunk (src/app/router.tsx): the
// welcome's paint where Element Timing reports it, else the next frame's, and never more than 500 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPainted } from '../../src/lib/afterPainted';

type Entry = { identifier?: string };
let observers: { callback: (list: { getEntries: () => Entry[] }) => void; disconnected: boolean }[] = [];

/** A PerformanceObserver that knows Element Timing, whose entries the test reports. */
function stubElementTiming() {
  observers = [];
  class Observer {
    static supportedEntryTypes = ['element', 'paint'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
}
const report = (...entries: Entry[]) => observers.forEach((o) => o.callback({ getEntries: () => entries }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('afterPainted', () => {
  it('waits for the named element’s paint, not another’s, then lets go of the observer', async () => {
    vi.useFakeTimers();
    stubElementTiming();
    const isDone = settled(afterPainted('placeholder-welcome'));
    report({ identifier: 'something-else' });
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone()).toBe(false);
    report({ identifier: 'placeholder-welcome' });
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('goes on after 500 ms when the paint is never reported (a hidden tab paints nothing)', async () => {
    vi.useFakeTimers();
    stubElementTiming();
    const isDone = settled(afterPainted('placeholder-welcome'));
    await vi.advanceTimersByTimeAsync(499);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('without a name, or without Element Timing, waits for the next frame to paint', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const isDone = settled(afterPainted());
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(false);
    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });
});
