export { openDatabase, migrateToLatest, SQLITE_FILE_NAME } from './openDatabase';
export type { OpenedDatabase } from './openDatabase';
export { healthCheck } from './healthCheck';
export { resetSequences } from './resetSequences';
export { fromJson } from './json';
export { migrations } from './migrations';
export type { Dialect } from './columns';
export type * from './tables';
export type * from './data';
