// Section 9 of the spec records what changed in October 2026. The history fixture is the
// contract as it stood before; diffing it with today's contract must show each recorded change
// with the verdict section 9 gives it. Several were made in place although the policy calls them
// breaking (they brought the contract in line with what the service returned).
import { describe, expect, it } from 'vitest';
import { contractPath } from '../../contracts/index.ts';
import { diffContracts, isWording } from '../../contracts/diff/diff.ts';
import { locationOf } from '../../contracts/diff/format-text.ts';
import { loadContractFile } from '../../contracts/diff/load.ts';
import { redoclyLint } from '../contracts/redocly-lint.ts';

const fixture = new URL('../../contracts/history/gateway-v2-2026-09.openapi.json', import.meta.url).pathname;

/** Each change of the October 2026 record, and what the diff must report for it. */
const record: [string, string[]][] = [
  [
    'one-time-code sends',
    [
      'breaking TemplateSend: one-time-code rules added (maxLength 15; minLength 1; forbidden edge-space, emoji, link, newline, tab; status 422; code "invalid_one_time_code")',
      'allowed POST /api/v2/messages responses: code `invalid_one_time_code` added to status 422',
      'allowed MessageRecord.redacted: field added (always present)',
      'allowed TemplateButtonRecord.type: value `OTP` added',
      'allowed TemplateButtonRecord.otp_type: field added',
    ],
  ],
  ['the full error catalogue', ['allowed ErrorCode.x-error-catalogue: error catalogue added']],
  [
    'X-Phone-Number-Id',
    [
      'allowed POST /api/v2/messages header X-Phone-Number-Id: optional parameter added',
      'allowed GET /api/v2/templates header X-Phone-Number-Id: optional parameter added',
      'allowed POST /api/v2/messages responses: code `ambiguous_number` added to status 400',
      'allowed POST /api/v2/messages responses: code `number_not_for_token` added to status 403',
      'allowed GET /api/v2/templates responses: code `number_not_for_token` added to status 403',
      'breaking GET /api/v2/templates responses: status 400 added (codes invalid_cursor, ambiguous_number)',
      'allowed Error.phone_number_ids: field added',
      'allowed GET /api/v2/templates 422 body.phone_number_ids: field added',
    ],
  ],
  [
    'idempotency details',
    [
      'allowed POST /api/v2/messages 200 header Idempotency-Replayed: added',
      'allowed POST /api/v2/messages responses: code `idempotency_in_progress` added to status 409',
      'allowed POST /api/v2/messages responses: code `idempotency_key_reused` added to status 422',
    ],
  ],
  [
    'status values as returned (upper case)',
    ['sent', 'delivered', 'read', 'played', 'failed'].map((s) => `breaking MessageStatus: value \`${s}\` renamed to \`${s.toUpperCase()}\``),
  ],
  ['template status SUBMITTED (not PENDING)', ['breaking TemplateStatus: value `PENDING` renamed to `SUBMITTED`']],
  ['invalid cursor as 400 invalid_cursor', ['breaking GET /api/v2/templates responses: status 400 added (codes invalid_cursor, ambiguous_number)']],
  [
    'validation errors carrying code and message as well as detail',
    [
      'allowed Error.detail: field added',
      'allowed GET /api/v2/templates 422 body.code: field added (always present)',
      'allowed GET /api/v2/templates 422 body.message: field added (always present)',
      'allowed GET /api/v2/templates responses: code `validation_error` added to status 422',
      'allowed POST /api/v2/messages 422 body.code: field now always present',
      'allowed POST /api/v2/messages 422 body.message: field now always present',
      'allowed POST /api/v2/messages responses: code `validation_error` added to status 422',
    ],
  ],
  ['`template.status` confirmed publishing', ['allowed event template.status: publishing declared → confirmed']],
  // Not an October change: decision A17 later let a body that is not JSON be answered 400
  // validation_error, so the contract lists that code under 400 too.
  ['a body that is not JSON answered 400 (decision A17)', ['allowed POST /api/v2/messages responses: code `validation_error` added to status 400']],
  // Not an October change either: `to` in the contract narrowed to the full international format
  // that section 2.1 states and decision A19 reads (no leading 0, 7 to 15 digits).
  ['`to` as full international digits (decision A19)', ['breaking SendCommon.to: pattern `^[0-9]+$` → `^[1-9][0-9]{6,14}$`']],
  // Nor this: the contract came to say what the reference had always answered (decision A20),
  // that an empty text, template name, language or interactive body is 422 validation_error.
  [
    'empty required strings refused (decision A20)',
    ['InteractiveCommon.body', 'TemplateSend.template_language', 'TemplateSend.template_name', 'TextSend.text'].map((field) => `breaking ${field}: minLength 1 added`),
  ],
];

/** The verdict section 9 gives each recorded change as a whole. */
const verdicts: Record<string, 'breaking' | 'allowed'> = {
  'one-time-code sends': 'breaking',
  'the full error catalogue': 'allowed',
  'X-Phone-Number-Id': 'breaking',
  'idempotency details': 'allowed',
  'status values as returned (upper case)': 'breaking',
  'template status SUBMITTED (not PENDING)': 'breaking',
  'invalid cursor as 400 invalid_cursor': 'breaking',
  'validation errors carrying code and message as well as detail': 'allowed',
  '`template.status` confirmed publishing': 'allowed',
  'a body that is not JSON answered 400 (decision A17)': 'allowed',
  '`to` as full international digits (decision A19)': 'breaking',
  'empty required strings refused (decision A20)': 'breaking',
};

async function october() {
  return diffContracts(await loadContractFile(fixture), await loadContractFile(contractPath('gateway')));
}

describe('the contract before October 2026', () => {
  it('is a complete OpenAPI document that passes the project lint', async () => {
    const problems = await redoclyLint(fixture);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it.each(record)('shows the recorded change "%s" with its verdicts', async (name, expected) => {
    const shown = new Set((await october()).changes.map((c) => `${c.verdict} ${locationOf(c)}: ${c.message}`));
    expect(expected.filter((line) => !shown.has(line))).toEqual([]);
    expect(expected.some((line) => line.startsWith('breaking')) ? 'breaking' : 'allowed').toBe(verdicts[name]);
  });

  it('shows nothing the record does not account for, apart from wording', async () => {
    const accounted = new Set(record.flatMap(([, lines]) => lines));
    const unexplained = (await october()).changes.filter((c) => !isWording(c)).map((c) => `${c.verdict} ${locationOf(c)}: ${c.message}`).filter((line) => !accounted.has(line));
    expect(unexplained).toEqual([]);
  });
});
