/** The store banner's shape while the store loads. */
export function StoreHeroSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the store" data-state="loading">
      <div className="cn-store-hero">
        <div className="cn-store-hero__top">
          <div className="cn-skel cn-store-avatar cn-store-avatar--large" />
          <div className="cn-store-hero__text" style={{ flex: 1 }}>
            <div className="cn-skel" style={{ height: 14, width: 140, marginBottom: 10 }} />
            <div className="cn-skel" style={{ height: 30, width: '55%', marginBottom: 10 }} />
            <div className="cn-skel" style={{ height: 16, width: '40%' }} />
          </div>
        </div>
      </div>
      <div className="cn-skel" style={{ height: 220, borderRadius: 14, marginTop: 20 }} />
    </div>
  );
}
