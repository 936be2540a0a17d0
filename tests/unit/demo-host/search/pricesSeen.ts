import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_ANSWERS_ID } from '../../../../shared/constants';
import type { MenuProduct } from '../../../../shared/types';
import { inlineAnswers } from '../../../../demo-host/server/inlineAnswers';
import { hostApiOver, menuPicks, type Harness, type MenuPick } from '../commerce/harness';

// What a shopper sees of one product's price at every place the host shows it (DESIGN §1.7: the menu, the product
// page, the first view and the cart), asked of a whole host the way a browser asks: in-process or over HTTP.

/** Answers a host request: `app.request` in-process, or fetch against a host process. */
export type HostRequest = (path: string, init?: RequestInit) => Promise<Response> | Response;

export interface Watched {
  storeId: number;
  productId: number;
  /** The product's name, which the menu search finds it by. */
  name: string;
  /** The weight whose price is watched (price_<weight>, dollars on the wire). */
  weight: string;
  cartUuid: string;
}

/** The price of the watched weight at each place, null where the product is not shown. */
export interface PricesSeen {
  menu: number | null;
  product: number | null;
  /** In the first page's answers the host writes into the widget's HTML. */
  inlined: number | null;
  /** In the first view drawn from them (the renderer of fakeDistDrawingPrices). */
  firstView: number | null;
  cart: number | null;
  /** The cart's 001 §3 unavailable_products ids. */
  cartUnavailable: number[];
}

/** The widget URL whose first view is the watched store's menu. */
const menuPage = (storeId: number) => `/embed/stores/${storeId}/menu`;

const priceOf = (product: Record<string, unknown> | undefined, weight: string) => (product ? ((product[`price_${weight}`] as number | null | undefined) ?? null) : null);

async function json(request: HostRequest, path: string): Promise<{ status: number; body: any }> {
  const response = await request(path, { headers: { Accept: 'application/json' } });
  return { status: response.status, body: await response.json() };
}

/** The first menu pages inlined in the widget's HTML for the store's menu, and the first view's text. */
async function firstPage(request: HostRequest, storeId: number): Promise<{ answers: Record<string, any>; firstView: string }> {
  const html = await (await request(menuPage(storeId))).text();
  const inlined = new RegExp(`<script type="application/json" id="${INLINE_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1];
  return { answers: inlined ? JSON.parse(inlined) : {}, firstView: /<div id="canopy-first-view"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '' };
}

/** The products of the menu pages among the first page's answers. */
const inlinedProducts = (answers: Record<string, any>): MenuProduct[] => Object.values(answers).flatMap((answer) => answer?.products ?? []);

/**
 * A product of store 1's menu whose first page (so its first view) shows it and that a cart can hold, with the name
 * the menu search finds it by. Asked of a host API of its own, whose menu index is then dropped with it.
 */
export async function firstPageProduct(h: Harness): Promise<{ pick: MenuPick; name: string }> {
  const firstPage = inlinedProducts(await inlineAnswers(hostApiOver(h), new URL(`http://host.test${menuPage(1)}`)));
  const shown = new Map(firstPage.map((p) => [p.id, p.name]));
  const pick = (await menuPicks(h.db, 1)).find((p) => shown.has(p.product_id))!;
  return { pick, name: shown.get(pick.product_id)! };
}

export async function pricesSeen(request: HostRequest, watched: Watched): Promise<PricesSeen> {
  const { storeId, productId, weight } = watched;
  const search = await json(request, `/api/v1/stores/${storeId}/menu_products?${new URLSearchParams({ query: watched.name, per_page: '100' })}`);
  const product = await json(request, `/api/v1/products/${productId}?store_id=${storeId}`);
  const { answers, firstView } = await firstPage(request, storeId);
  const drawn = new RegExp(`data-product="${productId}" data-price="([^"]*)"`).exec(firstView)?.[1];
  const cart = (await json(request, `/api/v1/carts?uuid=${watched.cartUuid}`)).body.cart;
  return {
    menu: priceOf(
      search.body.products.find((p: MenuProduct) => p.id === productId),
      weight,
    ),
    product: product.status === 200 ? priceOf(product.body, weight) : null,
    inlined: priceOf(inlinedProducts(answers).find((p) => p.id === productId) as never, weight),
    firstView: drawn === undefined || drawn === '' ? null : Number(drawn),
    cart: priceOf(
      cart.products.find((p: { id: number }) => p.id === productId),
      weight,
    ),
    cartUnavailable: cart.unavailable_products.map((u: { id: number }) => u.id),
  };
}

/**
 * A build folder whose widget is also built for Node (as build.mjs's widget-ssr), with a renderer that draws each
 * product of the first page's answers with its price of `weight`: the first view shows what it was drawn from.
 */
export function fakeDistDrawingPrices(weight: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'canopy-one-truth-dist-'));
  mkdirSync(join(dist, 'widget'));
  mkdirSync(join(dist, 'widget-ssr'));
  writeFileSync(join(dist, 'widget', 'manifest.json'), JSON.stringify({ entry: '/widget/main.js', css: [], initial: ['/widget/main.js'] }));
  writeFileSync(
    join(dist, 'widget-ssr', 'firstView.mjs'),
    `export const renderFirstView = (url, answers) => ({ styles: [], html: Object.values(answers).flatMap((a) => (a && a.products) || [])` +
      `.map((p) => '<p data-product="' + p.id + '" data-price="' + (p.price_${weight} ?? '') + '"></p>').join('') });`,
  );
  return dist;
}
