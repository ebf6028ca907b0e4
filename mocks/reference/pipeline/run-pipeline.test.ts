// The runner of both pipelines: the first answer ends the request, and what steps left for the
// end of it sees the answer the request got, a crash's included (section 3.3 relies on that).
import { describe, expect, it } from 'vitest';
import { jsonReply, type Reply } from './reply.ts';
import { runPipeline, type PipelineContext } from './run-pipeline.ts';
import type { NamedStep } from './step.ts';

type Context = PipelineContext & { ran: string[]; seen: number[] };

const unexpected = jsonReply(500, { code: 'internal_error' });
const context = (): Context => ({ afterAnswer: [], ran: [], seen: [] });
const passes = (name: string): NamedStep<Context> => ({ name, run: (c) => void c.ran.push(name) });
const answers = (name: string, status: number): NamedStep<Context> => ({ name, run: (c) => (c.ran.push(name), jsonReply(status, {})) });
const leavesNote = (name: string): NamedStep<Context> => ({
  name,
  run: (c) => {
    c.ran.push(name);
    c.afterAnswer.push((reply: Reply) => c.seen.push(reply.status));
    return undefined;
  },
});

describe('running a pipeline', () => {
  it('stops at the first step that answers, and gives its answer', async () => {
    const c = context();
    const reply = await runPipeline([passes('a'), answers('b', 409), passes('c')], c, unexpected);
    expect(reply.status).toBe(409);
    expect(c.ran).toEqual(['a', 'b']);
  });

  it('hands the answer to what a step left, once it is known', async () => {
    const c = context();
    await runPipeline([leavesNote('claim'), answers('send', 200)], c, unexpected);
    expect(c.seen).toEqual([200]);
  });

  it('answers the unexpected reply when a step throws, and hands that on too', async () => {
    const c = context();
    const crash: NamedStep<Context> = { name: 'crash', run: () => Promise.reject(new Error('boom')) };
    const reply = await runPipeline([leavesNote('claim'), crash, answers('never', 200)], c, unexpected);
    expect(reply).toBe(unexpected);
    expect(c.seen).toEqual([500]);
  });

  it('answers the unexpected reply when no step answers', async () => {
    const c = context();
    expect(await runPipeline([leavesNote('claim'), passes('b')], c, unexpected)).toBe(unexpected);
    expect(c.seen).toEqual([500]);
  });
});
