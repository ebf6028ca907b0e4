/**
 * Template statuses of section 3.2. Half the draws are APPROVED so that most generated sends get
 * past the state check and exercise the value rules; every other status still comes up often.
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { sendableByStatus } from '../../spec/template-states.ts';

export type TemplateStatus = SeededTemplate['status'];

const others = Object.keys(sendableByStatus).filter((s) => s !== 'APPROVED') as TemplateStatus[];

export const templateStatus: fc.Arbitrary<TemplateStatus> = fc.oneof(
  { arbitrary: fc.constant<TemplateStatus>('APPROVED'), weight: 12 },
  { arbitrary: fc.constantFrom(...others), weight: 12 },
);
