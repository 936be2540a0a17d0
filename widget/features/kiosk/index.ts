export { KioskGenericThankYouPage } from './KioskGenericThankYouPage';
export { KioskLandingPage } from './KioskLandingPage';
export { KioskSetupPage } from './KioskSetupPage';
export { KioskThankYouPage } from './KioskThankYouPage';
export { kioskAddress } from './kioskAddress';
