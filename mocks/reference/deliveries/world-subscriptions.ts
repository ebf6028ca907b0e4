/**
 * Registering subscriptions from a world (section 6, rule 4): the URL as written is judged while
 * the world is read (`literalUrlProblems`, synchronous, beside the other reference problems);
 * host names are resolved and judged before the world replaces the state
 * (`resolvedUrlProblems`). A name that resolves to nothing now is accepted: nothing shows it is
 * private, and every delivery vets it again before connecting.
 */
import type { FieldProblem } from '../errors/gateway-error.ts';
import { classifyAddress, type AddressClassifier } from './address-class.ts';
import type { HostResolver } from './host-resolver.ts';
import { urlVerdict } from './url-policy.ts';
import { vetUrl, type UrlVetting } from './vet-url.ts';

export interface SubscriptionUrl {
  id: string;
  url: string;
  allow_loopback: boolean;
}

const problem = (index: number, subscription: SubscriptionUrl, why: string): FieldProblem => ({
  loc: ['subscriptions', index, 'url'],
  msg: `subscription ${subscription.id}: ${why}`,
});

export function literalUrlProblems(subscriptions: readonly SubscriptionUrl[], classify: AddressClassifier = classifyAddress): FieldProblem[] {
  return subscriptions.flatMap((s, i) => {
    const verdict = urlVerdict(s.url, s.allow_loopback, classify);
    return verdict.ok ? [] : [problem(i, s, verdict.problem)];
  });
}

export async function resolvedUrlProblems(subscriptions: readonly SubscriptionUrl[], resolve: HostResolver, classify: AddressClassifier = classifyAddress, vet: UrlVetting = vetUrl): Promise<FieldProblem[]> {
  const verdicts = await Promise.all(subscriptions.map((s) => vet(s.url, s.allow_loopback, resolve, classify, 'registration')));
  return verdicts.flatMap((verdict, i) => (verdict.verdict === 'refused' ? [problem(i, subscriptions[i] as SubscriptionUrl, verdict.problem)] : []));
}
