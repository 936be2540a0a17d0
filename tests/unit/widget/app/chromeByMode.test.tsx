import type { ReactNode } from 'react';
import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, test } from 'vitest';
import type { WidgetConfig } from '../../../../shared/protocol';
import { Footer } from '../../../../widget/app/Footer';
import { Header } from '../../../../widget/app/Header';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

// The widget's chrome per app mode (000 §1): white label carries no Canopy brand; headless has no header or
// footer, but keeps a way to the bag so a headless parent's shopper can reach checkout.
function render(node: ReactNode, mode: WidgetConfig['mode']) {
  const api = fakeFetch(() => json({ message: 'no fake' }, 404));
  return renderInWidget(node, createTestWidget({ fetch: api.fetch, config: { mode } }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the footer by mode', () => {
  test.each([
    ['default', true],
    ['embedded', true],
    ['framelessEmbed', true],
    ['whiteLabel', false],
  ] as const)('%s: "Powered by Canopy" shown: %s', (mode, shown) => {
    render(<Footer />, mode);
    expect(screen.queryByText('Powered by Canopy') !== null).toBe(shown);
    expect(screen.getByRole('link', { name: 'Terms' })).toBeTruthy();
  });
});

describe('headless (000 §1: no chrome)', () => {
  test('no footer, and a header that is only the bag entry', () => {
    render(
      <>
        <Header />
        <Footer />
      </>,
      'headless',
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const bag = screen.getByRole('link', { name: /^Bag, 0 items$/ });
    expect(bag.getAttribute('href')).toContain('/cart');
  });
});
