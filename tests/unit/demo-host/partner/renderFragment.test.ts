import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import type { CataloguePage } from '../../../../demo-host/partner/cataloguePage';
import { listedMenuProduct } from '../../../../demo-host/partner/listedProducts';
import { renderFragment } from '../../../../demo-host/partner/renderFragment';
import { partnerUrl } from '../../../../shared/routes/catalogueLinks';
import type { MenuProduct, Store } from '../../../../shared/types';

const SCRIPT_ATTACK = '</script><script>alert(1)</script>';
const ATTRIBUTE_ATTACK = '"><img src=x onerror=alert(1)>';
const COMMENT_ATTACK = '<!-- <script>alert(2)</script>';

const store = {
  id: 1,
  name: `Green ${ATTRIBUTE_ATTACK}`,
  url_slug: 'green',
  address: '1 Main St',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90026',
  country_code: 'US',
  lat: 34.08,
  long: -118.27,
  phone: '555-0100',
} as Store;

function menuProduct(overrides: Partial<MenuProduct>): MenuProduct {
  return {
    id: 7,
    name: SCRIPT_ATTACK,
    brand: ATTRIBUTE_ATTACK,
    kind: 'flower',
    type: 'indica',
    url_slug: 'kush',
    description: COMMENT_ATTACK,
    photos: [],
    review_count: 0,
    aggregate_rating: null,
    price_eighth_ounce: 35,
    discounted_price_eighth_ounce: 29.99,
    ...overrides,
  } as MenuProduct;
}

function page(overrides: Partial<CataloguePage> = {}): CataloguePage {
  const product = listedMenuProduct(store, menuProduct({}));
  return {
    kind: 'list',
    route: `/stores/1/green/menu?query=${ATTRIBUTE_ATTACK}`,
    canonicalPath: '/stores/1/green/menu',
    title: SCRIPT_ATTACK,
    description: COMMENT_ATTACK,
    heading: SCRIPT_ATTACK,
    store,
    intro: COMMENT_ATTACK,
    links: [{ name: SCRIPT_ATTACK, path: '/stores/1/green/specials/1/x', text: ATTRIBUTE_ATTACK }],
    products: [product],
    productsTotal: 60,
    ...overrides,
  };
}

const asIs = (route: string) => route;
const nowhere = () => undefined;

/** The fragment parsed as a browser would, inside a partner's element. */
function parse(html: string) {
  const document = new Window().document;
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function jsonLdOf(html: string) {
  const scripts = parse(html).querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? '') as { '@context': string; '@graph': any[] };
}

