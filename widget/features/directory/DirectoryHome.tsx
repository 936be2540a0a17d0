import { Link, useTitle } from '../../app';
import { LoadError } from '../../ui/StatePanel';
import { COUNTRIES } from '../../../shared/routes';
import { groupStores } from './groupStores';
import { LocateButton } from './LocateButton';
import { countryPath, stateOfRecord, statePath, titleCase } from './placeNames';
import { usePlaceStores } from './usePlaceStores';

// The country with the most stores first: most shoppers are there.
const byStores = (stores: readonly { country_code: string }[] | undefined) => (a: { code: string }, b: { code: string }) =>
  (stores?.filter((s) => s.country_code === b.code).length ?? 0) - (stores?.filter((s) => s.country_code === a.code).length ?? 0);

/** /dispensaries: find a store by location, or browse country → state → city (000 §2). */
export function DirectoryHome() {
  useTitle('Find a dispensary');
  const { data: stores, error, retry } = usePlaceStores({});
  return (
    <>
      <section className="cn-dhero" aria-labelledby="cn-dhero-title">
        <p className="cn-dhero__eyebrow">Dispensary directory</p>
        <h1 id="cn-dhero-title" className="cn-h1">
          Find a dispensary near you
        </h1>
        <p className="cn-dhero__lead">Browse licensed stores for pickup, delivery and curbside, with live hours and menus.</p>
        <LocateButton />
      </section>
      {error ? (
        <LoadError what="the directory" error={error} onRetry={retry} />
      ) : (
        [...COUNTRIES].sort(byStores(stores)).map((country) => {
          const inCountry = stores?.filter((store) => store.country_code === country.code);
          if (inCountry && inCountry.length === 0) return null;
          const states = inCountry ? groupStores(inCountry, 'state') : [];
          const headingId = `cn-country-${country.code}`;
          return (
            <section key={country.code} className="cn-section cn-dcountry" aria-labelledby={headingId} aria-busy={!inCountry || undefined}>
              <div className="cn-section__head">
                <h2 id={headingId} className="cn-h2">
                  <span className="cn-dcountry__code" aria-hidden="true">
                    {country.code}
                  </span>
                  {titleCase(country.name)}
                </h2>
                <Link className="cn-btn cn-btn--ghost cn-btn--small" to={countryPath(country)}>
                  {inCountry ? `All ${inCountry.length} ${inCountry.length === 1 ? 'store' : 'stores'}` : 'All stores'}
                  <span className="cn-sr"> in {titleCase(country.name)}</span>
                </Link>
              </div>
              {inCountry ? (
                <ul className="cn-places" aria-label={`States in ${titleCase(country.name)}`}>
                  {states.map((group) => {
                    const state = stateOfRecord(country.code, group.key);
                    if (!state) return null;
                    return (
                      <li key={group.key}>
                        <Link className="cn-place" to={statePath(country, state)}>
                          <span className="cn-place__name">{titleCase(state.name)}</span>
                          <span className="cn-place__count">
                            {group.stores.length} {group.stores.length === 1 ? 'store' : 'stores'}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <div className="cn-places">
                  {Array.from({ length: 6 }, (_, i) => (
                    <div key={i} className="cn-skel" style={{ height: 64, borderRadius: 12 }} />
                  ))}
                </div>
              )}
            </section>
          );
        })
      )}
    </>
  );
}
