#!/usr/bin/env node
// The `rulebench` command. Runs the TypeScript CLI without a build step, so it works right after `npm install`:
// from a cached esbuild bundle of src/cli/index.ts (built on first use and whenever a source file changed; see
// src/host/bundle-cache.mjs), else — no esbuild, a read-only cache, a source that does not compile, or
// RULEBENCH_TSX=1 — through tsx, which then reports any compile error itself.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBundle } from '../src/host/bundle-cache.mjs';

// A reader that stops early (`rulebench replay verify … | head`) closes the pipe: stop quietly, as Unix tools do,
// instead of crashing with EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const entry = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const bundle = process.env.RULEBENCH_TSX ? null : await ensureBundle({ entry, name: 'cli' });
let cli;
if (bundle) {
  process.setSourceMapsEnabled(true); // stack traces name the .ts sources, as under tsx
  cli = await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli/index.ts');
}
process.exitCode = await cli.main(process.argv.slice(2));
