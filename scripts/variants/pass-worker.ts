/**
 * A worker process of the pass table, started by `pass-table.ts` with an IPC channel; its
 * argument is the folder where it keeps transformed modules between runs.
 */
import { allowedVariant } from '../../mocks/variants/index.ts';
import { servePassJobs } from './pass-worker-loop.ts';

servePassJobs(allowedVariant);
