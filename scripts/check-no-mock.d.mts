// The types of check-no-mock.mjs's exports, for its unit test and vite.config.ts.
export const MOCK_WORKER_FILES: string[];
type ManifestChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };
export function mockFindings(manifest: Record<string, ManifestChunk>, files: Record<string, string>): string[];
/** The Prism panel's marker (its storage key): absent from a production build. */
export const PRISM_PANEL_MARKER: string;
