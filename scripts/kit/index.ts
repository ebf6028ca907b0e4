/**
 * gateway-harness as a library for an integrator's own tests: the local stack (the reference
 * gateway, the platform mock and its handset page, a verifying subscriber) started in the test's
 * process, and everything a test does with it. The package's main entry.
 */
export { startLocalStack } from './local-stack.ts';
export { StackActionError, StackOptionError, StackTimeoutError } from './kit-errors.ts';
export type * from './kit-types.ts';
