export { KioskGenericThankYouPage } from './KioskGenericThankYouPage';
export { KioskSetupPage } from './KioskSetupPage';
export { KioskThankYouPage } from './KioskThankYouPage';
export { kioskAddress } from './kioskAddress';
