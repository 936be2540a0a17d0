export { customerView } from './customerView';
export type { UserRow } from './customerView';
export { readOutbox, sendToOutbox } from './outbox';
export { checkUserForm, REGISTER_RULES, UPDATE_RULES, EMAIL_TAKEN } from './userForm';
export type { UserFields } from './userForm';
