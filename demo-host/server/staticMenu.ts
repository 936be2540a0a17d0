import type { Hono } from 'hono';
import { dollarsToCents, formatCurrency, unitPrice } from '../../shared/money';
import type { MenuProduct } from '../../shared/types';
import { availableWeights, discountedPriceOf, priceOf } from '../../shared/weights';
import { escapeHtml } from './escapeHtml';

/**
 * A server-rendered page of a store's first menu cards, with no script. `npm run bench` compares the widget's first
 * product card against it (DESIGN §3: ≤ 2× a static page showing the same cards from the same host).
 */
export async function renderStaticMenu(api: Hono, storeId: number): Promise<string | null> {
  const response = await api.request(`/stores/${storeId}/menu_products?per_page=12`);
  if (!response.ok) return null;
  const { products } = (await response.json()) as { products: MenuProduct[] };
  const cards = products.map((p) => {
    const weight = availableWeights(p)[0];
    const price = weight ? formatCurrency(unitPrice(dollarsToCents(priceOf(p, weight)), dollarsToCents(discountedPriceOf(p, weight)))) : '';
    const photo = p.photos?.[0]?.urls?.medium;
    return (
      `<article class="card">${photo ? `<img src="${escapeHtml(photo)}" alt="" width="160" height="160">` : ''}` +
      `<h2>${escapeHtml(p.name)}</h2><p>${escapeHtml(p.brand)}</p><p>${escapeHtml(price)}</p></article>`
    );
  });
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Static menu</title><style>body{font-family:system-ui;margin:16px}main{display:grid;' +
    'grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px}.card{border:1px solid #ddd;padding:12px}' +
    `</style></head><body><main>${cards.join('')}</main></body></html>`
  );
}
