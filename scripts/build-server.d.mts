/** Types of scripts/build-server.mjs for the tests that run the built server. */
export function buildServer(outDir?: string): Promise<string>;
