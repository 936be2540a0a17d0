import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Store } from '../../../../shared/types';
import { fetchBudtenderQueries } from '../../../api/budtender';
import type { BudtenderReply } from '../../../api/budtender';
import { useResource, useStyles, useWidget } from '../../../app';
import { itemOfProduct } from '../../../platform/analytics';
import { useDmClient } from '../../../ui/useDmClient';
import { BudtenderAnswerView, pickedProducts } from './BudtenderAnswerView';
import type { BudtenderCardsContext } from './BudtenderAnswerView';
import { budtenderCss } from './budtenderCss';
import { useBudtenderAsk } from './useBudtenderAsk';
import type { AskState } from './useBudtenderAsk';

/** The longest question the service takes (docs/api-merchandising.md, BudtenderRequestSchema). */
export const QUESTION_MAX_LENGTH = 300;

export interface BudtenderPanelProps extends BudtenderCardsContext {
  readonly id: string;
  readonly store: BudtenderCardsContext['store'] & Pick<Store, 'name' | 'merchandising_url'>;
  /** Collapses the panel; the opener takes the focus back. */
  readonly onClose: () => void;
}

/**
 * The virtual budtender (001 §7), inline on the menu: a question field (Enter asks), the store's suggested questions,
 * a polite status line ("Looking…", then how many suggestions), and the answer as product cards with their reasons.
 * Escape or Close collapses it.
 */
export function BudtenderPanel({ id, store, productHref, currency, assetBase, onClose }: BudtenderPanelProps) {
  useStyles('budtender', budtenderCss);
  const widget = useWidget();
  const dm = useDmClient(store);
  const scope = { appMode: widget.config.mode, deviceId: widget.deviceId(), storeId: store.id };
  // Once per store and widget: reopening the panel shows the suggestions it already has.
  const queries = useResource(`budtender-queries:${store.id}`, (signal) => fetchBudtenderQueries(dm, scope, signal));
  const { state, ask, retry } = useBudtenderAsk(dm, scope, (answer: BudtenderReply | null) => {
    const picks = pickedProducts(answer);
    if (picks.length === 0) return;
    widget.analytics.track('view_item_list', {
      item_list_id: 'budtender',
      item_list_name: `${store.name} budtender`,
      items: picks.map(({ product }, index) => itemOfProduct(product, { index })),
    });
  });
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (question: string) => {
    const trimmed = question.trim();
    if (trimmed === '') return field.current?.focus();
    // The menu search's GA4 event (the same `search`), told apart by where the shopper searched.
    widget.analytics.track('search', { search_term: trimmed, search_type: 'budtender' });
    ask(trimmed);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const asking = state.status === 'asking';
  const titleId = `${id}-title`;
  const fieldId = `${id}-question`;

  return (
    <section id={id} className="cn-bt__panel" aria-labelledby={titleId} onKeyDown={closeOnEscape}>
      <div className="cn-bt__head">
        <h2 id={titleId} className="cn-bt__heading">
          Ask our budtender
        </h2>
        <button type="button" className="cn-btn cn-btn--ghost cn-btn--small" onClick={onClose}>
          Close
        </button>
      </div>
      <form
        className="cn-bt__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor={fieldId} className="cn-bt__label">
          What are you looking for?
        </label>
        <div className="cn-bt__row">
          <input
            id={fieldId}
            ref={field}
            className="cn-input"
            type="text"
            enterKeyHint="send"
            autoComplete="off"
            maxLength={QUESTION_MAX_LENGTH}
            placeholder="Something to help me sleep under $40"
            value={text}
            onChange={(event) => setText((event.target as HTMLInputElement).value)}
          />
          <button type="submit" className="cn-btn cn-btn--primary" aria-busy={asking}>
            Ask
          </button>
        </div>
      </form>
      {queries.data && queries.data.length > 0 && (
        <div className="cn-bt__chips" role="group" aria-label="Suggested questions">
          {queries.data.map((query) => (
            <button
              key={query}
              type="button"
              className="cn-chip"
              onClick={() => {
                setText(query);
                submit(query);
              }}
            >
              {query}
            </button>
          ))}
        </div>
      )}
      <p className="cn-bt__status" role="status" aria-live="polite">
        {statusText(state)}
      </p>
      {state.status === 'failed' && (
        <div className="cn-bt__failed">
          <p>The budtender could not answer just now. Please check your connection and try again.</p>
          <button
            type="button"
            className="cn-btn cn-btn--secondary cn-btn--small"
            onClick={() => {
              // The button goes away while asking: the focus waits in the field, not on the page's top.
              field.current?.focus();
              retry();
            }}
          >
            Retry
          </button>
        </div>
      )}
      {state.status === 'answered' && <BudtenderAnswerView key={state.id} question={state.question} answer={state.answer} cards={{ store, productHref, currency, assetBase }} />}
    </section>
  );
}

function statusText(state: AskState): string {
  if (state.status === 'asking') return 'Looking…';
  if (state.status === 'failed') return 'The budtender could not answer.';
  if (state.status !== 'answered') return '';
  const count = pickedProducts(state.answer).length;
  return count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}
