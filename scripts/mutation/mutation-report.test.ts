// Reading Stryker's JSON report: the replaced text, the module of a file, the mutants in order.
import { describe, expect, it } from 'vitest';
import { moduleOf, originalText, readMutants, type MutationReport } from './mutation-report.ts';

const at = (line: number, column: number, endLine: number, endColumn: number) => ({ start: { line, column }, end: { line: endLine, column: endColumn } });
const modules = { auth: ['auth/holders.ts'], window: ['conversations/messaging-window.ts'] };

describe('originalText', () => {
  const source = 'const a = 1;\nif (a > 0) {\n  return a;\n}\n';

  it('cuts one line by 1-based columns, the end exclusive', () => {
    expect(originalText(source, at(2, 5, 2, 10))).toBe('a > 0');
  });

  it('spans lines', () => {
    expect(originalText(source, at(2, 12, 4, 2))).toBe('{\n  return a;\n}');
  });
});

describe('moduleOf', () => {
  it('finds the module by the path under the reference, relative or absolute', () => {
    expect(moduleOf('mocks/reference/auth/holders.ts', modules)).toBe('auth');
    expect(moduleOf('/somewhere/project/mocks/reference/conversations/messaging-window.ts', modules)).toBe('window');
  });

  it('does not take a file of the same name elsewhere', () => {
    expect(moduleOf('mocks/faulty/auth/holders.ts', modules)).toBeUndefined();
    expect(moduleOf('mocks/reference/auth/holders.test.ts', modules)).toBeUndefined();
  });
});

describe('readMutants', () => {
  const report: MutationReport = {
    files: {
      'mocks/reference/conversations/messaging-window.ts': {
        source: 'return now - last < day;\ntrue\n',
        mutants: [
          { id: '2', mutatorName: 'EqualityOperator', replacement: 'now - last <= day', status: 'Survived', location: at(1, 8, 1, 24), testsCompleted: 3 },
          { id: '4', mutatorName: 'BooleanLiteral', replacement: 'false', status: 'Survived', location: at(2, 1, 2, 5), testsCompleted: 0 },
          { id: '1', mutatorName: 'ArithmeticOperator', replacement: 'now + last', status: 'Killed', location: at(1, 8, 1, 18) },
        ],
      },
      'mocks/reference/auth/holders.ts': { source: 'x', mutants: [{ id: '3', mutatorName: 'BlockStatement', status: 'NoCoverage', location: at(1, 1, 1, 2) }] },
    },
  };

  it('tags each mutant with its module, file order then position order, the replaced text beside the replacement, and marks a survivor no check finished on', () => {
    expect(readMutants(report, modules)).toEqual([
      { module: 'auth', file: 'mocks/reference/auth/holders.ts', line: 1, mutator: 'BlockStatement', original: 'x', replacement: '', status: 'NoCoverage', noCheckFinished: false },
      { module: 'window', file: 'mocks/reference/conversations/messaging-window.ts', line: 1, mutator: 'ArithmeticOperator', original: 'now - last', replacement: 'now + last', status: 'Killed', noCheckFinished: false },
      { module: 'window', file: 'mocks/reference/conversations/messaging-window.ts', line: 1, mutator: 'EqualityOperator', original: 'now - last < day', replacement: 'now - last <= day', status: 'Survived', noCheckFinished: false },
      { module: 'window', file: 'mocks/reference/conversations/messaging-window.ts', line: 2, mutator: 'BooleanLiteral', original: 'true', replacement: 'false', status: 'Survived', noCheckFinished: true },
    ]);
  });
});
