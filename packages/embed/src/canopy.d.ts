// The loader's API as the loader declares it (loader/canopy.d.ts): the build copies that file here into dist/, so
// the package ships the same declarations partners download from /canopy.d.ts.
export type * from '../../../loader/canopy';
