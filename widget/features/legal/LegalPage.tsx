import { Link, useStyles, useTitle } from '../../app';
import { buildPath } from '../../../shared/routes';
import { LEGAL_DOCUMENTS, LEGAL_ROUTES, isLegalRoute } from './legalDocuments';
import { legalCss } from './legalCss';

/**
 * The legal pages of 000 §2. The operator supplies the words: until they do, each page says plainly that
 * its text is a placeholder and lists what the operator's text must cover. Nothing here is legal advice.
 */
export function LegalPage({ name }: { name: string }) {
  useStyles('legal', legalCss);
  const route = isLegalRoute(name) ? name : 'terms';
  const doc = LEGAL_DOCUMENTS[route];
  useTitle(doc.title);
  return (
    <div className="cn-legal">
      <article className="cn-card cn-legal__doc" aria-labelledby="cn-legal-title">
        <h1 id="cn-legal-title" className="cn-h1">
          {doc.title}
        </h1>
        <div className="cn-legal__placeholder" role="note" aria-label="Placeholder text" data-placeholder="operator">
          <p className="cn-legal__flag">Placeholder — the store operator supplies this text</p>
          <p>
            This page has no {doc.title.toLowerCase()} yet. The operator of this storefront must replace this placeholder with their own text before taking orders. It should cover:
          </p>
          <ul>
            {doc.covers.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
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
