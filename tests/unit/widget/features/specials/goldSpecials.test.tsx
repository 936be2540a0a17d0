import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SpecialPage, SpecialsPage } from '../../../../../widget/features/specials';
import { renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { detail, storeSpecial } from './fixtures';

// 000 §1 gold-bundles flag, 000 §4 store special detail "gold flag": with the flag off (the default) a gold special is
// not shown anywhere in the widget, and its page is the special's not-found state; with it on it is listed and opened,
// with a "Gold" badge in words, and the detail says it is a Gold members' bundle.

const GOLD = storeSpecial({ id: 7, title: 'Buy 3 edibles, get 1 for $1', gold: true, discount_type: 'target_price', discount_percent: null, discount_target_price: 1 });
const PLAIN = storeSpecial();
/** What a screen reader says of an element: its text without the parts hidden from it (the badge's star). */
const spoken = (el: Element | null) => {
  const copy = el?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy?.textContent?.trim();
};
const storeWith = (goldOn: boolean) => storeFixture(goldOn ? { feature_flags: { 'gold-bundles': true } } : {});

function renderList(goldOn: boolean) {
  return renderInWidget(<SpecialsPage storeId={1} />, {
    path: '/stores/1/canopy-silver-lake/specials',
    routes: { '/stores/1': { store: storeWith(goldOn) }, '/stores/1/specials': { specials: [PLAIN, GOLD] }, '/brand_specials': { brand_specials: [] } },
  });
}

function renderDetail(goldOn: boolean) {
  const page = { special: GOLD, detail: detail('not_qualified', { title: GOLD.title, gold: true }), products: [], discounted_products: [] };
  return renderInWidget(<SpecialPage storeId={1} specialId={7} />, {
    path: '/stores/1/canopy-silver-lake/specials/7/buy-3-edibles',
    routes: { '/stores/1': { store: storeWith(goldOn) }, '/stores/1/specials/7': page },
  });
}

// The fixture answers carry only what the pages read, so the response schemas flag them (001 §5: logged, still used).
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the specials list', () => {
  test('flag off (the default): the gold special is not listed, nor counted', async () => {
    renderList(false);
    expect(await screen.findByRole('link', { name: PLAIN.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: GOLD.title })).toBeNull();
    expect(document.querySelector('.cn-badge--gold')).toBeNull();
    expect(screen.getByText('1 deal')).toBeTruthy();
  });

  test('flag on: the gold special is listed with a Gold badge in words, the others without', async () => {
    renderList(true);
    const link = await screen.findByRole('link', { name: GOLD.title });
    expect(link.getAttribute('href')).toBe('/stores/1/canopy-silver-lake/specials/7/buy-3-edibles-get-1-for-1');
    expect(screen.getByText('2 deals')).toBeTruthy();
    const goldCard = link.closest('article')!;
    const plainCard = screen.getByRole('link', { name: PLAIN.title }).closest('article')!;
    expect(spoken(goldCard.querySelector('.cn-badge--gold'))).toBe('Gold');
    expect(plainCard.querySelector('.cn-badge--gold')).toBeNull();
  });
});

describe('the special page', () => {
  test('flag off: a direct link to a gold special shows the special’s not-found state', async () => {
    renderDetail(false);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No special in store 1 with id 7');
    expect(screen.queryByRole('heading', { name: GOLD.title })).toBeNull();
    expect(document.querySelector('.cn-badge--gold')).toBeNull();
  });

  test('flag on: the summary names it a Gold members’ bundle, with the Gold badge', async () => {
    renderDetail(true);
    const summary = (await screen.findByRole('heading', { level: 2, name: GOLD.title })).closest('section')!;
    expect(spoken(summary.querySelector('.cn-badge--gold'))).toBe('Gold');
    expect(summary.textContent).toContain('A Gold members’ bundle');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
