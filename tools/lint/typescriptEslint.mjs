// Resolved from this workspace, where `typescript` is TypeScript 5: typescript-eslint parses with TypeScript's
// JavaScript API, which TypeScript 7 (the root's tsc) does not ship.
export { default } from 'typescript-eslint';
