import { formatCurrency } from '../../shared/money';
import { escapeHtml } from '../server/escapeHtml';
import type { CataloguePage, ListedLink, ListedOffer, ListedProduct } from './cataloguePage';
import { jsonLdScript, pageJsonLd, type UrlOf } from './jsonLd';

/** Where a link to a widget route points: the route itself, or the partner's page opening it (?canopy=). */
export type HrefOf = (route: string) => string;

// Semantic, unstyled markup: the partner's page styles it if it wants to, and the widget replaces it once it has
// drawn the same route. The few classes are all prefixed `canopy-fragment`.

function offerMarkup(offer: ListedOffer, showStore: boolean): string {
  const weights = offer.weights.map(
    (w) =>
      `<li>${escapeHtml(w.label)}: <data class="canopy-fragment-price" value="${w.cents / 100}">${escapeHtml(formatCurrency(w.cents, { currency: offer.currency }))}</data></li>`,
  );
  const store = showStore ? `<span class="canopy-fragment-store">${escapeHtml(offer.storeName)}</span>` : '';
  return `${store}<ul class="canopy-fragment-weights">${weights.join('')}</ul>`;
}

/** A product's brand and offers, after its name: a link in a list, or the page's own heading on its page. */
function productMarkup(product: ListedProduct, name: string): string {
  const brand = product.brand ? `<p class="canopy-fragment-brand">${escapeHtml(product.brand)}</p>` : '';
  const showStore = product.offers.length > 1;
  const offers = product.offers.map((offer) => offerMarkup(offer, showStore)).join('');
  return `<article class="canopy-fragment-product">${name}${brand}${offers}</article>`;
}

function linkMarkup(link: ListedLink, hrefOf: HrefOf): string {
  const text = link.text ? ` <span>${escapeHtml(link.text)}</span>` : '';
  return `<li><a href="${escapeHtml(hrefOf(link.path))}">${escapeHtml(link.name)}</a>${text}</li>`;
}

function listMarkup(page: CataloguePage, hrefOf: HrefOf): string {
  const products = page.products.map((p) => `<li>${productMarkup(p, `<h2><a href="${escapeHtml(hrefOf(p.path))}">${escapeHtml(p.name)}</a></h2>`)}</li>`).join('');
  const capped = page.productsTotal > page.products.length ? `<p class="canopy-fragment-more">${page.products.length} of ${page.productsTotal} products shown.</p>` : '';
  return products ? `<ul class="canopy-fragment-products">${products}</ul>${capped}` : '';
}

/**
 * The HTML fragment of a catalogue page (DESIGN §1.6): no html, head or body, one root element the loader adopts,
 * every catalogue text escaped, and the page's JSON-LD.
 */
export function renderFragment(page: CataloguePage, hrefOf: HrefOf, urlOf: UrlOf): string {
  const intro = page.intro ? `<p>${escapeHtml(page.intro)}</p>` : '';
  const links = page.links.length > 0 ? `<ul class="canopy-fragment-links">${page.links.map((l) => linkMarkup(l, hrefOf)).join('')}</ul>` : '';
  const body = page.kind === 'product' && page.products[0] ? productMarkup(page.products[0], '') : listMarkup(page, hrefOf);
  return (
    `<section class="canopy-fragment" data-canopy-fragment="${escapeHtml(page.route)}">` +
    `<h1>${escapeHtml(page.heading)}</h1>${intro}${links}${body}${jsonLdScript(pageJsonLd(page, urlOf))}</section>`
  );
}
