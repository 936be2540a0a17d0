import { STATES, placeParam } from '../../../shared/routes';
import type { Country, State } from '../../../shared/routes';
import type { CountryCode } from '../../../shared/types';

const SMALL_WORDS = new Set(['of', 'and', 'the']);

/** 'district of columbia' → 'District of Columbia': the directory's place names as shoppers write them. */
export function titleCase(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The state a store record names (records carry postal codes: 'CA', 'ON'). */
export function stateOfRecord(country: CountryCode | string, code: string): State | null {
  return STATES.find((state) => state.country === country && state.code === code.toUpperCase()) ?? null;
}

export const countryPath = (country: Country) => `/dispensaries/${placeParam(country.name)}`;
export const statePath = (country: Country, state: State) => `${countryPath(country)}/${placeParam(state.name)}`;
export const cityPath = (country: Country, state: State, city: string) => `${statePath(country, state)}/${placeParam(city)}`;
