/**
 * The soak's load: workers each sending one keyed template send after another to a new customer,
 * until told to stop, and now and then a customer writing in through the platform. A send that
 * fails is sent once more with the same key (section 7: retry with the same key), which must be
 * a fresh attempt (section 3.3: a failed send releases its key). Every answer is recorded.
 */
export interface SendOutcome {
  status: number;
  code: string | undefined;
  replayed: boolean;
  ms: number;
  /** The request never got an answer (refused, reset, time limit). */
  transportError?: string;
}

export interface LoadOptions {
  gatewayUrl: string;
  token: string;
  workers: number;
  /** Every this many sends, the customer of the send writes in as well. */
  customerWriteEvery: number;
  customerWrites(waId: string): Promise<void>;
  /** Whether to start no more sends, told how many have started. */
  stopped(sendsStarted: number): boolean;
}

const template = (to: string) => JSON.stringify({ to, type: 'template', template_name: 'thank_you', template_language: 'en_US' });

async function send(options: LoadOptions, to: string, key: string): Promise<SendOutcome> {
  const began = performance.now();
  try {
    const response = await fetch(`${options.gatewayUrl}/api/v2/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: template(to),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { code?: unknown };
    return { status: response.status, code: typeof body.code === 'string' ? body.code : undefined, replayed: response.headers.get('idempotency-replayed') === 'true', ms: performance.now() - began };
  } catch (error) {
    return { status: 0, code: undefined, replayed: false, ms: performance.now() - began, transportError: (error as Error).message };
  }
}

export interface LoadResult {
  first: SendOutcome[];
  retries: SendOutcome[];
  customerWrites: number;
  customerWriteErrors: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = { first: [], retries: [], customerWrites: 0, customerWriteErrors: 0 };
  let next = 0;
  const worker = async () => {
    while (!options.stopped(next)) {
      const n = (next += 1);
      const to = `1999${String(n).padStart(8, '0')}`;
      const first = await send(options, to, `soak-${n}`);
      result.first.push(first);
      if (first.status !== 200) result.retries.push(await send(options, to, `soak-${n}`));
      if (n % options.customerWriteEvery === 0) {
        try {
          await options.customerWrites(to);
          result.customerWrites += 1;
        } catch {
          result.customerWriteErrors += 1;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return result;
}
