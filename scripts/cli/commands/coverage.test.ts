// Bad options stop the coverage command before it lists the suite.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../command.ts';
import { coverageCommand } from './coverage.ts';

describe('gateway-harness coverage', () => {
  it('refuses a section the spec does not have, naming it', async () => {
    await expect(coverageCommand.run(['--section', '5.9'])).rejects.toThrow(new UsageError('--section must be a section of the spec such as 5 or 4.1, got "5.9"'));
    await expect(coverageCommand.run(['--section', 'auth'])).rejects.toThrow(UsageError);
  });

  it('refuses unknown options', async () => {
    await expect(coverageCommand.run(['--gaps'])).rejects.toThrow(UsageError);
  });
});
