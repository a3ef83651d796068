// The types of check-no-mock.mjs's export, for its unit test.
type ManifestChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };
export function mockFindings(manifest: Record<string, ManifestChunk>, files: Record<string, string>): string[];
