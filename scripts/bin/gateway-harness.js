#!/usr/bin/env node
// Entry point of the `gateway-harness` command: runs the CLI from a build of its TypeScript
// sources, made again whenever one of them changed (cli-build.js).
import { loadMain } from './cli-build.js';

const main = await loadMain();
process.exitCode = await main(process.argv.slice(2));
