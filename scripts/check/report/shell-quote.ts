/**
 * Quoting for POSIX shells (bash, zsh), so a printed command runs as shown when pasted. Plain
 * words stay bare; text with printable characters (new lines and non-ASCII included) goes in
 * single quotes; text with other control characters (tab, carriage return) uses `$'...'`, where
 * they are written as escapes and survive being pasted into a terminal.
 */

const bare = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** Control characters other than the new line, DEL, and the Unicode line separators. */
function isUnprintable(code: number): boolean {
  return (code < 0x20 && code !== 0x0a) || code === 0x7f || code === 0x2028 || code === 0x2029;
}

function hasUnprintable(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isUnprintable(text.charCodeAt(i))) return true;
  return false;
}

function ansiC(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else if (isUnprintable(code)) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `$'${out}'`;
}

/** One shell word that the shell reads back as exactly `text`. */
export function shellQuote(text: string): string {
  if (text !== '' && bare.test(text)) return text;
  if (hasUnprintable(text)) return ansiC(text);
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A double-quoted word in which the named variables (e.g. `$GATEWAY_TOKEN`) are expanded by the
 * shell and everything else is literal.
 */
export function shellQuoteWithVariables(text: string, variables: string[]): string {
  const escape = (part: string) => part.replace(/[\\"$`]/g, (c) => `\\${c}`);
  if (hasUnprintable(text)) {
    // Rare (a token header with a tab): quote the literal parts ANSI-C style and join the variables in.
    const pieces = splitOn(text, variables);
    return pieces.map((p) => (variables.includes(p) ? `"${p}"` : p === '' ? '' : ansiC(p))).join('');
  }
  const pieces = splitOn(text, variables);
  // `$NAME` followed by a name character would read as a longer name: write `${NAME}` there.
  const expanded = pieces.map((p, i) => {
    if (!variables.includes(p)) return escape(p);
    return /^\w/.test(pieces[i + 1] ?? '') ? `\${${p.slice(1)}}` : p;
  });
  return `"${expanded.join('')}"`;
}

function splitOn(text: string, variables: string[]): string[] {
  if (variables.length === 0) return [text];
  const pattern = new RegExp(`(${variables.map((v) => v.replace(/[$]/g, '\\$')).join('|')})`);
  return text.split(pattern);
}
