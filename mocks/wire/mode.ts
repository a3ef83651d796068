// Which wire the mock writes: its own (the contract as written, the default) or BladeX's, the way a real
// BladeX 2.x/3.x server serialises the same world (docs/mock-world.md, "The BladeX wire"). Chosen by
// `--wire bladex` / MOCK_WIRE for mock:server and Node, and `?mock-wire=bladex` in the browser.
export type WireName = 'default' | 'bladex';

const names: WireName[] = ['default', 'bladex'];

/** The wire a setting names; anything else is the default wire. */
export const wireFrom = (value: string | null | undefined): WireName => (names.includes(value as WireName) ? (value as WireName) : 'default');

/** `--wire bladex` or `--wire=bladex` among command-line arguments; undefined when not given. */
export function wireArgument(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--wire') return argv[i + 1];
    if (arg.startsWith('--wire=')) return arg.slice('--wire='.length);
  }
  return undefined;
}

/** The wire in force; set once by the entry point (browser, Node or server), like the scenario. */
let current: WireName = 'default';
export const wire = {
  get: (): WireName => current,
  set(name: WireName) {
    current = name;
  },
  isBladex: () => current === 'bladex',
};
