import { Link, useStyles, useTitle, useWidget } from '../../app';
import { StatePanel } from '../../ui/StatePanel';
import { storeCss } from '../../ui/storeCss';
import { useSignalValue } from '../../state/useSignalValue';
import { parseDispensaryPlace, parseMapPosition } from '../../../shared/routes';
import { AllStoresPage } from './AllStoresPage';
import { DirectoryHome } from './DirectoryHome';
import { directoryCss } from './directoryCss';
import { NearbyPage } from './NearbyPage';
import { PlacePage } from './PlacePage';

/**
 * The directory's routes (000 §2): /dispensaries, /dispensaries/{country}[/{state}[/{city}]],
 * /dispensaries/coordinates/{lat}/{long}/{zoom}, and the /stores list. Place parameters are validated
 * by shared/routes (000 §5: known countries and states, hyphens for spaces, comma decimals); an unknown
 * place gets a page that says so, never an empty search.
 */
export function DirectoryPage({ params }: { params: Readonly<Record<string, string>> }) {
  useStyles('store', storeCss);
  useStyles('directory', directoryCss);
  const { router } = useWidget();
  const name = useSignalValue(router.match)?.name;

  if (name === 'dispensariesCoordinates') {
    const position = parseMapPosition(params);
    return position ? <NearbyPage position={position} /> : <UnknownPlace />;
  }
  if (name === 'dispensariesCountry' || name === 'dispensariesState' || name === 'dispensariesCity') {
    const place = parseDispensaryPlace(params);
    return place ? <PlacePage place={place} /> : <UnknownPlace />;
  }
  if (name === 'stores') return <AllStoresPage />;
  return <DirectoryHome />;
}

function UnknownPlace() {
  useTitle('Place not found');
  return (
    <StatePanel
      title="We don't know that place"
      icon="?"
      level={1}
      action={
        <Link className="cn-btn cn-btn--primary" to="/dispensaries">
          Browse dispensaries
        </Link>
      }
    >
      Check the country, state or city in the address, or pick a place from the directory.
    </StatePanel>
  );
}
