#!/usr/bin/env node
// The `rulebench` command. Runs the TypeScript CLI through tsx, so it works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/index.ts');
process.exitCode = await main(process.argv.slice(2));
