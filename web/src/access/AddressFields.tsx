// Country, then division/district for Bangladesh or state/city from a country data set for the
// rest (docs/access.md#countries). Each country's places are a chunk of their own (web/vite/places.ts), fetched
// when the learner chooses that country.
import { bangladeshDivisions, countryCodes, districtsOf } from '@proshno/engine';
import { useMemo } from 'react';
import { loadPlaces, type CountryPlaces } from 'virtual:places';
import { deferred, useLoadedWhile, type Deferred } from '../controls/deferred';
import { SelectField, type SelectOption } from '../controls/SelectField';

export type AddressFieldsProps = {
  country: string;
  state: string;
  city: string;
  onChange: (change: { country?: string; state?: string; city?: string }) => void;
};

const countries: SelectOption[] = countryCodes.map((c) => ({ id: c.country, name: c.country }));
const divisions: SelectOption[] = bangladeshDivisions.map((d) => ({ id: d.name, name: d.name }));

export function AddressFields({ country, state, city, onChange }: AddressFieldsProps) {
  const isBangladesh = country === 'Bangladesh';
  return (
    <>
      <SelectField label="Country" options={countries} value={country} onChange={(id) => onChange({ country: id, state: '', city: '' })} />
      {isBangladesh ? (
        <>
          <SelectField label="Division" options={divisions} value={state} onChange={(id) => onChange({ state: id, city: '' })} />
          <SelectField
            label="District"
            options={districtsOf(state).map((d) => ({ id: d, name: d }))}
            value={city}
            onChange={(id) => onChange({ city: id })}
            isDisabled={state === ''}
          />
        </>
      ) : (
        <ForeignPlaces country={country} state={state} city={city} onChange={onChange} />
      )}
    </>
  );
}

type Places = { states: SelectOption[]; cities: SelectOption[] };

function ForeignPlaces({ country, state, city, onChange }: AddressFieldsProps) {
  const places = usePlaces(country, state);
  return (
    <>
      <SelectField label="State" options={places.states} value={state} onChange={(id) => onChange({ state: id, city: '' })} />
      <SelectField label="City" options={places.cities} value={city} onChange={(id) => onChange({ city: id })} isDisabled={state === ''} />
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
