import { Link, useTitle } from '../../app';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import type { DispensaryPlace } from '../../../shared/routes';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from './Breadcrumbs';
import { DispensaryGrid, DispensaryGridSkeleton } from './DispensaryCard';
import { groupStores } from './groupStores';
import { cityPath, countryPath, stateOfRecord, statePath, titleCase } from './placeNames';
import { usePlaceStores } from './usePlaceStores';

/**
 * /dispensaries/{country}[/{state}[/{city}]] (000 §2), the place already validated by shared/routes:
 * a country lists its states, a state its cities and stores, a city its stores.
 */
export function PlacePage({ place }: { place: DispensaryPlace }) {
  const { country, state, city } = place;
  const { data: stores, error, retry } = usePlaceStores({ country: country.code, state: state?.code, city });
  const cityName = city ? (stores?.[0]?.city ?? titleCase(city)) : null;
  const placeName = cityName ?? (state ? titleCase(state.name) : titleCase(country.name));
  useTitle(`Dispensaries in ${placeName}`);

  const crumbs: Crumb[] = [
    { label: 'Dispensaries', to: '/dispensaries' },
    { label: titleCase(country.name), to: countryPath(country) },
  ];
  if (state) crumbs.push({ label: titleCase(state.name), to: statePath(country, state) });
  if (cityName) crumbs.push({ label: cityName });

  const count = stores?.length;
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className="cn-dplace__head">
        <h1 className="cn-h1">Dispensaries in {placeName}</h1>
        <p className="cn-muted" aria-live="polite">
          {count === undefined ? 'Looking for stores…' : `${count} ${count === 1 ? 'store' : 'stores'}`}
        </p>
      </header>
      {error ? (
        <LoadError what="the stores here" error={error} onRetry={retry} />
      ) : !stores ? (
        <DispensaryGridSkeleton />
      ) : stores.length === 0 ? (
        <StatePanel
          title={`No dispensaries in ${placeName} yet`}
          icon="⌖"
          action={
            <Link className="cn-btn cn-btn--secondary" to="/dispensaries">
              Browse all places
            </Link>
          }
        >
          We don't list a store here yet. Try a nearby city or another state.
        </StatePanel>
      ) : (
        <>
          {!city && (
            <section className="cn-section" aria-labelledby="cn-dplace-places">
              <h2 id="cn-dplace-places" className="cn-h2 cn-dplace__sub">
                {state ? 'Cities' : 'States and provinces'}
              </h2>
              <ul className="cn-places">
                {groupStores(stores, state ? 'city' : 'state').map((group) => {
                  const groupState = state ?? stateOfRecord(country.code, group.key);
                  if (!groupState) return null;
                  const to = state ? cityPath(country, state, group.name) : statePath(country, groupState);
                  return (
                    <li key={group.key}>
                      <Link className="cn-place" to={to}>
                        <span className="cn-place__name">{state ? group.name : titleCase(groupState.name)}</span>
                        <span className="cn-place__count">
                          {group.stores.length} {group.stores.length === 1 ? 'store' : 'stores'}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {(state || city) && (
            <section className="cn-section" aria-labelledby="cn-dplace-stores">
              <h2 id="cn-dplace-stores" className="cn-h2 cn-dplace__sub">
                Stores
              </h2>
              <DispensaryGrid stores={stores} label={`Dispensaries in ${placeName}`} />
            </section>
          )}
        </>
      )}
    </>
  );
}
