/** Section 4.2: "There is no filter by name, language or category." */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { jsonReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A convenience filter a team adds because the dashboard has one: the page is built as usual,
// then narrowed to the templates of the name asked for.
function filteredByName(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const reply = await original(context);
    const name = context.input.query.get('name');
    if (!reply || reply.status !== 200 || name === null) return reply;
    const page = JSON.parse(reply.body) as { items: { name: string }[] };
    return jsonReply(200, { ...page, items: page.items.filter((t) => t.name === name) }, reply.headers);
  };
}

export const nameParameterFilters: FaultyBuild = {
  name: 'name-parameter-filters',
  deviation: 'A listing with a name parameter is narrowed to the templates of that name.',
  section: '4.2',
  breaks: { '4.2-no-other-filters': ['name-language-category-ignored'] },
  caughtBy: { files: ['suites/listing/no-other-filters.check.ts'], checks: ['name-language-category-filter-nothing'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'page', filteredByName) }),
};
