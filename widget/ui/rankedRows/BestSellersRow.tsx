import { useState } from 'react';
import type { Currency } from '../../../shared/money';
import { BEST_SELLERS_SEARCH } from '../../../shared/search';
import type { MenuState } from '../../../shared/search';
import type { MenuCard, Store } from '../../../shared/types';
import { peekMenu } from '../../api/menu';
import { useWidget } from '../../app';
import type { storePaths } from '../../app';
import { ProductCard } from '../ProductCard';
import { ProductCarousel } from '../ProductCarousel';
import { useRankedRowsModule } from './lazyRows';
import type { BestSellersAnswer } from './MenuRows';

export interface BestSellersRowProps {
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
  readonly state: MenuState;
}

/** The best-seller-rank search the host put in the widget's HTML (shared/search bootRequests), read once per widget. */
function useInlinedBestSellers(storeId: number): MenuCard[] | undefined {
  const { http, cache } = useWidget();
  const key = `best-sellers-inlined:${storeId}`;
  if (!cache.has(key)) cache.set(key, peekMenu(http, storeId, BEST_SELLERS_SEARCH)?.products);
  return cache.get(key) as MenuCard[] | undefined;
}

/**
 * The menu's Best sellers row (001 §7 best_selling), one carousel from the first render on: the inlined best-seller
 * search's cards (the server's first view and the client's first frame show them above the fold), then the service's
 * ranking in the same carousel once it answers. The carousel is never swapped for another: its arrows keep the focus,
 * its track its scroll, and nothing moves (the cards are the same size). The ranking's code and request live in the
 * ranked rows' lazy chunk (BestSellersRanking, drawn after the carousel, which reports the answer and draws nothing).
 * Hidden when the service fails or has no row (quietly, 001 §8); the inlined cards stay if its chunk cannot load.
 */
export function MenuBestSellersRow({ store, paths, currency, assetBase, state }: BestSellersRowProps) {
  const rows = useRankedRowsModule();
  const [answer, setAnswer] = useState<BestSellersAnswer | null>(null);
  const inlined = useInlinedBestSellers(store.id);
  const chunk = rows instanceof Error ? null : rows;
  const ranked = chunk && answer?.products ? answer : null;
  const common = { title: 'Best sellers', viewAllTo: paths.bestSellers } as const;
  const cardOf = (product: MenuCard, sponsored?: boolean) => (
    <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} sponsored={sponsored} />
  );
  return (
    <>
      {ranked?.banner && <img className="cn-rrow__banner" src={ranked.banner.url} alt={ranked.banner.alt} loading="lazy" />}
      {answer?.hidden ? null : chunk && ranked?.products ? (
        <ProductCarousel
          {...common}
          items={ranked.products}
          itemKey={(product) => product.product_id}
          renderItem={(product) => (
            <chunk.RankedCard product={product} observe={ranked.observe} storeId={store.id} client={ranked.client}>
              {cardOf(product.search_attributes, product.flight_id !== null)}
            </chunk.RankedCard>
          )}
        />
      ) : (
        <ProductCarousel {...common} items={inlined} itemKey={(product) => product.id} renderItem={(product) => cardOf(product)} />
      )}
      {chunk && <chunk.BestSellersRanking store={store} state={state} onAnswer={setAnswer} />}
    </>
  );
}
