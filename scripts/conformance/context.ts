// What the checker learns as it goes: the caller, ids of existing records (for reads) and of the
// records it created itself (the only ones it changes or removes).
import type { RequestOverrides } from './requests';

export type Reply = { status: number; body: unknown; bytes?: Uint8Array };

export type Context = {
  stamp: string;
  account: string;
  password: string;
  passwordMd5: string;
  token: string;
  refreshToken: string;
  me: { id?: string; deptId?: string; roleId?: string };
  existing: Record<string, string | undefined>;
  /** Records the checker created, by kind. */
  own: Record<string, string | undefined>;
  /** Replies kept to write back unchanged (idempotent writes). */
  saved: Record<string, unknown>;
  /** The server keeps no state (a mock such as Prism): what was created is not listed afterwards. */
  stateless: boolean;
};

export type Step = {
  op: string;
  /** Why the operation is not exercised; a function decides from what is known so far. */
  skip?: string | ((ctx: Context) => string | undefined);
  request?: (ctx: Context) => RequestOverrides;
  /** Several requests tried in turn until one is accepted (e.g. a parent that accepts a department). */
  attempts?: (ctx: Context) => RequestOverrides[];
  /** Reads what later steps need; returns a problem message when the reply does not say what it should. */
  after?: (reply: Reply, ctx: Context) => string | void;
  /**
   * The step's `after` checks what an earlier write left on the server ("created but not listed"). On a
   * stateless server such a finding is a skip with that reason, not a failure.
   */
  stateful?: true;
};

/** data of an R envelope, loosely typed: the checker has already validated the shape. */
export const dataOf = <T = Record<string, unknown>>(reply: Reply) => (reply.body as { data: T }).data;

/**
 * The id of the checker's own record found in a reply; on a stateless server, where it cannot be found,
 * the first record of the reply stands in, so the steps after it still send valid requests.
 */
export const ownOrStandIn = (ctx: Context, found: string | undefined, first: string | undefined) => found ?? (ctx.stateless ? first : undefined);

/** Depth-first walk of a tree reply. */
export function* walk<T extends { children?: T[] }>(nodes: T[] | undefined): Generator<T> {
  for (const node of nodes ?? []) {
    yield node;
    yield* walk(node.children);
  }
}
