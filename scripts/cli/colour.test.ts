// Colour only where a person reads a terminal, as NO_COLOR and FORCE_COLOR ask.
import { describe, expect, it } from 'vitest';
import { colourWanted, painter, settleColour } from './colour.ts';

const terminal = { isTTY: true };
const file = { isTTY: false };

describe('colour', () => {
  it('is on for a terminal only, unless NO_COLOR or FORCE_COLOR says otherwise', () => {
    expect(colourWanted(terminal, {})).toBe(true);
    expect(colourWanted(file, {})).toBe(false);
    expect(colourWanted(terminal, { TERM: 'dumb' })).toBe(false);
    expect(colourWanted(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted(terminal, { NO_COLOR: '' })).toBe(true);
    expect(colourWanted(file, { FORCE_COLOR: '1' })).toBe(true);
    expect(colourWanted(terminal, { FORCE_COLOR: '0' })).toBe(false);
  });

  it('paints only when on', () => {
    expect(painter(false)('failed', 'red', 'bold')).toBe('failed');
    expect(painter(true)('failed', 'red')).toBe('\u001b[31mfailed\u001b[39m');
  });

  it('tells the libraries loaded later to leave colour out when it is off', () => {
    const env: NodeJS.ProcessEnv = { FORCE_COLOR: '0' };
    expect(settleColour(file, env)).toBe(false);
    expect(env).toEqual({ NO_COLOR: '1' });
    const on: NodeJS.ProcessEnv = {};
    expect(settleColour(terminal, on)).toBe(true);
    expect(on).toEqual({});
  });
});
