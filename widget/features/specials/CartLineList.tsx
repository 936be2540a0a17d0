import type { SpecialDetailProduct } from '../../../shared/types';

/** The bag's lines that count toward the special, or that it discounts (000 §3 detail: id, name, photo, count). */
export function CartLineList({ title, lines }: { title: string; lines: readonly SpecialDetailProduct[] }) {
  if (lines.length === 0) return null;
  const id = `cn-splines-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="cn-splines" aria-labelledby={id}>
      <h3 id={id} className="cn-h3">
        {title}
      </h3>
      <ul>
        {lines.map((line) => (
          <li key={line.id} className="cn-splines__line">
            {line.photo ? <img src={line.photo} alt="" className="cn-splines__photo" /> : <span className="cn-splines__photo" aria-hidden="true" />}
            <span className="cn-splines__name">{line.name}</span>
            <span className="cn-splines__count">× {line.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
