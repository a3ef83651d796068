/**
 * The payload of a generated call's 200 reply. The http client already rejects every other code
 * (spec 8), so anything else reaching here is a contract breach and is thrown, not cast away.
 */
export function okData<Reply extends { status: number; data: unknown }>(reply: Reply): Extract<Reply, { status: 200 }>['data'] {
  if (reply.status !== 200) throw new Error(`Unexpected HTTP ${reply.status} reply`);
  return reply.data as Extract<Reply, { status: 200 }>['data'];
}
