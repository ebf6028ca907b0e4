/**
 * The last lines a started build printed, kept to explain a build that dies before it answers
 * (`--command` and `--image` alike), and whether its output has ended (it stopped).
 */
import type { Readable } from 'node:stream';

const keptLines = 20;

export interface OutputTail {
  /** Reads a stream of the build's output; lines split across chunks are joined first. */
  consume(stream: Readable): void;
  readonly ended: boolean;
  /**
   * `; last output: LINE` to append to a reason (the last `count` lines joined with ` | `, so
   * the reason stays one line), or nothing when the build printed nothing.
   */
  last(count?: number): string;
}

export function outputTail(): OutputTail {
  const lines: string[] = [];
  let ended = false;
  const keep = (line: string) => {
    if (line.trim() === '') return;
    lines.push(line.trimEnd());
    if (lines.length > keptLines) lines.shift();
  };
  return {
    consume(stream) {
      let partial = '';
      stream.on('data', (chunk: string | Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        parts.forEach(keep);
      });
      stream.on('end', () => {
        keep(partial);
        ended = true;
      });
    },
    get ended() {
      return ended;
    },
    last(count = 1) {
      const shown = lines.slice(-count);
      return shown.length === 0 ? '' : `; last output: ${shown.join(' | ')}`;
    },
  };
}
