// Filled by the software feature.
export default {} satisfies Record<string, string>;
