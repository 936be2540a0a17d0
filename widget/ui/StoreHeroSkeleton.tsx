/** The store header's shape while the store loads. */
export function StoreHeroSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the store" data-state="loading">
      <div style={{ display: 'flex', gap: 14, alignItems: 'center' }}>
        <div className="cn-skel" style={{ width: 64, height: 64, borderRadius: 18, flex: 'none' }} />
        <div style={{ flex: 1 }}>
          <div className="cn-skel" style={{ height: 30, width: '55%', marginBottom: 10 }} />
          <div className="cn-skel" style={{ height: 16, width: '40%' }} />
        </div>
      </div>
      <div className="cn-skel" style={{ height: 42, marginTop: 18 }} />
      <div className="cn-skel" style={{ height: 220, borderRadius: 14, marginTop: 20 }} />
    </div>
  );
}
