/**
 * Other readings of sentences the spec leaves open, each answering what the reference answers
 * otherwise: a repeated cursor as a malformed query (A69), a copy-code button on a template that
 * is not AUTHENTICATION read by its category (A82), the loopback exemption for literal addresses
 * only (A75), a served document as narrow as the text (A72), and validation messages in prose of
 * their own (A4).
 */
import { refusal, validationRefusal } from '../../reference/errors/gateway-error.ts';
import { isLocalhostName } from '../../reference/deliveries/url-policy.ts';
import { refusalReply, type Reply } from '../../reference/pipeline/reply.ts';
import { changeStep } from '../../faulty/kit/steps.ts';
import type { AllowedVariant } from '../allowed-variant.ts';
import { isObject, withJson, type Json } from '../kit/json-answer.ts';

export const repeatedCursorAs422: AllowedVariant = {
  name: 'repeated-cursor-as-422',
  decision: 'A69',
  sections: ['4.2'],
  change: 'A listing given the cursor parameter more than once is refused with 422 validation_error naming cursor, as a malformed query, instead of 400 invalid_cursor.',
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'cursor', (original) => (context) => {
      if ((context.query?.cursors.length ?? 0) > 1) return refusalReply(validationRefusal([{ loc: ['query', 'cursor'], msg: 'must be given once' }]));
      return original(context);
    }),
  }),
};

function codeOf(reply: Reply | undefined): unknown {
  if (!reply || reply.status < 400) return undefined;
  try {
    return (JSON.parse(reply.body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

export const codeButtonReadByCategory: AllowedVariant = {
  name: 'code-button-read-by-category',
  decision: 'A82',
  sections: ['4.1', '2.5'],
  change: 'A template of a category other than AUTHENTICATION sent without a valid one-time code for its copy-code button is refused with 400 invalid_template (a body value missing or unusable) instead of 422 invalid_one_time_code.',
  parts: (base) => ({
    sendSteps: changeStep(base.sendSteps, 'template', (original) => async (context) => {
      const reply = await original(context);
      if (codeOf(reply) !== 'invalid_one_time_code' || !context.send || context.send.type !== 'template' || !context.caller) return reply;
      const { template_name: name, template_language: language } = context.send;
      const template = (context.gateway.state.templates.get(context.caller.number.businessAccountId) ?? []).find((t) => t.name === name && t.language === language);
      if (!template || template.category === 'AUTHENTICATION') return reply;
      return refusalReply(refusal('invalid_template', `Template ${name} needs a usable value for its body placeholder.`));
    }),
  }),
};

export const loopbackExemptionLiteralOnly: AllowedVariant = {
  name: 'loopback-exemption-literal-only',
  decision: 'A75',
  sections: ['6'],
  change: 'The test-only allow_loopback exemption covers literal loopback addresses (127/8, [::1]) only; a subscription URL naming localhost is refused with it as without it.',
  parts: (base) => ({
    vetUrl: (text, allowLoopback, resolve, classify, moment) => {
      let named = false;
      try {
        named = isLocalhostName(new URL(text).hostname);
      } catch {
        // Not a URL: the reference's vetting refuses it as it is.
      }
      return base.vetUrl(text, allowLoopback && !named, resolve, classify, moment);
    },
  }),
};

/** The served document with what the bundled contract allows beyond the text left out. */
function asNarrowAsTheText(document: Json): Json {
  if (!isObject(document) || !isObject(document.paths)) return document;
  const copy = structuredClone(document) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  const post = copy.paths['/api/v2/messages']?.post?.responses;
  // Decision A17's allowance: validation_error at 400 for a body that cannot be read; §7 gives it 422.
  const badRequest = post?.['400'] as { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> } | undefined;
  const codes = badRequest?.content?.['application/json']?.schema?.properties?.code;
  if (codes?.enum) codes.enum = codes.enum.filter((code) => code !== 'validation_error');
  // §7 lists no 500 among the statuses of GET templates.
  const list = copy.paths['/api/v2/templates']?.get?.responses;
  if (list) delete list['500'];
  return copy as unknown as Json;
}

export const servedDocumentAsNarrowAsText: AllowedVariant = {
  name: 'served-document-as-narrow-as-text',
  decision: 'A72',
  sections: ['1', '9'],
  change: 'The served openapi.json leaves out what the bundled contract allows beyond the text: validation_error only at 422 (not also at 400), and no 500 on GET templates.',
  wire: (exchange) => (exchange.method === 'GET' && exchange.path === '/api/v2/openapi.json' && exchange.status === 200 ? withJson(exchange, asNarrowAsTheText) : exchange),
};

function inProse(value: Json): Json {
  if (!isObject(value) || value.code !== 'validation_error') return value;
  const [first] = Array.isArray(value.detail) ? value.detail : [];
  const loc = isObject(first) && Array.isArray(first.loc) ? first.loc : [];
  const field = [...loc].reverse().find((part) => typeof part === 'string' && !['body', 'query', 'header'].includes(part));
  return { ...value, message: typeof field === 'string' ? `${field} is not valid` : 'Invalid request body' };
}

export const validationMessagesInProse: AllowedVariant = {
  name: 'validation-messages-in-prose',
  decision: 'A4',
  sections: ['2.7', '7'],
  change: 'A validation_error message is plain prose without a colon ("text is not valid", "Invalid request body"); detail still names each field.',
  wire: (exchange) => (exchange.status === 422 || exchange.status === 400 ? withJson(exchange, inProse) : exchange),
};
