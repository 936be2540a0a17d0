import { act, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { StickySpecialBanner } from '../../../../../widget/features/specials/StickySpecialBanner';
import { createTestWidget, renderInWidget } from '../../support/testWidget';

// 000 §2, §9: the 76 px deal banner stays in sight, below a partner page's fixed header in every mode.
const banner = <StickySpecialBanner title="2 for $30" offer="$30" status="Add 1 more" type="bundle" dim={false} />;

describe('the sticky deal banner under a fixed partner header', () => {
  test('framelessEmbed: fixed below the header the loader measured', () => {
    const { transport } = renderInWidget(banner);
    const element = screen.getByTestId('special-sticky-banner');
    expect(element.style.position).toBe('fixed');
    expect(element.style.top).toBe('0px');
    expect(element.style.height).toBe('76px');
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 900, viewportHeight: 740, offsetTop: 300, topInset: 64 } }));
    expect(element.style.top).toBe('64px');
  });

  test("iframe modes: inside the tall iframe at the host page's visible top, header included", () => {
    history.replaceState(null, '', '/embed/specials');
    const widget = createTestWidget({ config: { mode: 'embedded' } });
    act(() => void widget.transport.command({ type: 'viewport', info: { scrollTop: 900, viewportHeight: 740, offsetTop: 300, topInset: 64 } }));
    renderInWidget(banner, widget);
    const element = screen.getByTestId('special-sticky-banner');
    expect(element.style.position).toBe('absolute');
    expect(element.style.top).toBe('664px');
  });
});
