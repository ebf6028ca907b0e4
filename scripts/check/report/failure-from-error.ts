/**
 * Turns the error vitest reports for a failed check into what a report shows: the assertion's
 * message, the expected and actual outcome, and for a property the seed, path and shrunk
 * counter-example. fast-check wraps the failing run's error (as `cause`); the expected/actual
 * pair lives on that inner error. A contract violation names them `expected` and `got`.
 */
import { stripVTControlCharacters } from 'node:util';
import type { TestError } from 'vitest';
import type { FailureKind, TypedFailure } from '../../../suites/support/checks/typed-failure.ts';
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import type { CheckFailure } from '../check-outcome.ts';
import { parsePropertyFailure, propertyErrorText } from './property-failure.ts';

const messageLines = 20;
const maxValueChars = 4000;

/** Without colour codes, and without stack frames: a report shows a verdict, never a trace. */
function plainText(text: string): string {
  return stripVTControlCharacters(text)
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !/^\s+at \S/.test(line) && !/^\s*❯ /.test(line))
    .join('\n');
}

function bounded(text: string): string {
  const plain = plainText(text);
  return plain.length > maxValueChars ? `${plain.slice(0, maxValueChars)}... (${plain.length - maxValueChars} more characters)` : plain;
}

function firstLines(text: string, count = messageLines): string {
  const lines = plainText(text).trimEnd().split('\n');
  return lines.length > count ? [...lines.slice(0, count), `... (${lines.length - count} more lines)`].join('\n') : lines.join('\n');
}

interface ViolationLike {
  part?: unknown;
  pointer?: unknown;
  expected?: unknown;
  got?: unknown;
}

/** Expected and actual as the error states them, if it does. */
function expectation(error: TestError | undefined): { expected: string; actual: string } | undefined {
  if (!error) return undefined;
  if (typeof error.expected === 'string' && typeof error.actual === 'string') {
    return { expected: bounded(error.expected), actual: bounded(error.actual) };
  }
  const violations = error.violations;
  if (Array.isArray(violations) && violations.length > 0) {
    const first = violations[0] as ViolationLike;
    if (typeof first.expected === 'string' && typeof first.got === 'string') {
      const at = [first.part, first.pointer].filter((p) => typeof p === 'string' && p !== '').join(' ');
      const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
      return { expected: bounded(`${at}: ${first.expected}`), actual: bounded(`${at}: ${first.got}${more}`) };
    }
  }
  return undefined;
}

const kinds: readonly FailureKind[] = ['assertion', 'contract-violation', 'precondition', 'signature', 'differential'];

/** The typed failure a check stated (`TypedCheckError`), or one read from a contract violation. */
function typedOf(error: TestError | undefined): { typed: TypedFailure } | undefined {
  if (!error) return undefined;
  const stated = error.typed as Partial<TypedFailure> | undefined;
  if (stated && typeof stated === 'object' && kinds.includes(stated.kind as FailureKind)) {
    const text = (value: unknown) => (typeof value === 'string' ? bounded(value) : undefined);
    const typed: TypedFailure = { kind: stated.kind as FailureKind };
    for (const field of ['sent', 'received', 'documented', 'why'] as const) {
      const value = text(stated[field]);
      if (value !== undefined) typed[field] = value;
    }
    if (Array.isArray(stated.facts)) typed.facts = stated.facts.filter((f): f is [string, string] => Array.isArray(f) && typeof f[0] === 'string' && typeof f[1] === 'string').map(([label, value]) => [label, bounded(value)]);
    const call = stated.call as Partial<RecordedCall> | undefined;
    if (call && typeof call === 'object' && typeof call.method === 'string' && typeof call.path === 'string' && (call.plane === 'public' || call.plane === 'control')) typed.call = call as RecordedCall;
    return { typed };
  }
  if (Array.isArray(error.violations) && error.violations.length > 0) return { typed: { kind: 'contract-violation' } };
  return undefined;
}

/** What a failed check's first error says, for the reports. */
export function failureFromError(error: TestError | undefined): CheckFailure {
  if (!error) return { message: 'failed without an error (see the vitest output)' };
  const message = plainText(error.message ?? String(error));
  const property = parsePropertyFailure(message);
  if (!property) {
    const stated = expectation(error);
    return { message: firstLines(message), ...stated, ...typedOf(error) };
  }
  // For a property the failing run's own error says what went wrong; fast-check's text says where.
  const inner = error.cause;
  const innerMessage = inner?.message ?? propertyErrorText(message);
  const stated = expectation(inner) ?? expectation(error);
  return {
    message: firstLines(innerMessage ? plainText(innerMessage) : message),
    ...stated,
    ...(typedOf(inner) ?? typedOf(error)),
    property,
  };
}
