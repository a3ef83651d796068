// Filled by the companyTree feature.
export default {} satisfies Record<string, string>;
