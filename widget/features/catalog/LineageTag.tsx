import type { Lineage } from '../../../shared/types';

export function LineageTag({ lineage, label }: { lineage: Lineage; label?: string }) {
  return <span className={`cn-tag cn-tag--${lineage}`}>{label ?? lineage}</span>;
}
