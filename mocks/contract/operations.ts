// The contract's operations as a route table: which operation a request is, and what it must carry.
import contract from '../../generated/openapi.json';

type Schema = Record<string, unknown>;
type ContractParameter = { name: string; in: 'query' | 'header' | 'path' | 'cookie'; required?: boolean; schema?: Schema };
/** A parameter and where its schema sits in the bundled contract (shared ones live under components). */
type LocatedParameter = ContractParameter & { schemaAt: string[] };
export type ContractOperation = {
  operationId: string;
  method: string;
  path: string;
  /** JSON pointer segments of the operation in the bundled contract. */
  at: string[];
  parameters: LocatedParameter[];
  /** Media type of the request body, if any, and whether it is required. */
  body?: { type: string; required: boolean };
  /** False for the token-free calls (captcha, sign-in, password recovery). */
  needsToken: boolean;
  pattern: RegExp;
};

type RawOperation = {
  operationId: string;
  parameters?: (ContractParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  security?: Record<string, string[]>[];
};

const doc = contract as unknown as {
  paths: Record<string, Record<string, RawOperation>>;
  components: { parameters?: Record<string, ContractParameter> };
};

function locate(p: ContractParameter | { $ref: string }, at: string[]): LocatedParameter {
  if (!('$ref' in p)) return { ...p, schemaAt: [...at, 'schema'] };
  const name = p.$ref.split('/').pop()!;
  return { ...doc.components.parameters![name], schemaAt: ['components', 'parameters', name, 'schema'] };
}

export const contractDocument = contract as unknown;

export const contractOperations: ContractOperation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => {
      const [type] = Object.keys(op.requestBody?.content ?? {});
      return {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        at: ['paths', path, method],
        parameters: (op.parameters ?? []).map((p, i) => locate(p, ['paths', path, method, 'parameters', String(i)])),
        body: type ? { type, required: op.requestBody?.required ?? false } : undefined,
        needsToken: !op.security || op.security.some((requirement) => 'bladeAuth' in requirement),
        pattern: new RegExp(`^(?:/api)?${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
      };
    }),
);

/** The operation a request is, by method and path (the /api prefix is optional, as behind a proxy). */
export function operationOf(method: string, pathname: string): ContractOperation | undefined {
  return contractOperations.find((op) => op.method === method && op.pattern.test(pathname));
}

/**
 * The most entries the contract lets a comma-separated list parameter hold (its schema's
 * x-max-list-items) and the readable refusal of one more, so a limit is written once, in the contract.
 */
export function listLimitOf(operationId: string, parameter: string): { max: number; refusal: string } {
  const found = contractOperations.find((op) => op.operationId === operationId)?.parameters.find((p) => p.name === parameter);
  const schema = found?.schema as Record<string, unknown> | undefined;
  const max = schema?.['x-max-list-items'];
  if (typeof max !== 'number') throw new Error(`the contract states no x-max-list-items for ${operationId}.${parameter}`);
  return { max, refusal: String(schema?.['x-max-list-items-msg'] ?? `参数最多 ${max} 项`) };
}

/** The JSON pointer (in the bundled contract, registered as `contract`) of a schema's segments. */
export const contractPointer = (segments: (string | number)[]) =>
  `contract#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
