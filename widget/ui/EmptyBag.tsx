import { Link } from '../app';

export function EmptyBag({ menu }: { menu: string }) {
  return (
    <div className="cn-empty">
      <div className="cn-empty__icon" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 7h12l-1 13H7L6 7Z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
      </div>
      <h1 className="cn-h2">Your bag is empty</h1>
      <p className="cn-muted">Products you add will show up here.</p>
      <Link className="cn-btn cn-btn--primary" to={menu}>
        Browse the menu
      </Link>
    </div>
  );
}
