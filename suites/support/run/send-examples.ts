/**
 * Ready-made valid send bodies for checks that are about something else (auth, idempotency,
 * outcomes): each is accepted by the spec's rules for the default world's templates.
 */
export function textTo(to: string, text = 'Your parcel is on its way.') {
  return { to, type: 'text', text };
}

/** `thank_you` (en_US) has no placeholders: a template send that needs no parameters. */
export function plainTemplateTo(to: string) {
  return { to, type: 'template', template_name: 'thank_you', template_language: 'en_US' };
}
