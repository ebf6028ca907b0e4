/**
 * Section 4.1's one-time-code rule, judged only where every reading agrees (decisions A1, A28):
 * ASCII lengths 1 to 15; a space at either end, a new line or tab, `https://`, `http://` or
 * `www.`, and 😀 are refused. Inner spaces, bare domains and other symbols are not judged.
 */
export type CodeJudgement = 'acceptable' | 'refused' | 'unjudged';

const plain = /^[A-Za-z0-9_-]*$/;

export function judgeCode(code: string): CodeJudgement {
  const length = [...code].length;
  if (/^ | $/.test(code) || /[\n\t]/.test(code) || /https?:\/\/|www\./i.test(code) || code.includes('😀')) return 'refused';
  if (!plain.test(code)) return 'unjudged';
  return length >= 1 && length <= 15 ? 'acceptable' : 'refused';
}
