import { sortOptions } from '../../../shared/search';
import type { SortOptionId, SortOptionSet } from '../../../shared/search';
import { useChoiceAfterPaint } from './useChoiceAfterPaint';

/**
 * 000 §5: the 7 sort options, or the limited set (A-Z, Rating). The option chosen shows at once, and the menu takes it
 * once that frame is painted (useChoiceAfterPaint).
 */
export function SortSelect({ value, onChange, set = 'full' }: { value: SortOptionId; onChange: (id: SortOptionId) => void; set?: SortOptionSet }) {
  const { pending, choose } = useChoiceAfterPaint(onChange);
  return (
    <label className="cn-sort">
      <span className="cn-sort__label">Sort</span>
      <select className="cn-select" value={pending ? pending.choice : value} onChange={(event) => choose((event.target as HTMLSelectElement).value as SortOptionId)}>
        {sortOptions(set).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
