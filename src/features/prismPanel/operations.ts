// What the Prism panel can ask for, read from the bundled contract: each operation's method and path
// (to know which operation a request is), its declared statuses and the named examples of each.

/** One operation as the panel knows it. */
export type PrismOperation = {
  operationId: string;
  method: string;
  path: string;
  /** The example names of each declared reply, by status ('200', '400', 'default', ...). */
  examples: Record<string, string[]>;
  matches: (pathname: string) => boolean;
};

type Reply = { $ref?: string; content?: Record<string, { examples?: Record<string, unknown> }> };
type Contract = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, Reply> }>>;
  components?: { responses?: Record<string, Reply> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** `/upload/{path}` -> a pattern that matches `/upload/any/file.zip` (a path parameter may hold slashes). */
function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '.+');
  return new RegExp(`^${source}$`);
}

export function operationIndex(contract: Contract): PrismOperation[] {
  const operations: PrismOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const pattern = pathPattern(path);
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || !op.operationId) continue;
      const examples = Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, reply]) => {
          // The bundle keeps the shared failure replies once, under components.responses.
          const shared = reply.$ref ? contract.components?.responses?.[reply.$ref.split('/').pop()!] : reply;
          return [status, Object.keys(shared?.content?.['application/json']?.examples ?? {})];
        }),
      );
      operations.push({ operationId: op.operationId, method: method.toUpperCase(), path, examples, matches: (pathname) => pattern.test(pathname) });
    }
  }
  // A fixed path wins over a templated one that also matches it (`/file/upload` before `/upload/{path}`).
  return operations.sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')) || a.operationId.localeCompare(b.operationId));
}

/** The operation a request of the console is (its URL as the generated call builds it: `/api/...?...`). */
export function operationOf(operations: readonly PrismOperation[], method: string, url: string): PrismOperation | undefined {
  const pathname = new URL(url, 'http://console.invalid').pathname.replace(/^\/api(?=\/)/, '');
  const upper = method.toUpperCase();
  return operations.find((op) => op.method === upper && op.matches(pathname));
}
