import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { FacetCounts, Kind, MenuTab, Store } from '../../../shared/types';
import { facetValueLabel } from './facetLabels';
import { useChoiceAfterPaint } from './useChoiceAfterPaint';

export interface MenuTabsProps {
  readonly store: Pick<Store, 'menu_tabs' | 'custom_product_type_labels' | 'custom_lineage_labels'>;
  readonly kindCounts: FacetCounts | undefined;
  readonly selected: readonly string[];
  readonly onSelect: (kinds: readonly Kind[]) => void;
  readonly controls: string;
  readonly disabled?: boolean;
}

/**
 * The menu's category tabs: the store's menu_tabs when it has them, else All plus each kind it sells. A tab clicked
 * shows as selected in the click's own frame, and the menu takes it once that frame is painted (useChoiceAfterPaint).
 */
export function MenuTabs({ store, kindCounts, selected, onSelect, controls, disabled }: MenuTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const { pending, choose } = useChoiceAfterPaint(onSelect);
  const total = kindCounts ? Object.values(kindCounts).reduce((a, b) => a + b, 0) : null;
  const tabs: MenuTab[] =
    store.menu_tabs && store.menu_tabs.length > 0
      ? store.menu_tabs
      : Object.keys(kindCounts ?? {})
          .filter((kind) => (kindCounts?.[kind] ?? 0) > 0)
          .map((kind) => ({ id: kind, label: facetValueLabel('kind', kind, store), kinds: [kind as Kind] }));
  const all: MenuTab = { id: 'all', label: 'All', kinds: [] };
  const shown = pending ? pending.choice : selected;
  const isSelected = (tab: MenuTab) => tab.kinds.length === shown.length && tab.kinds.every((kind) => shown.includes(kind));
  const entries = [all, ...tabs];
  const anyActive = entries.some(isSelected);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]') ?? [])];
    const at = buttons.findIndex((b) => b === (event.target as HTMLElement));
    const next = buttons[(at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
    event.preventDefault();
  };
  return (
    <div className="cn-tabs" role="tablist" aria-label="Product categories" ref={list} onKeyDown={onKey}>
      {entries.map((tab) => {
        const active = isSelected(tab);
        const count = tab.id === 'all' ? total : tab.kinds.reduce((sum, kind) => sum + (kindCounts?.[kind] ?? 0), 0);
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={controls}
            tabIndex={active || (!anyActive && tab === all) ? 0 : -1}
            className="cn-tab"
            disabled={disabled}
            onClick={() => choose(tab.kinds)}
          >
            {tab.label}
            {count !== null && <span className="cn-tab__count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
