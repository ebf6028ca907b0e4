/**
 * The sending number: it has to exist and be registered on the platform.
 */
import type { PlatformNumber, PlatformState } from '../state/model.ts';
import { refusal, type Refusal } from './refusal.ts';

// Graph reports an id it cannot find as code 100 with subcode 33 ("object does not exist").
const objectDoesNotExist = 33;

/** The number in the path, or the platform's refusal: unknown (100/33), not registered (133010). */
export function checkNumber(state: PlatformState, phoneNumberId: string): PlatformNumber | Refusal {
  const number = state.numbers.get(phoneNumberId);
  if (!number) {
    return refusal(100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist.`, { subcode: objectDoesNotExist });
  }
  if (number.connection === 'DISCONNECTED') {
    return refusal(133010, `Phone number ${number.displayPhoneNumber} is not registered on the platform.`);
  }
  return number;
}
