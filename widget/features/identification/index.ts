export { IdentificationPage } from './IdentificationPage';
