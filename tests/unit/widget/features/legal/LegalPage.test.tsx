import { screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { LegalPage } from '../../../../../widget/features/legal';
import { parseLegalText } from '../../../../../widget/features/legal/legalMarkdown';
import { storeFixture } from '../store/storeFixture';
import { renderInWidget } from '../store/widgetHarness';

// 000 §2 Legal: /terms, /brands-terms, /data-terms, /dispensary-terms, /ada, /privacy-policy, /do-not-sell-my-information.
// Each page serves a dated default text until the store's operator sets its own (store setting legal_texts).
const PAGES = ['terms', 'brandsTerms', 'dataTerms', 'dispensaryTerms', 'ada', 'privacyPolicy', 'doNotSell'];

describe('the legal pages', () => {
  test.each(PAGES)('%s: a dated default text, no placeholder', async (name) => {
    const { container } = renderInWidget(<LegalPage name={name} />, { storeId: null });
    expect(await screen.findByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/placeholder/i);
    expect(container.querySelectorAll('.cn-legal__doc p').length).toBeGreaterThan(1);
  });

  test('the terms of use carry the age and medical notice a dispensary needs, and claim no legal advice', async () => {
    const { container } = renderInWidget(<LegalPage name="terms" />, { storeId: null });
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(container.textContent).toMatch(/21 or older/);
    expect(container.textContent).toMatch(/not medical advice/i);
    expect(container.textContent).not.toMatch(/this is legal advice/i);
  });

  test("a store's own text replaces the default, shown escaped: HTML is text, only safe links are links", async () => {
    const own = [
      'Last updated: March 1, 2026',
      '',
      '## Reservations',
      '',
      'Orders are **reservations**. <script>alert(1)</script><img src=x onerror=alert(2)>',
      '',
      '- Pay at pickup',
      '- Bring your ID',
      '',
      'Questions: [contact us](https://example.com/contact) or [not this](javascript:alert(3)).',
    ].join('\n');
    const store = storeFixture({ id: 1, legal_texts: { terms: own } });
    const { container } = renderInWidget(<LegalPage name="terms" />, { storeId: 1, routes: { '/stores/1': { store } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reservations' })).toBeTruthy();
    expect(screen.getByText('Last updated: March 1, 2026')).toBeTruthy();
    expect(screen.getByText('reservations', { selector: 'strong' })).toBeTruthy();
    expect(container.textContent).toContain('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Pay at pickup', 'Bring your ID']));
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('https://example.com/contact');
    expect(screen.queryByRole('link', { name: 'not this' })).toBeNull();
    expect(container.textContent).not.toMatch(/21 or older/);
  });

  test('a page the store did not set (null) keeps the default', async () => {
    const store = storeFixture({ id: 1, legal_texts: { terms: 'Store terms.', privacy_policy: null } });
    renderInWidget(<LegalPage name="privacyPolicy" />, { storeId: 1, routes: { '/stores/1': { store } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByText(/^Last updated: /)).toBeTruthy();
    expect(screen.queryByText('Store terms.')).toBeNull();
  });
});

describe('parseLegalText: the limited markdown of docs/api-admin.md', () => {
  test.each([
    [
      'paragraphs split on blank lines',
      'One\ntwo\n\nThree',
      [
        { type: 'p', text: 'One two' },
        { type: 'p', text: 'Three' },
      ],
    ],
    [
      '## and ### headings',
      '## A\n\n### B',
      [
        { type: 'h2', text: 'A' },
        { type: 'h3', text: 'B' },
      ],
    ],
    ['a list', '- a\n- b', [{ type: 'ul', items: ['a', 'b'] }]],
    [
      'a first line Last updated: is the date',
      'Last updated: May 2, 2026\n\nText',
      [
        { type: 'updated', text: 'Last updated: May 2, 2026' },
        { type: 'p', text: 'Text' },
      ],
    ],
    ['a # heading is not a level-1 heading (the page has one)', '# Big', [{ type: 'h2', text: 'Big' }]],
  ])('%s', (_case, text, blocks) => {
    expect(parseLegalText(text)).toEqual(blocks);
  });
});
