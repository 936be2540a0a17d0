// npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR]
// Rebuilds the database under DATA_DIR (or DATABASE_URL) with a catalogue of the given size.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db';
import { resetDatabase } from './resetDatabase';
import { seedDatabase } from './seedDatabase';

const USAGE = 'usage: npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR]';

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} expects a positive integer, got '${value}'\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stores: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options = {
    stores: positiveInt('stores', values.stores),
    products: positiveInt('products', values.products),
    seed: positiveInt('seed', values.seed),
  };
  const opened = await openDatabase({
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? '.data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrate: false,
  });
  try {
    await resetDatabase(opened.db, opened.dialect);
    const summary = await seedDatabase(opened.db, options);
    console.log(`seeded ${opened.dialect}:`, summary);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
