import { dollarsToCents, formatCurrency } from '../../../shared/money';

/** Wire dollars (001 §3) shown as money; formatting happens only here, at the edge (STYLE 8). */
export const money = (dollars: number | string | null | undefined): string => formatCurrency(dollarsToCents(dollars));
