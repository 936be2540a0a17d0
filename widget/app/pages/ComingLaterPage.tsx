import { Link } from '../kit/Link';
import { useTitle } from '../kit/useTitle';

/** The routes of 000 §2 and 001 §2 that have no page yet. */
export function ComingLaterPage({ title }: { title: string }) {
  useTitle(title);
  return (
    <section className="cn-state" aria-labelledby="cn-cl-title">
      <h1 id="cn-cl-title" className="cn-h1">
        {title}
      </h1>
      <p className="cn-muted">This page is not available yet.</p>
      <Link className="cn-btn cn-btn--secondary" to="/">
        Keep shopping
      </Link>
    </section>
  );
}
