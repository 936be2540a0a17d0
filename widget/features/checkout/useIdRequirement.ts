import { useEffect, useState } from 'react';
import type { CompletionItem } from '../../../shared/identification';
import { missingIdDocuments, type IdCompletion, type IdGates } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import { isAbort } from '../../api/ApiError';
import type { Http } from '../../api/createHttp';
import { retrieveDocument } from '../../api/documents';

export interface IdRequirement {
  /** The documents the chosen mode still needs on file; empty when none or not known (the server checks again). */
  readonly missing: readonly CompletionItem[];
  /** A checkout refusal (422 id_required) names what the server found missing for this mode. */
  refused(items: readonly CompletionItem[]): void;
}

/**
 * 000 §3 delivery_id_required / pickup_id_required, known before Place order: a guest has nothing on file; a
 * signed-in shopper's GET /documents completion says (read on every visit, so a shopper back from adding their ID
 * is not told again). Until it answers, or when it cannot, nothing is assumed missing.
 */
export function useIdRequirement(http: Http, store: IdGates, mode: ReservationMode, signedIn: boolean): IdRequirement {
  const [completion, setCompletion] = useState<IdCompletion | 'unknown'>('unknown');
  const [refusal, setRefusal] = useState<{ mode: ReservationMode; items: readonly CompletionItem[] } | null>(null);
  const asks = Boolean(store.delivery_id_required || store.pickup_id_required);

  useEffect(() => {
    setCompletion('unknown');
    if (!signedIn || !asks) return;
    const controller = new AbortController();
    retrieveDocument(http, controller.signal).then(
      (answer) => setCompletion(answer.completion),
      (error: unknown) => {
        if (!isAbort(error)) console.warn('[canopy] the ID documents could not be read; checkout will tell', error);
      },
    );
    return () => controller.abort();
  }, [http, signedIn, asks]);

  const known = signedIn ? (completion === 'unknown' ? [] : missingIdDocuments(store, mode, completion)) : missingIdDocuments(store, mode, null);
  const refused = refusal?.mode === mode ? refusal.items : [];
  return {
    missing: [...new Set([...known, ...refused])],
    refused: (items) => setRefusal({ mode, items }),
  };
}
