export { DirectoryPage } from './DirectoryPage';
export { AllStoresPage } from './AllStoresPage';
export { DispensaryCard, DispensaryGrid } from './DispensaryCard';
export { groupStores } from './groupStores';
export type { PlaceGroup } from './groupStores';
export { searchRadius } from './searchRadius';
export { titleCase } from './placeNames';
