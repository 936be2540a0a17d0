export { LoginPage } from './LoginPage';
export { LogoutPage } from './LogoutPage';
export { AccountsOffPage } from './AccountsOffPage';
