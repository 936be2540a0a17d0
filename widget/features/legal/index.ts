export { LegalPage } from './LegalPage';
