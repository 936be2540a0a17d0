import type { MenuProduct, Product, WeightId } from '../../../shared/types';
import { ExternalLink } from '../../app';

/** Potency and dosage figures as a definition list. */
export function PotencyFacts({ product }: { product: Product }) {
  const facts: [string, string][] = [];
  if (product.percent_thc != null) facts.push(['THC', `${product.percent_thc}%`]);
  if (product.percent_cbd != null) facts.push(['CBD', `${product.percent_cbd}%`]);
  if (product.percent_thca != null) facts.push(['THCA', `${product.percent_thca}%`]);
  if (product.thc_dosage_milligrams != null) facts.push(['THC per package', `${product.thc_dosage_milligrams} mg`]);
  if (product.cbd_dosage_milligrams != null) facts.push(['CBD per package', `${product.cbd_dosage_milligrams} mg`]);
  if (product.net_weight_grams != null) facts.push(['Net weight', `${product.net_weight_grams} g`]);
  if (product.quantity_value != null && product.quantity_units) facts.push(['Size', `${product.quantity_value} ${product.quantity_units.replace('_', ' ')}`]);
  if (facts.length === 0) return null;
  return (
    <dl className="cn-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="cn-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Effects, flavors and terpenes as chip rows. */
export function TagGroups({ product }: { product: Product }) {
  const groups: [string, string[]][] = [
    ['Effects', (product.effects ?? []).map((e) => e.title || e.value)],
    ['Flavors', (product.flavors ?? []).map((f) => f.title || f.value)],
    ['Terpenes', product.terpenes ?? []],
  ];
  const shown = groups.filter(([, values]) => values.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="cn-taggroups">
      {shown.map(([title, values]) => (
        <div key={title}>
          <h3 className="cn-h3">{title}</h3>
          <ul className="cn-chiprow">
            {values.map((value) => (
              <li key={value} className="cn-chip">
                {value}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Lab results for the chosen weight (or those for every weight), with the lab's documents. */
export function LabResults({ product, weight }: { product: MenuProduct; weight: WeightId }) {
  const results = product.lab_results ?? [];
  const chosen = results.find((r) => r.price_id === weight) ?? results.find((r) => r.price_id === null) ?? results[0];
  const urls = product.lab_result_urls ?? [];
  if (!chosen && urls.length === 0) return null;
  return (
    <section className="cn-pdp__section" aria-labelledby="cn-lab-title">
      <h2 className="cn-h2" id="cn-lab-title">
        Lab results
      </h2>
      {chosen && chosen.compound_results.length > 0 && (
        <table className="cn-table">
          <caption className="cn-sr">Compounds measured by the lab</caption>
          <thead>
            <tr>
              <th scope="col">Compound</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {chosen.compound_results.map((r) => (
              <tr key={r.compound_name}>
                <th scope="row">{r.compound_name}</th>
                <td>
                  {r.value} {r.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {urls.length > 0 && (
        <ul className="cn-links">
          {urls.map((url, i) => (
            <li key={url}>
              <ExternalLink href={url}>Certificate of analysis {urls.length > 1 ? i + 1 : ''}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
