import { Suspense } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { lazyPage } from '../../app';
import { ProductCarousel } from '../ProductCarousel';

// The ranked rows (001 §7) load after the page's first screen: their code is its own chunk (DESIGN §3 first-render
// budget), asked for when a page first draws a row. Only the menu's Best sellers row keeps its place meanwhile.

const loadMenuRows = () => import('./MenuRows');
const loadPageRows = () => import('./PageRows');

function deferred<P extends object>(Lazy: ComponentType<P>, fallback: (props: P) => ReactNode = () => null) {
  return function DeferredRow(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const BestSellersLazy = lazyPage(loadMenuRows, (module) => module.MenuBestSellers);
/** The menu's Best sellers row; its skeleton holds the row's place from the first render (no layout shift). */
export const MenuBestSellersRow = deferred<ComponentProps<typeof BestSellersLazy>>(BestSellersLazy, () => (
  <ProductCarousel title="Best sellers" items={undefined} itemKey={() => 0} renderItem={() => null} />
));
export const MenuInlineRow = deferred(lazyPage(loadMenuRows, (module) => module.MenuInlineRow));
export const MenuRankedRows = deferred(lazyPage(loadMenuRows, (module) => module.MenuRankedRows));
export const SimilarProductsRow = deferred(lazyPage(loadPageRows, (module) => module.SimilarProductsRow));
export const CartToppersRow = deferred(lazyPage(loadPageRows, (module) => module.CartToppersRow));
