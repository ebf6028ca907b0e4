/** Send bodies the probes use, to the default world's customers. */
import { fixture } from '../test-kit.ts';

export const text = (words = 'Your parcel is on its way.', to: string = fixture.inWindow) => ({ to, type: 'text', text: words });

export const template = (name: string, values: string[] = [], language = 'en_US', to: string = fixture.inWindow) => ({
  to,
  type: 'template',
  template_name: name,
  template_language: language,
  ...(values.length === 0 ? {} : { template_components: [{ type: 'body', parameters: values.map((v) => ({ type: 'text', text: v })) }] }),
});

/** `order_update`, on every business account: two body values and its dynamic URL button. */
export const orderUpdate = () => ({
  ...template('order_update'),
  template_components: [
    { type: 'body', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'A-1001' }] },
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'A-1001' }] },
  ],
});

export const buttons = (ids: string[]) => ({
  to: fixture.inWindow,
  type: 'interactive',
  interactive: { type: 'buttons', body: 'Which one?', buttons: ids.map((id, i) => ({ id, title: `Choice ${i + 1}` })) },
});

export const list = (sizes: number[]) => {
  let next = 0;
  const sections = sizes.map((size, s) => ({ title: `Part ${s + 1}`, rows: Array.from({ length: size }, () => ({ id: `row-${++next}`, title: `Row ${next}` })) }));
  return { to: fixture.inWindow, type: 'interactive', interactive: { type: 'list', body: 'Pick one', sections } };
};

/** The `code` of an error answer. */
export const codeOf = (json: unknown) => (json as { code?: unknown } | undefined)?.code;
