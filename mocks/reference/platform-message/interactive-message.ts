/**
 * An interactive send (section 2.3) as the platform takes it: `buttons` become reply buttons,
 * `list` a list with its opening button and sections, `cta_url` a single link button. Only the
 * members section 2.3 names are carried over (decision A18).
 */
import type { Interactive, InteractiveSend } from '../send/send-request.ts';
import { specLimits } from '../limits/spec-limits.ts';
import { addressedTo, type PlatformInteractive, type PlatformInteractiveRequest } from './platform-request.ts';

type Shared = Pick<PlatformInteractive, 'body' | 'footer'>;

function shared(interactive: Interactive): Shared {
  // An empty footer is passed on as given (decision A20).
  return interactive.footer === undefined ? { body: { text: interactive.body } } : { body: { text: interactive.body }, footer: { text: interactive.footer } };
}

function content(interactive: Interactive): PlatformInteractive {
  switch (interactive.type) {
    case 'buttons':
      return {
        type: 'button',
        ...shared(interactive),
        action: { buttons: interactive.buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } })) },
      };
    case 'list':
      return {
        type: 'list',
        ...shared(interactive),
        action: {
          // The send check filled in the gateway's default already; this only keeps the type whole.
          button: interactive.button_text ?? specLimits.buttonTextDefault,
          sections: interactive.sections.map(({ title, rows }) => ({
            title,
            rows: rows.map(({ id, title: label, description }) => (description === undefined ? { id, title: label } : { id, title: label, description })),
          })),
        },
      };
    case 'cta_url':
      return {
        type: 'cta_url',
        ...shared(interactive),
        action: { name: 'cta_url', parameters: { display_text: interactive.cta.display_text, url: interactive.cta.url } },
      };
  }
}

/** The platform request for an accepted interactive send. */
export function interactiveMessage(send: InteractiveSend): PlatformInteractiveRequest {
  return { ...addressedTo(send.to), type: 'interactive', interactive: content(send.interactive) };
}
