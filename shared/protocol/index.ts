export * from './messages';
export * from './guards';
