#!/usr/bin/env node
// Runs the npm scripts named as arguments at the same time and prints each one's output whole,
// in the order given, once it has ended; exits 1 if any failed. For steps of `npm test` that
// each keep one core busy (lint, typecheck, the contract lint): on two cores they take the time
// of the longest instead of the sum.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: Buffer.from(`${error.message}\n`) }));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

const scripts = process.argv.slice(2);
const pending = scripts.map(run);
let failed = false;
for (const outcome of pending) {
  const { script, code, output } = await outcome;
  process.stdout.write(output);
  if (code !== 0) process.stdout.write(`npm run ${script} failed (exit ${code})\n`);
  failed ||= code !== 0;
}
process.exitCode = failed ? 1 : 0;
