/**
 * Section 4.2 (and 5.1, 9): the listing's query and who may ask. `sendable` is a boolean; there
 * is no page-and-limit pagination; a listing needs a token like a send. Each build reads its
 * request otherwise before the reference's listing runs.
 */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// Anything but "false" read as true, as a truthiness test would.
function looseSendable(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    const values = context.input.query.getAll('sendable');
    const [value] = values;
    if (values.length === 1 && value !== 'true' && value !== 'false') {
      const query = new URLSearchParams(context.input.query);
      query.set('sendable', value === '' || value === '0' ? 'false' : 'true');
      context.input = { ...context.input, query };
    }
    return original(context);
  };
}

export const sendableReadLoosely: FaultyBuild = {
  name: 'sendable-read-loosely',
  deviation: 'The sendable parameter is read loosely: yes, 1 or any word means true, 0 or empty means false, where the reference refuses them with 422.',
  section: '4.2',
  breaks: { '4.2-sendable-boolean': ['sendable-word-422', 'sendable-2', 'sendable-empty', 'sendable-upper-case'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', looseSendable) }),
};

// The legacy page parameter kept as an offset into the listing.
function pageAsOffset(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const reply = await original(context);
    const page = Number(context.input.query.get('page'));
    if (!reply || reply.status !== 200 || !Number.isInteger(page) || page < 2) return reply;
    const body = JSON.parse(reply.body) as { items: unknown[] };
    return { ...reply, body: JSON.stringify({ ...body, items: body.items.slice(page - 1) }) };
  };
}

export const pageParameterHonoured: FaultyBuild = {
  name: 'page-parameter-honoured',
  deviation: 'A page parameter skips templates: page=N leaves the first N−1 templates of the page out.',
  section: '9',
  breaks: { '9-no-page-pagination': ['page-changes-nothing'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'page', pageAsOffset) }),
};

// A listing route mounted before the auth middleware: without a token it shows the first number's templates.
function publicListing(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    if (context.input.authorization !== undefined) return original(context);
    const first = [...context.gateway.state.numbers.values()].find((n) => n.connection === 'CONNECTED');
    const workspace = first && context.gateway.state.workspaces.get(first.workspaceId);
    if (!first || !workspace) return original(context);
    context.caller = { number: first, workspace };
    return undefined;
  };
}

export const listingWithoutToken: FaultyBuild = {
  name: 'listing-without-token',
  deviation: 'A listing without Authorization is served: it shows the templates of the gateway’s first connected number.',
  section: '5.1',
  breaks: { '5.1-bearer-every-request': ['listing-without-token-401'], '5.3-same-401': ['missing-listing-401'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'authenticate', publicListing) }),
};
