// Classifies the changes between two bundled contracts as breaking or not, separately for a client
// (the console, or any caller generated from the contract) and for a server (a backend that honours it).
// api-smart-diff finds and describes the changes, its rules judge them from a client's side; a server's
// side is the same rules on the comparison read backwards (a server that honoured the old contract is a
// server the new contract's clients meet). Where those rules judge this contract wrong, the corrections
// below say why (docs/decisions.md has the measurement).
import { apiCompare } from 'api-smart-diff';
import { followRef, refParts } from './refs.mjs';

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Which part of an exchange a diff path lies in: the request, the reply, or the operation as a whole. */
function sideOf(path) {
  if (path.includes('responses')) return 'reply';
  if (path.includes('parameters') || path.includes('requestBody')) return 'request';
  return 'operation';
}

/** `GET /blade-user/page` for a diff path under paths/, or the path itself. */
function operationOf(path) {
  const [, route, method] = path;
  return methods.has(method) ? `${method.toUpperCase()} ${route}` : String(route);
}

const key = (path) => path.join('/');

// Whether a value may now be null. api-smart-diff judges `nullable` the same way in a reply as in a
// request (adding it is non-breaking in both): a reply that may be null breaks a client that reads it.
function nullableVerdict(diff, side) {
  const widened = diff.after === true && diff.before !== true;
  if (side === 'reply') return { client: widened, server: !widened };
  return { client: !widened, server: widened };
}

/** Every `$ref` under a value, once each. */
function refsOf(value, found = new Set()) {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === '$ref' && typeof inner === 'string') found.add(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

/** The references a value reaches, directly or through the components it references. */
function reach(doc, value) {
  const reached = new Set();
  const queue = [...refsOf(value)];
  while (queue.length > 0) {
    const ref = queue.pop();
    if (reached.has(ref)) continue;
    reached.add(ref);
    queue.push(...refsOf(followRef(doc, ref)));
  }
  return reached;
}

/**
 * The two documents cut to the paths that differ between them (the path item itself, or a component it
 * reaches) and the components those paths reach. api-smart-diff resolves every reference into each
 * path, so a whole-contract comparison costs seconds; a path's verdicts depend only on what it reaches.
 */
function changedPathsOnly(before, after) {
  const sameness = new Map();
  const same = (ref) => {
    if (!sameness.has(ref)) sameness.set(ref, JSON.stringify(followRef(before, ref)) === JSON.stringify(followRef(after, ref)));
    return sameness.get(ref);
  };
  const paths = new Set([...Object.keys(before.paths ?? {}), ...Object.keys(after.paths ?? {})]);
  const kept = new Set();
  const refs = new Set();
  for (const path of paths) {
    const from = before.paths?.[path];
    const to = after.paths?.[path];
    const reached = new Set([...reach(before, from), ...reach(after, to)]);
    if (JSON.stringify(from) === JSON.stringify(to) && [...reached].every(same)) continue;
    kept.add(path);
    for (const ref of reached) refs.add(ref);
  }
  const cut = (doc) => {
    const components = {};
    for (const ref of refs) {
      const [, kind, name] = refParts(ref);
      const component = doc.components?.[kind]?.[name];
      if (component !== undefined) (components[kind] ??= {})[name] = component;
    }
    const docPaths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => kept.has(path)));
    const { securitySchemes } = doc.components ?? {};
    return { ...doc, paths: docPaths, components: securitySchemes ? { ...components, securitySchemes } : components };
  };
  return [cut(before), cut(after)];
}

/**
 * The changes from `before` to `after` (two bundled OpenAPI 3.0 documents), one per place in an
 * operation, each judged for clients and for servers.
 * @returns {{ operation: string, side: 'request' | 'reply' | 'operation', where: string, change: string, client: boolean, server: boolean }[]}
 */
export function classifyChanges(before, after) {
  // Only paths/: every component a path uses is resolved into it, where its side (request or reply) is known.
  // api-smart-diff writes into the documents it compares (seen: the anyOf of a reply read differently by
  // the next comparison of the same document), so each comparison gets copies.
  const [from, to] = changedPathsOnly(before, after);
  const compare = (older, newer) => apiCompare(structuredClone(older), structuredClone(newer));
  const forward = compare(from, to).diffs.filter((d) => d.path[0] === 'paths');
  const backward = new Map(compare(to, from).diffs.filter((d) => d.path[0] === 'paths').map((d) => [key(d.path), d]));
  const changes = [];
  const seen = new Set();
  const add = (path, change, client, server) => {
    seen.add(key(path));
    changes.push({ operation: operationOf(path), side: sideOf(path), where: path.slice(3).join('/'), change, client, server });
  };
  for (const diff of forward) {
    const side = sideOf(diff.path);
    const reverse = backward.get(key(diff.path));
    if (diff.path.at(-1) === 'nullable') {
      const { client, server } = nullableVerdict(diff, side);
      add(diff.path, diff.description, client, server);
      continue;
    }
    // A reply field that goes away, optional or not: a client that shows it loses it (the rules call
    // the removal of an optional one safe, as the old contract allowed its absence).
    const removedReplyField = side === 'reply' && diff.action === 'remove' && diff.path.at(-2) === 'properties';
    // A new parameter, required or not, is new work for a server, not a break of one: a server that
    // ignores it still answers (the backward rules call every removed parameter breaking).
    const newParameter = side === 'request' && diff.action === 'add' && diff.path.at(-2) === 'parameters';
    const client = diff.type === 'breaking' || removedReplyField;
    const server = !newParameter && reverse?.type === 'breaking';
    add(diff.path, diff.description, client, server);
  }
  for (const [path, diff] of backward) {
    if (seen.has(path) || diff.path.at(-1) === 'nullable') continue;
    // Seen only backwards (array items that moved): described from that side.
    add(diff.path, `(as the old contract differs from the new) ${diff.description}`, false, diff.type === 'breaking');
  }
  return changes;
}

/** One line per change: who it breaks, the operation, the place and what changed. */
export function formatChange({ client, server, operation, where, change }) {
  const breaks = [client && 'client', server && 'server'].filter(Boolean).join('+');
  return `${breaks ? `BREAKING ${breaks}` : 'safe'} ${operation}${where ? ` ${where}` : ''}: ${change}`;
}
