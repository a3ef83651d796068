// Types of validators.generated.js (scripts/generate-mock-validators.ts).
import type { ValidateFunction } from 'ajv';

/** Each checked schema's compiled check, by its pointer in the bundled contract (`contract#/...`). */
export declare const validators: Record<string, ValidateFunction | undefined>;
