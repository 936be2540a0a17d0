import { sortOptions } from '../../../shared/search';
import type { SortOptionId, SortOptionSet } from '../../../shared/search';

/** 000 §5: the 7 sort options, or the limited set (A-Z, Rating). */
export function SortSelect({ value, onChange, set = 'full' }: { value: SortOptionId; onChange: (id: SortOptionId) => void; set?: SortOptionSet }) {
  return (
    <label className="cn-sort">
      <span className="cn-sort__label">Sort</span>
      <select className="cn-select" value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value as SortOptionId)}>
        {sortOptions(set).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
