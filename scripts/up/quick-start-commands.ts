/**
 * The README's quick start read as a user reads it: its shell lines as words (quotes, `$VAR` and
 * `"${VAR}"` expanded from the variables given, comments dropped, a trailing `&` noted) and its
 * JavaScript file. The walkthrough test runs what this returns, so the README cannot drift from
 * what works.
 */

export interface ShellCommand {
  words: string[];
  /** Ended with `&`: runs on while the next lines run. */
  background: boolean;
  /** The line as printed, for messages. */
  line: string;
}

export interface QuickStart {
  /** Every line of the section's `sh` blocks, continuation lines joined. */
  lines: string[];
  /** The section's `js` blocks by the file name their first comment gives (`// name.mjs: ...`). */
  files: Map<string, string>;
}

/** The `## Quick start` section of a README: its shell lines and its files. */
export function quickStart(readme: string): QuickStart {
  const start = readme.indexOf('\n## Quick start\n');
  if (start < 0) throw new Error('the README has no "## Quick start" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const lines: string[] = [];
  const files = new Map<string, string>();
  for (const block of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    const [, lang, text = ''] = block;
    if (lang === 'sh') lines.push(...text.replace(/\\\n\s*/g, ' ').split('\n').filter((l) => l.trim() !== ''));
    const name = /^\/\/ ([\w.-]+):/.exec(text)?.[1];
    if (lang === 'js' && name) files.set(name, text);
  }
  return { lines, files };
}

/** One shell line as words, with variables taken from `env` (an unset one is an error, not ""). */
export function shellWords(line: string, env: Record<string, string>): ShellCommand {
  const words: string[] = [];
  let word: string | undefined;
  const variable = (name: string) => {
    const value = env[name];
    if (value === undefined) throw new Error(`$${name} is not set when running: ${line}`);
    return value;
  };
  let i = 0;
  const append = (text: string) => (word = (word ?? '') + text);
  const expand = () => {
    const match = /^\$(?:\{(\w+)\}|(\w+))/.exec(line.slice(i));
    if (!match) return append(line[i++] ?? '');
    i += match[0].length;
    return append(variable(match[1] ?? match[2] ?? ''));
  };
  while (i < line.length) {
    const c = line[i] ?? '';
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i += 1;
    } else if (c === '#' && word === undefined) break;
    else if (c === "'") {
      const close = line.indexOf("'", i + 1);
      append(line.slice(i + 1, close));
      i = close + 1;
    } else if (c === '"') {
      i += 1;
      append('');
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '$') expand();
        else append(line[i++] ?? '');
      }
      i += 1;
    } else if (c === '$') expand();
    else append(line[i++] ?? '');
  }
  if (word !== undefined) words.push(word);
  const background = words.at(-1) === '&';
  return { words: background ? words.slice(0, -1) : words, background, line };
}

/** A `curl` command's request: `-H` headers, `-d` body (POST), `-X` method, the URL. */
export function curlRequest(words: string[]): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  let method: string | undefined;
  let url: string | undefined;
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word === '-H' || word === '--header') {
      const [name = '', ...value] = (words[++i] ?? '').split(':');
      headers[name.trim()] = value.join(':').trim();
    } else if (word === '-d' || word === '--data' || word === '--data-binary') body = words[++i];
    else if (word === '-X' || word === '--request') method = words[++i];
    else if (/^-[sSi]+$/.test(word)) continue;
    else if (word.startsWith('-')) throw new Error(`the walkthrough does not know curl's ${word}`);
    else url = word;
  }
  if (url === undefined) throw new Error(`no URL in ${words.join(' ')}`);
  return { url, init: { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body }) } };
}
