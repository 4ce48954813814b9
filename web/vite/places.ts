// The states and cities a learner from another country picks from at registration (docs/access.md#countries),
// cut at build time from country-state-city to what the form needs: for each country the engine
// offers, its states' names with their cities' names, in a chunk of its own. Importing the
// package in the browser fetched every country's places with coordinates, 2.2 MB gzip; the
// largest country here (USA) is about 85 KB, and a learner fetches only the country they choose.
//
//   import { loadPlaces } from 'virtual:places';
//   const places = await loadPlaces('IN'); // { states: [['West Bengal', ['Kolkata', ...]], ...] }
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** country-state-city's rows: a state object, a city tuple [name, country, state code, lat, long]. */
type StateRow = { name: string; isoCode: string; countryCode: string };
type CityRow = [name: string, countryCode: string, stateCode: string, ...rest: string[]];

const index = 'virtual:places';
const countryPrefix = 'virtual:places/places-';

/** `iso2s`: the countries a learner may choose; any other code resolves to no places. */
export function placesPlugin(iso2s: readonly string[]): Plugin {
  let rows: { states: StateRow[]; cities: CityRow[] } | undefined;
  const read = () => {
    if (rows === undefined) {
      const require = createRequire(import.meta.url);
      const json = (file: string): unknown => JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8'));
      rows = { states: json('state.json') as StateRow[], cities: json('city.json') as CityRow[] };
    }
    return rows;
  };
  return {
    name: 'places',
    // Filtered hooks: the bundler calls them only for these ids, not for every module.
    resolveId: {
      filter: { id: /^virtual:places(\/|$)/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:places(\/|$)/ },
      handler(id) {
        if (id === `\0${index}`) return indexModule(iso2s);
        const iso2 = id.slice(countryPrefix.length + 1);
        if (!iso2s.includes(iso2)) throw new Error(`places: ${iso2} is not a country the product offers`);
        return `export default ${JSON.stringify(placesOf(iso2, read()))};`;
      },
    },
  };
}

/** One dynamic import per country, so each country is a chunk fetched only when chosen. */
function indexModule(iso2s: readonly string[]): string {
  const cases = iso2s.map((iso2) => `    case ${JSON.stringify(iso2)}: return (await import(${JSON.stringify(countryPrefix + iso2)})).default;`);
  return ['export async function loadPlaces(iso2) {', '  switch (iso2) {', ...cases, '    default: return { states: [] };', '  }', '}'].join('\n');
}

function placesOf(iso2: string, data: { states: StateRow[]; cities: CityRow[] }): { states: Array<[string, string[]]> } {
  const citiesOfState = new Map<string, Set<string>>();
  for (const [name, country, state] of data.cities) {
    if (country !== iso2) continue;
    const names = citiesOfState.get(state) ?? new Set<string>();
    names.add(name);
    citiesOfState.set(state, names);
  }
  const states = data.states.filter((state) => state.countryCode === iso2);
  return { states: states.map((state) => [state.name, [...(citiesOfState.get(state.isoCode) ?? [])]]) };
}
