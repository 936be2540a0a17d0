import { useTitle } from '../kit/useTitle';

/** 000 §8: status 420 means maintenance; the shopper can reload once it is over. */
export function MaintenancePage() {
  useTitle('Down for maintenance');
  return (
    <section className="cn-state" aria-labelledby="cn-mt-title">
      <div className="cn-state__icon" aria-hidden="true">
        ⚙
      </div>
      <h1 id="cn-mt-title" className="cn-h1">
        We'll be right back
      </h1>
      <p className="cn-muted">The menu is down for scheduled maintenance. Please try again in a few minutes.</p>
      <button type="button" className="cn-btn cn-btn--primary" onClick={() => location.reload()}>
        Reload
      </button>
    </section>
  );
}
