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
