import { Link } from './Link';
import { useTitle } from './useTitle';

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    <section className="cn-state" aria-labelledby="cn-nf-title">
      <div className="cn-state__icon" aria-hidden="true">
        ?
      </div>
      <h1 id="cn-nf-title" className="cn-h1">
        Page not found
      </h1>
      <p className="cn-muted">The page you were looking for is not here. It may have moved, or the link may be mistyped.</p>
      <Link className="cn-btn cn-btn--primary" to="/">
        Back to the menu
      </Link>
    </section>
  );
}
