export * from './messages';
export * from './guards';
export * from './theme';
export * from './firstView';
