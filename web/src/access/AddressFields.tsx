// Country, then division/district for Bangladesh or state/city from a country data set for the
// rest (docs/access.md#countries). Each country's places are a chunk of their own (web/vite/places.ts), fetched
// when the learner chooses that country. AddressSection adds the lines: the whole address as
// registration asks for it and the profile edits it (docs/access.md#address).
import { bangladeshDivisions, countryCodes, districtsOf, messages, placeName, type Address, type AddressField } from '@proshno/engine';
import { useMemo } from 'react';
import { loadPlaces, type CountryPlaces } from 'virtual:places';
import { deferred, useLoadedWhile, type Deferred } from '../controls/deferred';
import { SelectField, type SelectOption } from '../controls/SelectField';
import { TextInput } from '../controls/TextInput';

export type AddressSectionProps = {
  address: Address;
  onChange: (change: Partial<Address>) => void;
  /** The message a refused save shows at a field, if any. */
  errorAt: (field: AddressField) => string | undefined;
};

/** The places, then Address Line 1 (required), Address Line 2 and Postal Code (optional). */
export function AddressSection({ address, onChange, errorAt }: AddressSectionProps) {
  return (
    <>
      <AddressFields country={address.country} state={address.state} city={address.city} onChange={onChange} errorAt={errorAt} />
      <TextInput
        label={messages.addressLine1}
        autoComplete="address-line1"
        value={address.address_line1}
        onChange={(address_line1) => onChange({ address_line1 })}
        isRequired
        errorMessage={errorAt('address_line1')}
      />
      <TextInput
        label={messages.addressLine2}
        autoComplete="address-line2"
        value={address.address_line2}
        onChange={(address_line2) => onChange({ address_line2 })}
        errorMessage={errorAt('address_line2')}
      />
      <TextInput
        label={messages.addressPostalCode}
        autoComplete="postal-code"
        value={address.postal_code}
        onChange={(postal_code) => onChange({ postal_code })}
        errorMessage={errorAt('postal_code')}
      />
    </>
  );
}

type AddressFieldsProps = {
  country: string;
  state: string;
  city: string;
  onChange: (change: { country?: string; state?: string; city?: string }) => void;
  errorAt: (field: AddressField) => string | undefined;
};

// Each place offered by its id, the English name the address stores, and named in the page's language.
const countries = (): SelectOption[] => countryCodes.map((c) => ({ id: c.country, name: placeName(c.country) }));
const divisions = (): SelectOption[] => bangladeshDivisions.map((d) => ({ id: d.name, name: placeName(d.name) }));

function AddressFields({ country, state, city, onChange, errorAt }: AddressFieldsProps) {
  const isBangladesh = country === 'Bangladesh';
  return (
    <>
      <SelectField
        label={messages.addressCountry}
        options={countries()}
        value={country}
        onChange={(id) => onChange({ country: id, state: '', city: '' })}
        errorMessage={errorAt('country')}
      />
      {isBangladesh ? (
        <>
          <SelectField
            label={messages.addressDivision}
            options={divisions()}
            value={state}
            onChange={(id) => onChange({ state: id, city: '' })}
            errorMessage={errorAt('state')}
          />
          <SelectField
            label={messages.addressDistrict}
            options={districtsOf(state).map((d) => ({ id: d, name: placeName(d) }))}
            value={city}
            onChange={(id) => onChange({ city: id })}
            isDisabled={state === ''}
            errorMessage={errorAt('city')}
          />
        </>
      ) : (
        <ForeignPlaces country={country} state={state} city={city} onChange={onChange} errorAt={errorAt} />
      )}
    </>
  );
}

type Places = { states: SelectOption[]; cities: SelectOption[] };

function ForeignPlaces({ country, state, city, onChange, errorAt }: AddressFieldsProps) {
  const places = usePlaces(country, state);
  return (
    <>
      <SelectField
        label={messages.addressState}
        options={places.states}
        value={state}
        onChange={(id) => onChange({ state: id, city: '' })}
        errorMessage={errorAt('state')}
      />
      <SelectField
        label={messages.addressCity}
        options={places.cities}
        value={city}
        onChange={(id) => onChange({ city: id })}
        isDisabled={state === ''}
        errorMessage={errorAt('city')}
      />
    </>
  );
}

/** One part a country, fetched when that country is chosen and tried again while it is wanted. */
const placesParts = new Map<string, Deferred<CountryPlaces>>();

function placesPart(iso2: string): Deferred<CountryPlaces> {
  let part = placesParts.get(iso2);
  if (part === undefined) {
    part = deferred(() => loadPlaces(iso2));
    placesParts.set(iso2, part);
  }
  return part;
}

function usePlaces(country: string, state: string): Places {
  const iso2 = countryCodes.find((c) => c.country === country)?.iso2;
  const places = useLoadedWhile(placesPart(iso2 ?? ''), iso2 !== undefined);
  return useMemo(() => {
    const states = places?.states ?? [];
    const cities = states.find(([name]) => name === state)?.[1] ?? [];
    return { states: states.map(([name]) => ({ id: name, name })), cities: cities.map((name) => ({ id: name, name })) };
  }, [places, state]);
}
