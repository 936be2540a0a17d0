export { customerView } from './customerView';
export type { UserRow } from './customerView';
export { readOutbox, sendToOutbox } from './outbox';
export { checkUserForm, CORRECT_FIELDS, REGISTER_RULES, UPDATE_RULES, EMAIL_TAKEN } from './userForm';
export { accountChanges, confirmCurrentPassword, isUniqueViolation, NOT_CURRENT_PASSWORD, saveAccountChanges } from './accountChanges';
export type { AccountChanges } from './accountChanges';
export type { UserFields } from './userForm';
export { CHECK_EMAIL, sendRegistrationNotice } from './registrationNotice';
