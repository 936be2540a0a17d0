import { Link } from '../../app';

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Where the shopper is in the directory; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="cn-crumbs">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>{crumb.to && index < crumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
