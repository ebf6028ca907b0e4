/** Section 2.1: `to` is the full international number, digits only; a send never goes to other digits than those written (A19). */
import type { FaultyBuild } from '../../faulty-build.ts';
import { rewriteBody } from '../../kit/body-rewrite.ts';
import { changeStep } from '../../kit/steps.ts';

// A phone-number library's normaliser in front of validation: separators dropped and letters
// turned into the digits of a phone keypad, as a vanity number is dialled, so a `to` with letters
// goes out to a number nobody wrote.
const keypad: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) => [...letters].map((letter) => [letter, String(i + 2)])),
);

const dialled = rewriteBody((body) => {
  if (typeof body.to !== 'string' || !/[A-Za-z]/.test(body.to) || !/^[0-9A-Za-z +().-]+$/.test(body.to)) return undefined;
  const digits = [...body.to.toUpperCase()].map((c) => keypad[c] ?? c).join('').replace(/[^0-9]/g, '');
  return { ...body, to: digits };
});

export const toLettersReadAsKeypadDigits: FaultyBuild = {
  name: 'to-letters-read-as-keypad-digits',
  deviation: 'A `to` written with letters has them turned into phone-keypad digits and is sent to that number instead of refused.',
  section: '2.1',
  breaks: { '2.1-to-digits-only': ['letters', 'rewritten-number-never-sent'] },
  caughtBy: { files: ['suites/send/recipient.check.ts'], checks: ['malformed-to-never-rewritten'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', dialled) }),
};
