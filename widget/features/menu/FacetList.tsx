import { useState } from 'react';
import type { ListFacet } from '../../../shared/search';
import type { FacetCounts } from '../../../shared/types';

const SEARCH_FROM = 8;

export interface FacetListProps {
  readonly facet: ListFacet;
  readonly title: string;
  readonly counts: FacetCounts;
  readonly selected: readonly string[];
  readonly locked?: boolean;
  readonly labelOf: (value: string) => string;
  readonly onToggle: (value: string) => void;
}

/**
 * One facet's values with their counts as checkboxes, a search inside the list when it is long, and a
 * scrolling list capped at 360 px (420 px on tablet, 000 §9). Chosen values stay listed at count 0.
 */
export function FacetList({ facet, title, counts, selected, locked, labelOf, onToggle }: FacetListProps) {
  const [search, setSearch] = useState('');
  const values = Object.keys(counts);
  for (const value of selected) if (!values.includes(value)) values.push(value);
  const needle = search.trim().toLowerCase();
  const shown = values
    .filter((value) => !needle || labelOf(value).toLowerCase().includes(needle))
    .sort((a, b) => Number(selected.includes(b)) - Number(selected.includes(a)) || (counts[b] ?? 0) - (counts[a] ?? 0) || labelOf(a).localeCompare(labelOf(b)));
  return (
    <fieldset className="cn-facet" disabled={locked}>
      <legend className="cn-facet__title">{title}</legend>
      {values.length > SEARCH_FROM && (
        <input
          className="cn-input cn-facet__search"
          type="search"
          placeholder={`Search ${title.toLowerCase()}`}
          aria-label={`Search ${title.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch((event.target as HTMLInputElement).value)}
        />
      )}
      <ul className="cn-facet__list" data-facet={facet}>
        {shown.map((value) => {
          const count = counts[value] ?? 0;
          return (
            <li key={value}>
              <label className="cn-check">
                <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} />
                <span className="cn-check__label">{labelOf(value)}</span>
                <span className="cn-check__count" aria-label={`${count} products`}>
                  {count}
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 && <li className="cn-muted cn-facet__empty">No matches</li>}
      </ul>
    </fieldset>
  );
}
