// The mock world's "now" for everything that moves with time (monitor values, states, logs). The real
// clock by default; tests pin or advance it (clock.set), so "asked again a minute later" is testable.
let source: () => number = () => Date.now();

export const clock = {
  now: (): number => source(),
  /** A fixed time (ms) or a function of the real time. */
  set(now: number | (() => number)) {
    source = typeof now === 'number' ? () => now : now;
  },
  reset() {
    source = () => Date.now();
  },
};

/** The seeded world's "now" (ms): 2026-11-21 09:00:00 local time. Never Date.now(), or worlds would drift. */
export const REFERENCE_TIME = new Date(2026, 10, 21, 9, 0, 0).getTime();

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm:ss' in local time, as BladeX writes dates. */
export function formatDateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}
