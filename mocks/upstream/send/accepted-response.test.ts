import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedResponse } from './accepted-response.ts';

describe('the accepted send answer', () => {
  it('is the text JSON.stringify makes of the answer, for any recipient as written and any id', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9]{1,15}$/), fc.string(), fc.boolean(), (written, oddlyWritten, waId, id, template) => {
        for (const input of [written, oddlyWritten]) {
          const { response, text } = acceptedResponse(input, waId, id, template ? 'accepted' : undefined);
          expect(text).toBe(JSON.stringify(response));
        }
      }),
    );
  });

  it('writes the strings it quotes without JSON.stringify exactly as JSON.stringify does, beside every other printable character', () => {
    const plainOnes = ['+1 202-555.0101', 'wamid.A_b-9', '', ' '];
    const others = [...Array.from({ length: 0x7f }, (_, code) => String.fromCharCode(code)), '\u00e9', '\u2028', '\ud83d\ude00'];
    for (const input of [...plainOnes, ...others.map((c) => `12${c}3`)]) {
      const { response, text } = acceptedResponse(input, input, input, 'accepted');
      expect(text, JSON.stringify(input)).toBe(JSON.stringify(response));
    }
  });

  it('reports message_status on template sends only', () => {
    expect(acceptedResponse('+1 202 555 0101', '12025550101', 'wamid.x', 'accepted').response.messages).toEqual([{ id: 'wamid.x', message_status: 'accepted' }]);
    expect(acceptedResponse('12025550101', '12025550101', 'wamid.y').response).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '12025550101', wa_id: '12025550101' }],
      messages: [{ id: 'wamid.y' }],
    });
  });

  it('escapes what a client wrote, lone surrogates and quotes included', () => {
    const { text } = acceptedResponse('"\\\n\u2028\ud800', '1', 'wamid."');
    expect(JSON.parse(text)).toEqual({ messaging_product: 'whatsapp', contacts: [{ input: '"\\\n\u2028\ud800', wa_id: '1' }], messages: [{ id: 'wamid."' }] });
  });
});
