import { useEffect, useRef } from 'react';
import type { Currency } from '../../../../shared/money';
import type { MenuProduct, Store } from '../../../../shared/types';
import type { BudtenderReply } from '../../../api/budtender';
import { ProductCard } from '../../../ui/ProductCard';
import { RankedCard } from '../../../ui/rankedRows/RankedCard';
import { useImpressions } from '../../../ui/rankedRows/useImpressions';
import { useDmClient } from '../../../ui/useDmClient';
import { answerBlocks } from './answerText';

export interface BudtenderCardsContext {
  readonly store: Pick<Store, 'id' | 'hide_prices' | 'custom_lineage_labels' | 'merchandising_url'>;
  readonly productHref: (product: MenuProduct) => string;
  readonly currency: Currency;
  readonly assetBase: string;
}

/** The products of an answer the panel can draw: those that came with their menu product. */
export function pickedProducts(answer: BudtenderReply | null): { pick: BudtenderReply['products'][number]; product: MenuProduct; reasoning: string }[] {
  return (answer?.products ?? []).flatMap((pick) => (pick.search_attributes ? [{ pick, product: pick.search_attributes, reasoning: pick.reasoning }] : []));
}

/**
 * The budtender's answer: a heading that takes the focus when it arrives (mounted once per answer), the answer's
 * text as plain paragraphs (its list of picks only when no card shows them), then a card per product with Add to bag
 * and its one-line reason, and how many products matched. Every text is a text node: names and reasons from the
 * catalogue are never markup. The cards send their impressions and clicks like a ranked row's (001 §7).
 */
export function BudtenderAnswerView({ question, answer, cards }: { question: string; answer: BudtenderReply | null; cards: BudtenderCardsContext }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const client = useDmClient(cards.store);
  const observe = useImpressions(client);
  const picks = pickedProducts(answer);
  // The cards below carry each pick and its reason: the text's own list of them would say it twice.
  const blocks = answer ? answerBlocks(answer.markdownResponse).filter((block) => picks.length === 0 || block.kind === 'paragraph') : [];

  return (
    <div className="cn-bt__answer">
      <h3 ref={heading} tabIndex={-1} className="cn-bt__title">
        {picks.length > 0 ? `Picks for “${question}”` : `No picks for “${question}” yet`}
      </h3>
      {blocks.length > 0 && (
        <div className="cn-bt__text">
          {blocks.map((block, index) =>
            block.kind === 'paragraph' ? (
              <p key={index}>{block.text}</p>
            ) : (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </div>
      )}
      {picks.length === 0 ? (
        <p className="cn-muted">Try saying how you want to feel, the kind of product or a price, for example “relaxing gummies under $20”, or pick a suggestion above.</p>
      ) : (
        <>
          <ul className="cn-grid cn-bt__cards">
            {picks.map(({ pick, product, reasoning }) => (
              <li key={product.id} className="cn-bt__item">
                <RankedCard product={pick} observe={observe} storeId={cards.store.id} client={client}>
                  <ProductCard product={product} store={cards.store} href={cards.productHref(product)} currency={cards.currency} assetBase={cards.assetBase} />
                </RankedCard>
                <p className="cn-bt__reason">
                  <span className="cn-sr">Why: </span>
                  {reasoning}
                </p>
              </li>
            ))}
          </ul>
          <p className="cn-muted cn-bt__total">
            {picks.length} of {Math.max(answer?.totalResults ?? 0, picks.length)} matching products
          </p>
        </>
      )}
    </div>
  );
}
