/**
 * What the image runs: `gateway-harness serve reference` configured from the environment alone
 * (PORT, UPSTREAM_BASE_URL, UPSTREAM_APP_SECRET, HARNESS_CONTROL_TOKEN, and HOST, loopback by
 * default: right for host networking; a published port needs HOST=0.0.0.0). Its "listening"
 * line is the ready line the image's label names.
 */
import { serveReference } from '../cli/commands/serve-reference.ts';
import { UsageError } from '../cli/command.ts';

try {
  process.exitCode = await serveReference({ host: process.env.HOST || '127.0.0.1' });
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`reference gateway: ${error.message}`);
  process.exitCode = 2;
}
