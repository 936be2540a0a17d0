import type { ListFacet, MenuAction, MenuState, RangeFacet } from '../../../shared/search';
import { RANGE_TITLES } from './facetLabels';

/** The chosen filters as removable chips, locked pre-filters (000 §2) as chips that cannot be removed, and Clear all. */
export function ActiveFilters({ state, dispatch, labelOf }: { state: MenuState; dispatch: (action: MenuAction) => void; labelOf: (facet: ListFacet, value: string) => string }) {
  const chips: { key: string; label: string; locked: boolean; remove: () => void }[] = [];
  for (const [facet, values] of Object.entries(state.filters) as [ListFacet, readonly string[]][]) {
    if (facet === 'kind') continue;
    const locked = state.locked.includes(facet);
    for (const value of values) chips.push({ key: `${facet}:${value}`, label: labelOf(facet, value), locked, remove: () => dispatch({ type: 'toggle', facet, value }) });
  }
  for (const [facet, range] of Object.entries(state.ranges) as [RangeFacet, { min?: number | null; max?: number | null }][]) {
    const { title, unit } = RANGE_TITLES[facet];
    const fmt = (n: number) => (unit === '$' ? `$${n}` : `${n}%`);
    const text = range.min != null && range.max != null ? `${fmt(range.min)}–${fmt(range.max)}` : range.min != null ? `≥ ${fmt(range.min)}` : `≤ ${fmt(range.max!)}`;
    chips.push({ key: facet, label: `${title} ${text}`, locked: false, remove: () => dispatch({ type: 'setRange', facet, range: null }) });
  }
  if (state.query && !state.queryLocked) chips.push({ key: 'query', label: `“${state.query}”`, locked: false, remove: () => dispatch({ type: 'setQuery', query: '' }) });
  if (chips.length === 0) return null;
  const removable = chips.some((chip) => !chip.locked);
  return (
    <div className="cn-active" aria-label="Active filters" role="region">
      <ul className="cn-active__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            {chip.locked ? (
              <span className="cn-chip cn-chip--locked" title="Set by this page">
                <span aria-hidden="true">🔒</span> {chip.label}
              </span>
            ) : (
              <button type="button" className="cn-chip cn-chip--active" aria-label={`Remove filter ${chip.label}`} onClick={chip.remove}>
                {chip.label} <span aria-hidden="true">✕</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {removable && (
        <button type="button" className="cn-btn cn-btn--ghost cn-btn--small" onClick={() => dispatch({ type: 'clearAll' })}>
          Clear all
        </button>
      )}
    </div>
  );
}
