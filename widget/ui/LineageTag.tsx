import type { Lineage } from '../../shared/types';

export function lineageLabel(lineage: Lineage): string {
  return lineage === 'cbd' ? 'CBD' : lineage.charAt(0).toUpperCase() + lineage.slice(1);
}

export function LineageTag({ lineage, label }: { lineage: Lineage; label?: string }) {
  return <span className={`cn-tag cn-tag--${lineage}`}>{label ?? lineageLabel(lineage)}</span>;
}
