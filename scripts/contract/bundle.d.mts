/** The path of the contract's root document. */
export const contractRoot: string;
/** Bundles the split contract into one document, reading its YAML as Prism does (YAML 1.2, no merge keys). */
export function bundleContract(root?: string): Record<string, unknown>;
