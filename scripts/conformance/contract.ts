// The bundled contract (generated/openapi.json, kept fresh by check:generated) and its operations.
import { readFileSync } from 'node:fs';

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  raw: Record<string, unknown> & { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
};

export const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
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
