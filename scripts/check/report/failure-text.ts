/**
 * A failure as plain text: the block the terminal summary prints (short values) and the JUnit
 * report carries as the failure's details (full values). One wording for both, and for why a
 * check did not run.
 */
import type { ReportCheck, ReportFailure } from './report-document.ts';

export interface TextOptions {
  /** Longest expected/actual value shown before it is cut (terminal); unlimited when absent. */
  valueWidth?: number;
  indent?: string;
  /**
   * The terminal's short form: fewer lines of the message, no `last call` line beside what was
   * received, and no note that a started build has stopped (the summary says it once).
   */
  terse?: boolean;
  /** How many failed checks share this failure's cause, said beside it when more than one. */
  sharedBy?: number;
}

function cut(text: string, width: number | undefined): string {
  if (width === undefined) return text;
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  return oneLine.length > width ? `${oneLine.slice(0, width - 3)}...` : oneLine;
}

/** Lines of `from` that `other` lacks (counted, so a repeated line is matched once per copy). */
function linesMissingFrom(from: string[], other: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of other) counts.set(line, (counts.get(line) ?? 0) + 1);
  return from.filter((line) => {
    const left = counts.get(line) ?? 0;
    if (left > 0) counts.set(line, left - 1);
    return left === 0;
  });
}

/**
 * Expected and actual in one line each. Two printed objects differ in a few lines among many:
 * those lines are what is shown (`"replayed": true` against `"replayed": false`).
 */
export function shortPair(expected: string, actual: string, width: number): { expected: string; actual: string } {
  const e = expected.split('\n').map((l) => l.trim().replace(/,$/, ''));
  const a = actual.split('\n').map((l) => l.trim().replace(/,$/, ''));
  if (e.length > 1 || a.length > 1) {
    const onlyExpected = linesMissingFrom(e, a).filter((l) => l !== '');
    const onlyActual = linesMissingFrom(a, e).filter((l) => l !== '');
    if (onlyExpected.length + onlyActual.length > 0) {
      const shown = (lines: string[]) => cut(lines.length === 0 ? '(nothing else)' : `... ${lines.join(' ... ')} ...`, width);
      return { expected: shown(onlyExpected), actual: shown(onlyActual) };
    }
  }
  return { expected: cut(expected, width), actual: cut(actual, width) };
}

function block(label: string, text: string, indent: string): string[] {
  const lines = text.split('\n');
  if (lines.length === 1) return [`${indent}${label} ${lines[0]}`];
  return [`${indent}${label}`, ...lines.map((l) => `${indent}  ${l}`)];
}

/** The property's seed, path and shrunk counter-example on one line each. */
export function propertyLines(failure: ReportFailure, options: TextOptions = {}): string[] {
  const property = failure.property;
  if (!property) return [];
  const indent = options.indent ?? '';
  const lines = [`${indent}property: seed ${property.seed}${property.path === undefined ? '' : `, path ${JSON.stringify(property.path)}`}${property.runs === undefined ? '' : `, failed after ${property.runs} run(s)`}${property.shrinks === undefined ? '' : `, shrunk ${property.shrinks} time(s)`}`];
  if (property.counterexample !== undefined) lines.push(...block('counter-example:', cut(property.counterexample, options.valueWidth), indent));
  return lines;
}

/** Why a check did not run: the capability the target lacks, else the reason the check gave. */
export function notRunText(notRun: NonNullable<ReportCheck['notRun']>): string {
  return notRun.capability === null ? notRun.reason : `capability ${notRun.capability} not offered`;
}

/** A multi-line value, at most `lines` lines in the terminal (all of it in a report file). */
function someLines(text: string, options: TextOptions, lines = 8): string {
  if (options.valueWidth === undefined) return text;
  const all = text.split('\n').map((line) => cut(line, options.valueWidth));
  return all.length > lines ? [...all.slice(0, lines), `... (${all.length - lines} more lines)`].join('\n') : all.join('\n');
}

/** What kind of failure and why, then what was sent, what came back and what is documented. */
export function typedLines(failure: ReportFailure, options: TextOptions = {}): string[] {
  const indent = options.indent ?? '';
  const lines = [`${indent}${failure.kind === 'precondition' ? 'precondition failed' : failure.kind}: ${cut(failure.why, options.valueWidth)}`];
  for (const fact of failure.facts) lines.push(...block(`${fact.label}:`, someLines(fact.value, options), indent));
  if (failure.sent !== null) lines.push(...block('sent:', someLines(failure.sent, options), indent));
  if (failure.received !== null) lines.push(...block('received:', someLines(failure.received, options), indent));
  if (failure.documented !== null && failure.documented !== failure.expected) lines.push(...block('documented:', someLines(failure.documented, options), indent));
  return lines;
}

/** Everything a reader needs to act on one failure, in reading order. */
export function failureLines(check: ReportCheck, failure: ReportFailure, options: TextOptions = {}): string[] {
  const indent = options.indent ?? '';
  const lines: string[] = [`${indent}section ${check.section}, check ${check.id} (${check.file})`];
  const shared = options.sharedBy !== undefined && options.sharedBy > 1 ? ` (shared by ${options.sharedBy} failed checks)` : '';
  lines.push(`${indent}cause: ${failure.cause.text}${shared}`);
  lines.push(...typedLines(failure, options));
  if (failure.expected !== null && failure.actual !== null) {
    const pair = options.valueWidth === undefined ? failure : shortPair(failure.expected, failure.actual, options.valueWidth);
    lines.push(...block('expected:', pair.expected ?? '', indent));
    lines.push(...block('actual:  ', pair.actual ?? '', indent));
  }
  const message = options.valueWidth === undefined ? failure.message : failure.message.split('\n').slice(0, options.terse ? 3 : 6).join('\n');
  // A message that only says the why again (a precondition's adds its prefix) is not repeated.
  const sameAsWhy = [failure.why, `precondition failed: ${failure.why}`].includes(message.split('\n')[0] ?? '');
  if (!sameAsWhy || message.includes('\n')) lines.push(...block('message:', message, indent));
  lines.push(...propertyLines(failure, options));
  const reproduction = failure.reproduction;
  lines.push(`${indent}replay: ${reproduction.replay}`);
  if (reproduction.fastCheck) lines.push(`${indent}fast-check replay of the shrunk case: fc.assert(property, ${reproduction.fastCheck})`);
  const call = reproduction.request ?? reproduction.controlCall;
  const answerShown = options.terse === true && failure.received !== null;
  if (call?.response && !answerShown) lines.push(`${indent}last call: ${call.method} ${call.path}${call.plane === 'control' ? ' (control plane)' : ''} answered ${call.response.status}`);
  if (call?.transportError && !answerShown) lines.push(`${indent}last call: ${call.method} ${call.path} got no answer (${call.transportError})`);
  // Printed flush left: a body with new lines must paste back into a shell unchanged.
  const variables = reproduction.curl?.includes('$GATEWAY_URL') ? 'GATEWAY_URL and GATEWAY_TOKEN' : 'GATEWAY_TOKEN to the access token';
  if (reproduction.curl) lines.push(`${indent}curl (set ${variables} first):`, reproduction.curl);
  if (reproduction.request?.byteForByte) lines.push(`${indent}the check wrote this request byte for byte (a header given twice, broken framing): shown as a server reads it, which curl sends only approximately`);
  const stoppedNote = reproduction.note?.startsWith('the build this run started has stopped') === true;
  if (reproduction.note && !(options.terse && stoppedNote)) lines.push(`${indent}reproduce:`, reproduction.note);
  return lines;
}
