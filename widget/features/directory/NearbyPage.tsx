import { Link, useTitle } from '../../app';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { buildPath, mapPositionParams } from '../../../shared/routes';
import type { MapPosition } from '../../../shared/routes';
import { Breadcrumbs } from './Breadcrumbs';
import { DispensaryGrid, DispensaryGridSkeleton } from './DispensaryCard';
import { searchRadius } from './searchRadius';
import { usePlaceStores } from './usePlaceStores';

/** /dispensaries/coordinates/{lat}/{long}/{zoom} (000 §2): the stores around a point, nearest first. */
export function NearbyPage({ position }: { position: MapPosition }) {
  const radius = searchRadius(position.zoom);
  const { data: stores, error, retry } = usePlaceStores({ lat: position.lat, long: position.long, radius });
  useTitle('Dispensaries near you');
  const wider = position.zoom > 0 ? buildPath('dispensariesCoordinates', mapPositionParams({ ...position, zoom: position.zoom - 1 })) : null;
  return (
    <>
      <Breadcrumbs crumbs={[{ label: 'Dispensaries', to: '/dispensaries' }, { label: 'Near you' }]} />
      <header className="cn-dplace__head">
        <h1 className="cn-h1">Dispensaries near you</h1>
        <p className="cn-muted" aria-live="polite">
          {stores === undefined ? 'Looking for stores…' : `${stores.length} ${stores.length === 1 ? 'store' : 'stores'} within ${radius} miles`}
        </p>
      </header>
      {error ? (
        <LoadError what="nearby stores" error={error} onRetry={retry} />
      ) : !stores ? (
        <DispensaryGridSkeleton />
      ) : stores.length === 0 ? (
        <StatePanel
          title="No dispensaries nearby"
          icon="⌖"
          action={
            wider ? (
              <Link className="cn-btn cn-btn--primary" to={wider}>
                Search a wider area
              </Link>
            ) : undefined
          }
        >
          There is no store within {radius} miles of this point.
        </StatePanel>
      ) : (
        <DispensaryGrid stores={stores} label="Dispensaries near you" />
      )}
    </>
  );
}
