import type { SpecialType } from '../../../shared/types';

const PATHS: Readonly<Record<SpecialType, string>> = {
  product: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
  bulk: 'M12 3 3 7.5 12 12l9-4.5L12 3ZM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  bundle: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
  cart_total: 'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.8a2 2 0 0 0 2-1.6L21.5 8H6M10 21h.01M18 21h.01',
};

/** The deal's icon; 000 §4 dims it while the shopper does not qualify (the caller sets `dim`). */
export function SpecialIcon({ type, dim = false, size = 'large' }: { type: SpecialType; dim?: boolean; size?: 'large' | 'small' }) {
  return (
    <span className={`cn-sp-icon cn-sp-icon--${type} cn-sp-icon--${size}${dim ? ' cn-sp-icon--dim' : ''}`} aria-hidden="true" data-dim={dim || undefined}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[type] ?? PATHS.product} />
      </svg>
    </span>
  );
}
