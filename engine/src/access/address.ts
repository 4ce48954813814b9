// A learner's postal address (docs/access.md#address): the fields registration asks for and the
// profile edits, with one set of rules for both, which the server applies again to either payload.
import { REGISTRATION_ADDRESS_MAX, REGISTRATION_POSTAL_CODE_MAX } from '../limits';
import { messages } from '../messages';
import { placeName } from './placeNames';
import { bangladeshDivisions, countryCodes, districtsOf } from './places';

export type Address = {
  country: string;
  /** A division for Bangladesh, else a state of the country's data set; '' while none is chosen. */
  state: string;
  /** A district of that division for Bangladesh, else a city; '' while none is chosen. */
  city: string;
  address_line1: string;
  address_line2: string;
  postal_code: string;
};

export type AddressField = keyof Address;

export const addressFields: readonly AddressField[] = ['country', 'state', 'city', 'address_line1', 'address_line2', 'postal_code'];

export function isAddressField(field: string): field is AddressField {
  return addressFields.some((name) => name === field);
}

/** One rule of an address: its field, whether it fails, and what the form says there. */
export type AddressCheck = [AddressField, boolean, string];

/** The address as a payload carries it: the places as chosen, the lines trimmed. */
export function addressPayload(address: Address): Address {
  return {
    country: address.country,
    state: address.state,
    city: address.city,
    address_line1: address.address_line1.trim(),
    address_line2: address.address_line2.trim(),
    postal_code: address.postal_code.trim(),
  };
}

/** Address line 1 is required (docs/access.md#registration-fields). */
export function addressRequired(address: Pick<Address, 'address_line1'>): AddressCheck[] {
  return [['address_line1', address.address_line1.trim() === '', messages.addressLine1Required]];
}

/** The contract's length limits on the trimmed lines (UTF-16 units, as the contract counts). */
export function addressLimits(address: Pick<Address, 'address_line1' | 'address_line2' | 'postal_code'>): AddressCheck[] {
  return [
    ['address_line1', address.address_line1.trim().length > REGISTRATION_ADDRESS_MAX, messages.addressLine1TooLong],
    ['address_line2', address.address_line2.trim().length > REGISTRATION_ADDRESS_MAX, messages.addressLine2TooLong],
    ['postal_code', address.postal_code.trim().length > REGISTRATION_POSTAL_CODE_MAX, messages.postalCodeTooLong],
  ];
}

/**
 * docs/access.md#countries: a country of the list; for Bangladesh a division of the 8, or none, and
 * a district of that division, or none. Another country's states and cities come from a data set
 * only the web app carries, so only the country is checked for them.
 */
export function placeChecks(address: Pick<Address, 'country' | 'state' | 'city'>): AddressCheck[] {
  const bangladesh = address.country === 'Bangladesh';
  return [
    ['country', !countryCodes.some((entry) => entry.country === address.country), messages.countryUnknown],
    ['state', bangladesh && address.state !== '' && !bangladeshDivisions.some((division) => division.name === address.state), messages.divisionUnknown],
    ['city', bangladesh && address.city !== '' && !districtsOf(address.state).includes(address.city), messages.districtUnknown],
  ];
}

/**
 * The address on one line as the profile shows it: the lines, then district (or city) with the
 * postal code, division (or state), country, each place named in the page's language (placeName);
 * parts left empty are left out.
 */
export function addressText(address: Partial<Address>): string {
  const named = (place: string | undefined) => (place === undefined ? undefined : placeName(place));
  const place = [named(address.city), address.postal_code].filter((part) => part !== undefined && part.trim() !== '').join(' ');
  return [address.address_line1, address.address_line2, place, named(address.state), named(address.country)]
    .filter((part): part is string => part !== undefined && part.trim() !== '')
    .join(', ');
}
