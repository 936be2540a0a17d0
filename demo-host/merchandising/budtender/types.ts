import type { BudtenderAnswer } from '../../../shared/schemas/merchandisingAnswers';

/**
 * The virtual budtender (001 §7 POST /v2/virtual-budtender and /v2/virtual-budtender/queries): turns a shopper's
 * question into a structured search over one store's menu and ranks its products, each with a score and a reason.
 * The service's routes (demo-host/merchandising) validate the body and the device id, then ask this.
 */
export interface Budtender {
  /** The answer for `query` on store `storeId`'s public menu; null when there is no such store. */
  answer(storeId: number, query: string): Promise<BudtenderAnswer | null>;
  /** Suggested questions for the store, drawn from what its menu holds; null when there is no such store. */
  suggestedQueries(storeId: number): Promise<string[] | null>;
}
