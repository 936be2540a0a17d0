// shared/: the pure core every other part imports (DESIGN §2). No DOM, no fetch, no storage.
export * from './constants';
export * from './types';
export * from './schemas';
export * from './money';
export * from './weights';
export * from './schedule';
export * from './specials';
export * from './routes';
export * from './search';
export * from './forms';
export * from './platform';
// The engine's input types are cents-based namesakes of the wire types, so they stay under their own name.
export * as pricing from './pricing';
export * from './cartLimits';
export * from './protocol';
