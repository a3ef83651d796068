import type Ajv from 'ajv';
/** Adds the `x-decimals` keyword: a number with at most that many digits after the point. */
export function addDecimalsKeyword<T extends Ajv>(ajv: T): T;
