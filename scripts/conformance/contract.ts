// The contract the checker holds a server to, and its operations: the bundled contract
// (generated/openapi.json, kept fresh by check:generated; the packed checker carries its own copy), or the
// file CONFORMANCE_CONTRACT names (the CLI's --contract, set before the checker's modules load).
import { readFileSync } from 'node:fs';
import { bundledContract } from './bundledContract';

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  raw: Record<string, unknown> & { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
};

const file = process.env.CONFORMANCE_CONTRACT;
export const contract = (file ? JSON.parse(readFileSync(file, 'utf8')) : bundledContract()) as {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation['raw']>>;
  components: { schemas: Record<string, unknown> };
};

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => {
      const raw = item[method];
      return { method: method.toUpperCase(), path, operationId: raw.operationId as string, tags: raw.tags as string[], raw };
    }),
);

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
