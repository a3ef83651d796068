// Filled by the department feature.
export default {} satisfies Record<string, string>;
