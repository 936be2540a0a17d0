import { parseArgs } from 'node:util';
import type { CatalogueOptions } from './buildCatalogue';

export const SEED_USAGE = [
  'usage: npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR]',
  '  --stores N --products M   N stores carrying M menu products each (N × M menu rows)',
  '  --products M              the big store (store 2) carries M; the others keep 200–2,000 (default 5,000)',
  '  --stores N                N stores of the default sizes (default: 35, one per listed place)',
  '  --seed S                  another catalogue of the same shape',
  '  --data-dir DIR            the SQLite folder (default: DATA_DIR, else .data); with DATABASE_URL set, PostgreSQL is seeded',
].join('\n');

export type SeedArgs = { help: true } | { help: false; options: CatalogueOptions; dataDir: string | undefined };

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} expects a positive integer, got '${value}'\n${SEED_USAGE}`);
  return n;
}

/** The seed command's flags as catalogue options: --products with --stores sizes every store, alone the big store. */
export function parseSeedArgs(args: string[]): SeedArgs {
  const { values } = parseArgs({
    args,
    options: {
      stores: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return { help: true };
  const stores = positiveInt('stores', values.stores);
  const products = positiveInt('products', values.products);
  const seed = positiveInt('seed', values.seed);
  const options: CatalogueOptions = {};
  if (stores !== undefined) options.stores = stores;
  if (products !== undefined) {
    if (stores !== undefined) options.productsPerStore = products;
    else options.products = products;
  }
  if (seed !== undefined) options.seed = seed;
  return { help: false, options, dataDir: values['data-dir'] };
}
