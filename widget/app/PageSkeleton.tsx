import { PRODUCT_GRID_SKELETON_ITEMS } from '../../shared/constants';

/** What a page shows while its code loads: a heading bar and the 12-item product grid skeleton (000 §4). */
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <div className="cn-skel" style={{ height: 34, width: '40%', marginBottom: 20 }} />
      <div className="cn-skel-grid">
        {Array.from({ length: PRODUCT_GRID_SKELETON_ITEMS }, (_, i) => (
          <div key={i} className="cn-skel" style={{ height: 300, borderRadius: 14 }} />
        ))}
      </div>
    </div>
  );
}
