export { ContactUsPage } from './ContactUsPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { PasswordPage, ProfilePasswordPage } from './PasswordPages';
export { ProfileEditPage } from './ProfileEditPage';
export { ProfilePage } from './ProfilePage';
export { ProfileSettingsPage } from './ProfileSettingsPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