describe('the partner fragment (DESIGN §1.6)', () => {
  test('its root is exactly the section the loader adopts, carrying the route, escaped', () => {
    const html = renderFragment(page(), asIs, nowhere);
    expect(html.startsWith('<section class="canopy-fragment" data-canopy-fragment="/stores/1/green/menu?query=&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">')).toBe(true);
    expect(html.endsWith('</section>')).toBe(true);
    const root = parse(html);
    expect(root.children).toHaveLength(1);
    expect(root.children[0].getAttribute('data-canopy-fragment')).toBe(page().route);
    expect(html).not.toMatch(/<(html|head|body)\b/);
  });

  test('hostile catalogue text comes out inert, as text, in the markup and the JSON-LD', () => {
    const html = renderFragment(page(), asIs, nowhere);
    const root = parse(html);
    // The one script element is the JSON-LD; no image, no event handler, no comment made it through.
    expect(root.querySelectorAll('script')).toHaveLength(1);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe(SCRIPT_ATTACK);
    expect(root.querySelector('h2 a')?.textContent).toBe(SCRIPT_ATTACK);
    expect(root.querySelector('.canopy-fragment-brand')?.textContent).toBe(ATTRIBUTE_ATTACK);
    // In the JSON, `<` is \u003c: it reads back as the same text.
    const json = html.slice(html.indexOf('application/ld+json">'), html.lastIndexOf('</script>'));
    expect(json).not.toContain('<');
    const item = jsonLdOf(html)['@graph'][1].itemListElement[0].item;
    expect(item.name).toBe(SCRIPT_ATTACK);
    expect(item.description).toBe(COMMENT_ATTACK);
  });

  test('the JSON-LD is schema.org: a Store with address and geo, an ItemList of Products with complete Offers', () => {
    const ld = jsonLdOf(renderFragment(page(), asIs, (route) => `https://partner.example/menu?canopy=${route}`));
    expect(ld['@context']).toBe('https://schema.org');
    const [storeLd, list] = ld['@graph'];
    expect(storeLd).toMatchObject({
      '@type': 'Store',
      name: store.name,
      address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Los Angeles', addressRegion: 'CA', postalCode: '90026', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 34.08, longitude: -118.27 },
      url: 'https://partner.example/menu?canopy=/stores/1/green/menu',
    });
    // The canonical URL is the list's url: a fragment cannot put <link rel="canonical"> in the partner's head.
    expect(list).toMatchObject({ '@type': 'ItemList', url: 'https://partner.example/menu?canopy=/stores/1/green/menu', numberOfItems: 1 });
    const product = list.itemListElement[0];
    expect(product).toMatchObject({ '@type': 'ListItem', position: 1, item: { '@type': 'Product', brand: { '@type': 'Brand', name: ATTRIBUTE_ATTACK } } });
    // 001 §3: the unit price is the discounted one.
    expect(product.item.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: '3.5g', price: '29.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
    ]);
  });

  test('a product page is one Product, not a list, and says how the list was capped otherwise', () => {
    const product = renderFragment(page({ kind: 'product', productsTotal: 1 }), asIs, nowhere);
    expect(jsonLdOf(product)['@graph'].map((thing) => thing['@type'])).toEqual(['Store', 'Product']);
    expect(parse(product).querySelector('.canopy-fragment-more')).toBeNull();
    expect(parse(renderFragment(page(), asIs, nowhere)).querySelector('.canopy-fragment-more')?.textContent).toBe('1 of 60 products shown.');
  });

  test('prices are in the store’s currency (000 §5: a Canadian store sells in CAD)', () => {
    const canadian = { ...store, country_code: 'CA' } as Store;
    const html = renderFragment(page({ store: canadian, products: [listedMenuProduct(canadian, menuProduct({}))] }), asIs, nowhere);
    expect(jsonLdOf(html)['@graph'][1].itemListElement[0].item.offers[0].priceCurrency).toBe('CAD');
    // 000 §5 writes '$' for both; the amount names a currency other than US dollars (shared formatCurrency).
    expect(parse(html).querySelector('.canopy-fragment-price')?.textContent).toBe('$29.99 CAD');
  });

  test.each([
    [0, false],
    [4, false],
    [5, true],
    [12, true],
  ])('with %i reviews, an AggregateRating: %s', (reviews, rated) => {
    const product = listedMenuProduct(store, menuProduct({ review_count: reviews, aggregate_rating: 4.5 }));
    const item = jsonLdOf(renderFragment(page({ products: [product] }), asIs, nowhere))['@graph'][1].itemListElement[0].item;
    expect(item.aggregateRating).toEqual(rated ? { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: reviews, bestRating: 5 } : undefined);
  });

  test('with a partner page, links open it at the route (?canopy=), its own parameters kept and escaped', () => {
    const base = new URL('https://partner.example/shop?utm=a&lang=en#top');
    const html = renderFragment(page(), (route) => partnerUrl(base, route), nowhere);
    expect(parse(html).querySelector('h2 a')?.getAttribute('href')).toBe('https://partner.example/shop?utm=a&lang=en&canopy=/stores/1/green/products/7/img-src-x-onerror-alert-1');
  });
});

describe('partnerUrl', () => {
  test.each([
    ['https://p.example/menu', '/products/12/blue-dream', 'https://p.example/menu?canopy=/products/12/blue-dream'],
    ['https://p.example/menu?canopy=/brands', '/products/12/x', 'https://p.example/menu?canopy=/products/12/x'],
    ['https://p.example/m?a=1&b=2', '/stores/1/s/menu?kind=flower&brand=A B', 'https://p.example/m?a=1&b=2&canopy=/stores/1/s/menu%3Fkind%3Dflower%26brand%3DA%20B'],
  ])('%s opening %s', (base, route, expected) => {
    expect(partnerUrl(new URL(base), route)).toBe(expected);
  });
});
