/**
 * Ready-made valid send bodies (sections 2.1, 2.3) for checks that are about something else
 * (auth, idempotency, window, record, outcomes): each is accepted by the spec's rules for the
 * default world's templates. Media links are public-looking HTTPS addresses on a reserved test
 * domain; none is under `.invalid`, which the platform mock treats as unfetchable.
 */
export function textTo(to: string, text = 'Your parcel is on its way.') {
  return { to, type: 'text', text };
}

/** `thank_you` (en_US) has no placeholders: a template send that needs no parameters. */
export function plainTemplateTo(to: string) {
  return { to, type: 'template', template_name: 'thank_you', template_language: 'en_US' };
}

export type FreeFormType = 'text' | 'image' | 'document' | 'video' | 'audio' | 'buttons' | 'list' | 'cta_url';

export const freeFormTypes: readonly FreeFormType[] = ['text', 'image', 'document', 'video', 'audio', 'buttons', 'list', 'cta_url'];

const media = (file: string) => `https://media.fixture.test/files/${file}`;

/** A valid body of `kind` to `to`; `words` fills the part a reader sees (text, caption or body). */
export function freeFormTo(kind: FreeFormType, to: string, words = 'Your parcel is on its way.'): Record<string, unknown> {
  switch (kind) {
    case 'text':
      return { to, type: 'text', text: words };
    case 'image':
      return { to, type: 'image', media_url: media('parcel.jpg'), media_caption: words };
    case 'document':
      return { to, type: 'document', media_url: media('invoice.pdf'), media_caption: words, media_filename: 'invoice.pdf' };
    case 'video':
      return { to, type: 'video', media_url: media('unboxing.mp4'), media_caption: words };
    case 'audio':
      return { to, type: 'audio', media_url: media('greeting.mp3') };
    case 'buttons':
      return {
        to,
        type: 'interactive',
        interactive: { type: 'buttons', body: words, buttons: [{ id: 'yes', title: 'Yes' }, { id: 'no', title: 'No' }] },
      };
    case 'list':
      return {
        to,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: words,
          button_text: 'Options',
          sections: [{ title: 'Delivery', rows: [{ id: 'today', title: 'Today', description: 'Before 18:00' }, { id: 'later', title: 'Later' }] }],
        },
      };
    case 'cta_url':
      return {
        to,
        type: 'interactive',
        interactive: { type: 'cta_url', body: words, cta: { display_text: 'Track', url: 'https://shop.fixture.test/track/1' } },
      };
  }
}
