// "Two decimals" in the contract is `x-decimals: 2`, not `multipleOf: 0.01`: every ajv-based validator
// (Prism's among them) divides floats for multipleOf and rejects 4.35 (4.35 / 0.01 = 434.99999999999994).
// Third-party tools ignore the x- keyword; the project's own validators check it with this keyword.

/** Adds the `x-decimals` keyword: a number with at most that many digits after the point. */
export function addDecimalsKeyword(ajv) {
  function validate(places, value) {
    const ok = Number(value.toFixed(places)) === value;
    validate.errors = ok ? null : [{ keyword: 'x-decimals', message: `must have at most ${places} decimals`, params: { limit: places } }];
    return ok;
  }
  ajv.addKeyword({ keyword: 'x-decimals', type: 'number', schemaType: 'number', errors: true, validate });
  return ajv;
}
