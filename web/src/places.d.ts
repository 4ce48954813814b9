// The build's per-country places (web/vite/places.ts): states with their cities, by name.
declare module 'virtual:places' {
  export type CountryPlaces = { states: ReadonlyArray<readonly [state: string, cities: readonly string[]]> };
  /** The places of a country the product offers (an ISO 3166-1 alpha-2 code); none for any other. */
  export function loadPlaces(iso2: string): Promise<CountryPlaces>;
}
