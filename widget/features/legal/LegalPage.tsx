import { Link, useStyles, useTitle, useWidget } from '../../app';
import { useStoreContext } from '../../ui/useStoreContext';
import { buildPath } from '../../../shared/routes';
import { DEFAULT_LEGAL_TEXTS } from './defaultLegalTexts';
import { LEGAL_DOCUMENTS, LEGAL_ROUTES, isLegalRoute } from './legalDocuments';
import { legalCss } from './legalCss';
import { LegalText } from './LegalText';

/**
 * The legal pages of 000 §2: the store's own text when its operator set one (store setting legal_texts), else
 * Canopy's dated default. Either is shown escaped through the limited markdown of legalMarkdown.ts.
 */
export function LegalPage({ name }: { name: string }) {
  useStyles('legal', legalCss);
  const route = isLegalRoute(name) ? name : 'terms';
  const doc = LEGAL_DOCUMENTS[route];
  useTitle(doc.title);
  const { storeId } = useWidget();
  const { store, loading } = useStoreContext(storeId);
  // The store's text is waited for (not the default shown first and then swapped); a store that fails to load
  // leaves the default.
  const text = store?.legal_texts?.[doc.page] || (storeId !== null && loading ? null : DEFAULT_LEGAL_TEXTS[doc.page]);
  return (
    <div className="cn-legal">
      <article className="cn-card cn-legal__doc" aria-labelledby="cn-legal-title" aria-busy={text === null}>
        <h1 id="cn-legal-title" className="cn-h1">
          {doc.title}
        </h1>
        {text === null ? <div className="cn-skel" style={{ height: 240 }} /> : <LegalText text={text} />}
      </article>
      <nav className="cn-legal__nav" aria-label="Legal pages">
        <h2 className="cn-h3">Legal</h2>
        <ul>
          {LEGAL_ROUTES.map((other) => (
            <li key={other}>
              <Link to={buildPath(other, {})} aria-current={other === route ? 'page' : undefined}>
                {LEGAL_DOCUMENTS[other].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
