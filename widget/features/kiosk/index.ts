export { KioskThankYouPage } from './KioskThankYouPage';
