export { KioskGenericThankYouPage } from './KioskGenericThankYouPage';
export { KioskThankYouPage } from './KioskThankYouPage';
