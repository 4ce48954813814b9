// Country, then division/district for Bangladesh or state/city from country-state-city for the
// rest (spec 000 §5). The data set is large, so it loads in its own chunk on first need.
import { bangladeshDivisions, countryCodes, districtsOf } from '@proshno/engine';
import { useEffect, useState } from 'react';
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

function usePlaces(country: string, state: string): Places {
  const [places, setPlaces] = useState<Places>({ states: [], cities: [] });
  useEffect(() => {
    const iso2 = countryCodes.find((c) => c.country === country)?.iso2;
    if (iso2 === undefined) return;
    let live = true;
    void import('country-state-city').then(({ State, City }) => {
      if (!live) return;
      const states = State.getStatesOfCountry(iso2);
      const stateCode = states.find((s) => s.name === state)?.isoCode;
      const cities = stateCode === undefined ? [] : City.getCitiesOfState(iso2, stateCode);
      setPlaces({
        states: states.map((s) => ({ id: s.name, name: s.name })),
        cities: uniqueNames(cities.map((c) => c.name)),
      });
    });
    return () => {
      live = false;
    };
  }, [country, state]);
  return places;
}

function uniqueNames(names: string[]): SelectOption[] {
  return [...new Set(names)].map((name) => ({ id: name, name }));
}
