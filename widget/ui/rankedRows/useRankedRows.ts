import { useEffect, useState } from 'react';
import { RANKED_ROWS_DEBOUNCE_MS } from '../../../shared/merchandising';
import type { Placement } from '../../../shared/merchandising';
import type { SmartAnswer } from '../../../shared/schemas/merchandisingAnswers';
import type { Store } from '../../../shared/types';
import { useWidget } from '../../app';
import type { WidgetInstance } from '../../app';
import { useDmClient } from '../useDmClient';
import { askRows, whoAsks } from './rankedRowRequests';
import type { RowAnswers, RowRequest } from './rankedRowRequests';

export type RowStore = Pick<Store, 'id' | 'merchandising_url'>;

export interface RankedRowsState {
  /** Each asked placement's row (null: the service had none); undefined until the first answer. */
  readonly answers: RowAnswers | undefined;
  readonly loading: boolean;
  readonly error: Error | null;
}

interface SharedRequest {
  readonly promise: Promise<RowAnswers>;
  readonly controller: AbortController;
  answers?: RowAnswers;
  users: number;
}

const PREFIX = 'ranked-rows:';
const warned = new WeakSet<WidgetInstance>();

/**
 * One request per key and widget, shared by every row that asks it (with multi-placements the menu's rows are one
 * POST /v2/multi) and kept in the widget's cache, so going back to a page draws its rows without asking again.
 * Aborted once no row waits for it any more; a failure is forgotten, so the next visit asks again.
 */
function sharedRequest(widget: WidgetInstance, key: string, start: (signal: AbortSignal) => Promise<RowAnswers>): SharedRequest {
  const cached = widget.cache.get(PREFIX + key) as SharedRequest | undefined;
  if (cached) return cached;
  const controller = new AbortController();
  const entry: SharedRequest = {
    controller,
    users: 0,
    promise: start(controller.signal).then(
      (answers) => {
        entry.answers = answers;
        return answers;
      },
      (error: unknown) => {
        widget.cache.delete(PREFIX + key);
        // Quietly (001 §8 'Api Request Failed'): the rows hide, the page goes on; no notification, one warning a widget.
        if (!controller.signal.aborted && !warned.has(widget)) {
          warned.add(widget);
          console.warn('[canopy] ranked rows unavailable:', error instanceof Error ? error.message : error);
        }
        throw error;
      },
    ),
  };
  widget.cache.set(PREFIX + key, entry);
  return entry;
}

/**
 * The key to ask now: the first one at once (nothing was asked before, e.g. the store just arrived), every later change
 * once it has not changed for RANKED_ROWS_DEBOUNCE_MS (001 §9); nothing to ask (null) also at once.
 */
function useSettledKey(wanted: string | null): string | null {
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    if (wanted === settled) return;
    if (settled === null || wanted === null) return setSettled(wanted);
    const timer = setTimeout(() => setSettled(wanted), RANKED_ROWS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, settled]);
  return settled === null ? wanted : settled;
}

/**
 * The ranked rows of `requests` for `store` (001 §7): asked at once on first use, then again when the requests change,
 * RANKED_ROWS_DEBOUNCE_MS (1000 ms, 001 §9) after the last change; the rows shown meanwhile stay. `multi`: one
 * POST /v2/multi for all of them (000 §1 multi-placements), else one POST /v2/smart each. null requests: nothing asked.
 */
export function useRankedRows(store: RowStore | null | undefined, requests: readonly RowRequest[] | null, multi: boolean): RankedRowsState {
  const widget = useWidget();
  const client = useDmClient(store ?? undefined);
  const wanted = store && requests && requests.length > 0 ? JSON.stringify([store.id, multi, requests]) : null;
  const key = useSettledKey(wanted);
  const [state, setState] = useState<{ key: string | null; answers: RowAnswers | undefined; error: Error | null }>(() => ({
    key,
    answers: key === null ? undefined : (widget.cache.get(PREFIX + key) as SharedRequest | undefined)?.answers,
    error: null,
  }));

  useEffect(() => {
    if (key === null || !store) return;
    const [, , asked] = JSON.parse(key) as [number, boolean, RowRequest[]];
    const request = sharedRequest(widget, key, (signal) => askRows(client, whoAsks(widget, store.id), asked, multi, signal));
    request.users += 1;
    let live = true;
    request.promise.then(
      (answers) => live && setState({ key, answers, error: null }),
      (error: unknown) => live && setState({ key, answers: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
      request.users -= 1;
      if (request.users === 0 && !request.answers) {
        request.controller.abort();
        widget.cache.delete(PREFIX + key);
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` holds the store, the flag and the requests: the request is keyed by it.
  }, [key, widget, client]);

  if (key === null) return { answers: undefined, loading: false, error: null };
  const cached = (widget.cache.get(PREFIX + key) as SharedRequest | undefined)?.answers;
  if (state.key === key) return { answers: state.answers ?? cached, loading: !state.answers && !state.error && !cached, error: state.error };
  // A new key loads: the rows drawn for the last one stay until it answers (no flash of skeletons).
  return { answers: cached ?? state.answers, loading: !cached, error: null };
}

export interface RankedRowState {
  readonly row: SmartAnswer | null;
  readonly loading: boolean;
  readonly error: Error | null;
}

/** One placement's row through POST /v2/smart (the product page's pdp_row, the bag's cart_toppers). */
export function useRankedRow(store: RowStore | null | undefined, placement: Placement, fields: Omit<RowRequest, 'placement'> | null): RankedRowState {
  const rows = useRankedRows(store, fields ? [{ placement, ...fields }] : null, false);
  return pickRow(rows, placement);
}

export function pickRow(rows: RankedRowsState, placement: Placement): RankedRowState {
  return { row: rows.answers?.[placement] ?? null, loading: rows.loading, error: rows.error };
}
