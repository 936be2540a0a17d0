// Loyalty points (001 §3 Loyalty integration): the ledger's arithmetic and the automatic choice of rewards.
export { LEDGER_ENTRY_KINDS, POINTS_PER_DOLLAR, ledgerBalance, ledgerEntry, pointsEarned } from './ledger';
export type { LedgerEntryKind } from './ledger';
export { automaticRedemptions } from './automaticRedemptions';
export type { AutomaticLimits } from './automaticRedemptions';
export { programAsAnyoneSees } from './programView';
