/**
 * A business phone number as the platform answers it, read by its id and in its business
 * account's list: the default fields, or those a `fields` selection names, and `id`.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { renderNode, selectedFields, type FieldValues } from '../graph/field-selection.ts';
import type { PlatformNumber } from '../state/model.ts';

type PhoneNumber = components['schemas']['PhoneNumber'];

export type NumberField = Exclude<keyof PhoneNumber, 'id'>;

// Each field the mock models; the platform has more (verification, certificate, tiers) that no
// world describes, and a selection naming them gets them left out.
const fieldValues: { [F in NumberField]-?: (number: PlatformNumber) => NonNullable<PhoneNumber[F]> } = {
  display_phone_number: (n) => n.displayPhoneNumber,
  verified_name: (n) => n.verifiedName,
  quality_rating: (n) => n.qualityRating,
};

const defaultFields: readonly NumberField[] = ['display_phone_number', 'verified_name', 'quality_rating'];

export function numberFields(fields: string | undefined): NumberField[] {
  return selectedFields(fields, fieldValues as FieldValues<NumberField, PlatformNumber>, defaultFields);
}

export function renderNumber(number: PlatformNumber, fields: readonly NumberField[]): PhoneNumber {
  return renderNode(number.phoneNumberId, number, fields, fieldValues as FieldValues<NumberField, PlatformNumber>) as unknown as PhoneNumber;
}
