/** Previous / next through a paged list, with where the shopper is. */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1) return null;
  return (
    <nav className="cn-lpager" aria-label="Pages">
      <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="cn-lpager__at">
        Page {page} of {pages}
      </span>
      <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
