/** Validates every example of an OpenAPI document against its own schema. */
export function checkExamples(doc: unknown): { checked: number; failures: string[] };
/** A JSON pointer (#/a/b) for the given path segments. */
export function pointer(segments: Array<string | number>): string;
/** Returns validate(schemaPath, value), which lists the errors of value against the schema at schemaPath. */
export function createValidator(doc: unknown): (segments: Array<string | number>, value: unknown) => string[];
