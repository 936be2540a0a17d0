import { listCategories } from '../../api/brands';
import { Link, useResource, useTitle, useWidget } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { buildPath } from '../../../shared/routes';
import { categoryOf, categoryTitle } from './categoryOf';

/** /collections: the kinds and lineages of 000 §3 with their product counts; empty ones are left out. */
export function CollectionsPage({ storeId }: { storeId: number | null }) {
  const { http } = useWidget();
  useTitle('Shop by category');
  const { key, retry } = useRetry(`categories:${storeId ?? ''}`);
  const { data, error } = useResource(key, (signal) => listCategories(http, storeId, signal));
  const groups = [
    { type: 'kind' as const, title: 'Product types' },
    { type: 'lineage' as const, title: 'Strain types' },
  ];
  return (
    <>
      <h1 className="cn-h1 cn-cat-title">Shop by category</h1>
      {error ? (
        <LoadError what="the categories" error={error} onRetry={retry} />
      ) : (
        groups.map((group) => (
          <section key={group.type} className="cn-section" aria-labelledby={`cn-cat-${group.type}`}>
            <h2 id={`cn-cat-${group.type}`} className="cn-h2 cn-cat-sub">
              {group.title}
            </h2>
            <ul className="cn-cats" aria-busy={!data || undefined}>
              {!data
                ? Array.from({ length: group.type === 'kind' ? 10 : 4 }, (_, i) => (
                    <li key={i}>
                      <div className="cn-skel" style={{ height: 96, borderRadius: 16 }} />
                    </li>
                  ))
                : data
                    .filter((category) => category.type === group.type && category.count > 0)
                    .sort((a, b) => b.count - a.count)
                    .map((category) => {
                      const ref = categoryOf(category.name);
                      if (!ref) return null;
                      return (
                        <li key={category.name}>
                          <Link className={`cn-cat cn-cat--${category.name}`} to={buildPath('category', { category: category.name })}>
                            <span className="cn-cat__name">{categoryTitle(ref)}</span>
                            <span className="cn-cat__count">{category.count.toLocaleString('en-US')} products</span>
                          </Link>
                        </li>
                      );
                    })}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
