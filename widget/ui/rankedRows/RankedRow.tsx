import { useState } from 'react';
import type { Currency } from '../../../shared/money';
import type { DmProduct } from '../../../shared/schemas/merchandisingAnswers';
import type { Store } from '../../../shared/types';
import { useStyles, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { ProductCard } from '../ProductCard';
import { ProductCarousel } from '../ProductCarousel';
import { useDmClient } from '../useDmClient';
import { RankedCard } from './RankedCard';
import { rankedRowsCss } from './rankedRowsCss';
import { askNextPage, shownProducts, whoAsks } from './rankedRowRequests';
import { useImpressions } from './useImpressions';
import type { RankedRowState } from './useRankedRows';

/**
 * A row draws this many cards at first (the menu's Best sellers row always had 12), of the service's page of 60
 * (001 §9): fewer elements on the page; Show more draws the next ones, then asks for the next page.
 */
export const ROW_CARDS = 12;

export interface RankedRowProps {
  readonly state: RankedRowState;
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
  /** The row's title; the service's title by default. */
  readonly title?: string;
  readonly viewAllTo?: string | null;
  /** Draws the carousel's skeleton, titled, while the row loads (its place is kept from the first render, no layout shift). */
  readonly reserve?: boolean;
  /** Offers further pages (POST /v2/smartpage) behind a Show more button. */
  readonly pageable?: boolean;
  readonly headingLevel?: 2 | 3;
  /** False: the row's title over skeleton cards, in the place its cards will take (a row far below the screen). */
  readonly drawCards?: boolean;
}

/**
 * A ranked row (001 §7): the service's products as the grid's cards in a carousel, each impression and click sent
 * back; a sponsored product is labelled. Hidden when the service has no row or fails (quietly, 001 §8).
 */
export function RankedRow({ state, store, paths, currency, assetBase, title, viewAllTo, reserve = false, pageable, headingLevel, drawCards = true }: RankedRowProps) {
  useStyles('ranked-rows', rankedRowsCss);
  const widget = useWidget();
  const client = useDmClient(store);
  const [more, setMore] = useState<{ row: unknown; products: DmProduct[]; asking: boolean }>({ row: null, products: [], asking: false });
  const [shown, setShown] = useState<{ row: unknown; count: number }>({ row: null, count: ROW_CARDS });
  const { row } = state;
  const observe = useImpressions(client);
  if (state.error || (!state.loading && (!row || row.products.length === 0))) return null;
  if (!row) return reserve && title ? <ProductCarousel title={title} items={undefined} itemKey={() => 0} renderItem={() => null} /> : null;

  const extra = more.row === row ? more.products : [];
  const loaded = shownProducts([...row.products, ...extra]);
  const limit = shown.row === row ? shown.count : ROW_CARDS;
  const products = loaded.slice(0, limit);
  const hasMore = pageable && (loaded.length > limit || row.object_ids.length > row.products.length + extra.length);
  const showMore = () => {
    const next = { row, count: limit + ROW_CARDS };
    // The page already here first; the service's next page (POST /v2/smartpage) once it is all shown.
    if (loaded.length > limit) return setShown(next);
    setMore({ row, products: extra, asking: true });
    askNextPage(client, whoAsks(widget, store.id), row, [...row.products, ...extra]).then(
      (page) => {
        setMore({ row, products: [...extra, ...page], asking: false });
        setShown(next);
      },
      () => setMore({ row, products: extra, asking: false }),
    );
  };
  const rowTitle = title ?? row.title;
  return (
    <>
      {row.custom_image_data && <img className="cn-rrow__banner" src={row.custom_image_data.url} alt={row.custom_image_data.alt} loading="lazy" />}
      <ProductCarousel
        title={rowTitle}
        items={drawCards ? products : undefined}
        busy={drawCards}
        itemKey={(product) => product.object_id}
        viewAllTo={viewAllTo}
        headingLevel={headingLevel}
        renderItem={(product) => (
          <RankedCard product={product} observe={observe} storeId={store.id} client={client}>
            <ProductCard
              product={product.search_attributes}
              store={store}
              href={paths.product(product.search_attributes)}
              currency={currency}
              assetBase={assetBase}
              sponsored={product.flight_id !== null}
            />
          </RankedCard>
        )}
      />
      {hasMore && drawCards && (
        <button type="button" className="cn-btn cn-btn--ghost cn-btn--small cn-rrow__more" disabled={more.asking} onClick={showMore} aria-label={`Show more: ${rowTitle}`}>
          {more.asking ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
