// npm run seed -- [--stores N] [--products M] [--seed S] [--data-dir DIR] (seedArgs.ts says what each means)
// Rebuilds the database under DATA_DIR (or DATABASE_URL) with a catalogue of the given size.
import { openDatabase } from '../db';
import { resetDatabase } from './resetDatabase';
import { parseSeedArgs, SEED_USAGE } from './seedArgs';
import { seedDatabase } from './seedDatabase';

async function main(): Promise<void> {
  const parsed = parseSeedArgs(process.argv.slice(2));
  if (parsed.help) {
    console.log(SEED_USAGE);
    return;
  }
  const opened = await openDatabase({
    dataDir: parsed.dataDir ?? process.env.DATA_DIR ?? '.data',
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrate: false,
  });
  try {
    await resetDatabase(opened.db, opened.dialect);
    const summary = await seedDatabase(opened.db, parsed.options);
    console.log(`seeded ${opened.dialect}:`, summary);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
