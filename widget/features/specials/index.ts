export { SpecialPage } from './SpecialPage';
export { SpecialsPage } from './SpecialsPage';
