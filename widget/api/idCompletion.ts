import { ID_DOCUMENT_ITEMS, type IdCompletion } from '../../shared/cart';
import type { Http } from './createHttp';

/**
 * 001 §7 GET /documents, read for its completion flags only (001 §3: per item; the medical card done only with both
 * sides): what checkout needs to know whether the ID a store asks for is on file. Quiet: checkout decides what a
 * failure means (the server checks again on submit). An item the answer does not state as true counts as missing.
 */
export async function retrieveIdCompletion(http: Http, signal?: AbortSignal): Promise<IdCompletion> {
  const answer = await http.get<{ completion?: Record<string, unknown> } | null>('/documents', { signal, quiet: true });
  const completion = answer?.completion ?? {};
  return Object.fromEntries(ID_DOCUMENT_ITEMS.map((item) => [item, completion[item] === true]));
}
