// The generators' own promises, checked on their output (no gateway involved): each case's
// verdict flag must match what it actually built, or a property would judge the wrong thing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interactiveLimits } from '../spec/limits.ts';
import { authHeaderCase } from './auth-header-case.ts';
import { lengthLimitCase } from './length-limit-case.ts';
import { malformedSend } from './malformed-send.ts';
import { numberIdHeader } from './number-id-header.ts';
import { optionCountCase } from './option-count-case.ts';
import { repeatedOptionIds } from './repeated-option-ids.ts';
import { textOfLength } from './text-of-length.ts';

const to = '12025550101';
type Interactive = { buttons?: { id: string }[]; sections?: { rows: { id: string }[] }[] };

describe('generators', () => {
  it('textOfLength gives exactly that many visible ASCII characters', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }).chain((n) => textOfLength(n).map((t) => [n, t] as const)), ([n, t]) => t.length === n && /^[A-Za-z][\x21-\x7e]*$/.test(t)));
  });

  it('lengthLimitCase puts the value in the body and flags it by its length', () => {
    fc.assert(fc.property(lengthLimitCase(to), (c) => c.within === c.value.length <= c.max && JSON.stringify(c.body).includes(JSON.stringify(c.value))));
  });

  it('optionCountCase counts what it built, and lists never leave a section empty unless there are no rows', () => {
    fc.assert(
      fc.property(optionCountCase(to), (c) => {
        const interactive = c.body.interactive as Interactive;
        const built = c.item === 'buttons' ? (interactive.buttons ?? []).length : (interactive.sections ?? []).reduce((n, s) => n + s.rows.length, 0);
        const bound = c.item === 'buttons' ? built <= interactiveLimits.buttons : built >= interactiveLimits.rowsMin && built <= interactiveLimits.rowsMax;
        expect([built, c.within]).toEqual([c.count, bound]);
        if (c.item === 'rows' && c.count > 0) expect(interactive.sections?.every((s) => s.rows.length > 0)).toBe(true);
      }),
    );
  });

  it('repeatedOptionIds flags exactly the bodies with a repeated id', () => {
    fc.assert(
      fc.property(repeatedOptionIds(to), (c) => {
        const interactive = c.body.interactive as Interactive;
        const ids = c.kind === 'buttons' ? (interactive.buttons ?? []).map((b) => b.id) : (interactive.sections ?? []).flatMap((s) => s.rows.map((r) => r.id));
        expect(new Set(ids).size < ids.length).toBe(c.repeated);
      }),
    );
  });

  it('malformedSend names a field the broken body really gets wrong', () => {
    const sendTypes = ['text', 'template', 'image', 'document', 'video', 'audio', 'interactive'];
    const fits = (field: string, value: unknown): boolean => {
      if (field === 'type') return typeof value === 'string' && sendTypes.includes(value);
      if (field === 'interactive') return value !== null && typeof value === 'object' && !Array.isArray(value);
      if (field === 'buttons' || field === 'template_components') return Array.isArray(value);
      return typeof value === 'string';
    };
    fc.assert(
      fc.property(malformedSend(to), ({ field, body }) => {
        const interactive = body.interactive as Record<string, unknown> | undefined;
        const value = field === 'interactive.body' ? interactive?.body : field === 'buttons' ? interactive?.buttons : body[field];
        const leaf = field === 'interactive.body' ? 'body' : field;
        expect(value !== undefined && fits(leaf, value), `${field}: ${JSON.stringify(value)}`).toBe(false);
      }),
    );
  });

  it('authHeaderCase never offers a held token as unknown', () => {
    fc.assert(fc.property(authHeaderCase('tok-main-0001', ['tok-main-0001', 'tok-other']), (c) => c.verdict !== 'not-authenticated' || c.header === null || !['Bearer tok-main-0001', 'Bearer tok-other'].includes(c.header)));
  });

  it('numberIdHeader gives unknown ids that no world number has', () => {
    fc.assert(fc.property(numberIdHeader(['1'], ['1', '2']), (h) => h === undefined || ['', '1', '2'].includes(h) || h.length >= 6));
  });
});
