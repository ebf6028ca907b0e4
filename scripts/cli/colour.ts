/**
 * Colour only where a person reads a terminal: never in a file, a pipe or a CI log unless asked.
 * `NO_COLOR` (any value but empty) turns it off, `FORCE_COLOR` (any value but `0` or `false`)
 * turns it on; otherwise the stream must be a terminal whose `TERM` is not `dumb`.
 */

export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow';

const codes: Record<Style, [number, number]> = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39] };

/** Whether text written to `stream` may carry colour, by the environment `env`. */
export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '0' && force !== 'false') return true;
  if (force === '0' || force === 'false') return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Paints with the given styles when `on`, else returns the text as it is. */
export function painter(on: boolean): (text: string, ...styles: Style[]) => string {
  return (text, ...styles) => (on ? styles.reduce((painted, style) => `\u001b[${codes[style][0]}m${painted}\u001b[${codes[style][1]}m`, text) : text);
}

/**
 * Keeps the libraries this process loads (vitest and its workers among them) from colouring
 * output that is not read on a terminal: they read `NO_COLOR` and `FORCE_COLOR` when loaded.
 */
export function settleColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  const on = colourWanted(stream, env);
  if (!on) {
    env.NO_COLOR = '1';
    delete env.FORCE_COLOR;
  }
  return on;
}
