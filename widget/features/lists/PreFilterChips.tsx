import type { ProductsPreFilter, ProductsPreFilterState } from './productsPreFilters';

const TITLES: Readonly<Record<ProductsPreFilter, string>> = { brand: 'Brand', category: 'Lineage', store_id: 'Store', store_type: 'Store type' };
const valueLabel = (name: ProductsPreFilter, value: string) =>
  name === 'category' ? (value === 'cbd' ? 'CBD' : value.charAt(0).toUpperCase() + value.slice(1)) : name === 'store_type' ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/** The 000 §2 pre-filters of the list as chips: a locked one (`hard`) cannot be removed, an open one can. */
export function PreFilterChips({ state, onRemove }: { state: ProductsPreFilterState; onRemove: (name: ProductsPreFilter, value: string) => void }) {
  const chips = (Object.entries(state.values) as [ProductsPreFilter, readonly string[]][]).flatMap(([name, values]) =>
    values.map((value) => ({ name, value, label: `${TITLES[name]}: ${valueLabel(name, value)}`, locked: state.locked.includes(name) })),
  );
  if (chips.length === 0) return null;
  return (
    <div className="cn-kind-chips" role="region" aria-label="Pre-filters">
      {chips.map((chip) =>
        chip.locked ? (
          <span key={`${chip.name}:${chip.value}`} className="cn-kind-chip cn-prefilter" title="Set by this page">
            <span aria-hidden="true">🔒</span> {chip.label}
          </span>
        ) : (
          <button
            key={`${chip.name}:${chip.value}`}
            type="button"
            className="cn-kind-chip cn-prefilter"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.name, chip.value)}
          >
            {chip.label} <span aria-hidden="true">✕</span>
          </button>
        ),
      )}
    </div>
  );
}
