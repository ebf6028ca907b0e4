/**
 * One run of the template-shape property: a template from the world's pool and a send for it,
 * correct or with one thing wrong (about half each).
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { correctSend, type GeneratedSend } from './correct-values.ts';
import { perturbedSend } from './perturbed-send.ts';

export interface TemplateCase {
  template: SeededTemplate;
  send: GeneratedSend;
}

export function templateCase(pool: readonly SeededTemplate[]): fc.Arbitrary<TemplateCase> {
  if (pool.length === 0) throw new RangeError('templateCase needs at least one template in the pool');
  return fc.nat({ max: pool.length - 1 }).chain((index) => {
    const template = pool[index] as SeededTemplate;
    return fc.oneof(correctSend(template), perturbedSend(template)).map((send) => ({ template, send }));
  });
}
