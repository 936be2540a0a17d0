export { readOutbox } from './outbox';
