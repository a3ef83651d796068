export type ContractChange = { operation: string; side: 'request' | 'reply' | 'operation'; where: string; change: string; client: boolean; server: boolean };
/** The changes between two bundled contracts, each judged breaking or not for a client and for a server. */
export function classifyChanges(before: unknown, after: unknown): ContractChange[];
export function formatChange(change: ContractChange): string;
