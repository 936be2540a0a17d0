import { act } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { Dialog } from '../../../../../widget/features/cart/Dialog';
import { createTestWidget, renderInWidget } from '../../support/testWidget';

// In an iframe sized to its content the host page scrolls, not the iframe: the sheet (the bag drawer) is placed
// over the visible part of the widget, below the partner's own fixed header (the loader's topInset).
describe('Dialog in an iframe mode', () => {
  const open = () => {
    history.replaceState(null, '', '/embed/menu');
    const widget = createTestWidget({ config: { mode: 'embedded' } });
    const view = renderInWidget(
      <Dialog label="Your bag" variant="sheet" onClose={() => undefined}>
        <button type="button">Close</button>
      </Dialog>,
      widget,
    );
    return { ...view, sheet: () => view.getByRole('dialog') };
  };

  test('opens below the host header: scrollTop + topInset − offsetTop, and the shell sticks there too', () => {
    const { transport, instance, sheet } = open();
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 1200, viewportHeight: 700, offsetTop: 200, topInset: 90 } }));
    expect(sheet().style.top).toBe('1090px');
    expect(instance.stickyTop.value).toBe(1090);
  });

  test('a loader that sends no topInset keeps the old placement at the viewport top', () => {
    const { transport, instance, sheet } = open();
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 1200, viewportHeight: 700, offsetTop: 200 } }));
    expect(sheet().style.top).toBe('1000px');
    expect(instance.stickyTop.value).toBe(1000);
  });

  test('follows the host page as it scrolls and its header hides', () => {
    const { transport, sheet } = open();
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 1200, viewportHeight: 700, offsetTop: 200, topInset: 90 } }));
    act(() => void transport.command({ type: 'viewport', info: { scrollTop: 1500, viewportHeight: 700, offsetTop: 200, topInset: 0 } }));
    expect(sheet().style.top).toBe('1300px');
  });
});
