import { act, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { facetValueLabel } from '../../../../../widget/features/menu/facetLabels';
import { FilterBar } from '../../../../../widget/features/menu/FilterBar';
import { initialMenuState } from '../../../../../shared/search';
import { facets } from '../../support/fixtures';
import { createTestWidget, renderInWidget } from '../../support/testWidget';

// The bar sticks below the partner page's own fixed header (the loader's ViewportInfo topInset): in
// framelessEmbed it sticks in the page's viewport, so the inset is its top; in an iframe the shell's stickyTop
// (scrollTop + topInset − offsetTop) already counts it and nothing is added twice.
const bar = (stickyTop?: number) => (
  <FilterBar
    state={initialMenuState({}, null)}
    dispatch={() => undefined}
    facets={facets()}
    compact={false}
    labelOf={facetValueLabel}
    view="grid"
    onView={() => undefined}
    storeName="Green Leaf"
    stickyTop={stickyTop}
  />
);

describe('FilterBar under a fixed partner header', () => {
  test('framelessEmbed: sticks at the header bottom the loader measured, and follows it', () => {
    const { transport } = renderInWidget(bar());
    expect(screen.getByTestId('filter-bar').style.top).toBe('0px');
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 2000, viewportHeight: 740, offsetTop: 300, topInset: 110 } }));
    expect(screen.getByTestId('filter-bar').style.top).toBe('110px');
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 2100, viewportHeight: 740, offsetTop: 300, topInset: 0 } }));
    expect(screen.getByTestId('filter-bar').style.top).toBe('0px');
  });

  test('iframe modes: the inset is in stickyTop already, not added again', () => {
    history.replaceState(null, '', '/embed/menu');
    const widget = createTestWidget({ config: { mode: 'embedded' } });
    act(() => void widget.transport.command({ type: 'viewport', info: { scrollTop: 2000, viewportHeight: 740, offsetTop: 300, topInset: 110 } }));
    expect(widget.instance.pageTopInset.value).toBe(0);
    renderInWidget(bar(widget.instance.stickyTop.value), widget);
    expect(screen.getByTestId('filter-bar').style.top).toBe('1810px');
  });
});
