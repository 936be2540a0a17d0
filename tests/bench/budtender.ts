import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMenuIndexCache } from '../../demo-host/api';
import { loadMenuProducts } from '../../demo-host/api/data/loadMenuProducts';
import { openDatabase } from '../../demo-host/db';
import { createBudtender } from '../../demo-host/merchandising/budtender';
import { seedDatabase } from '../../demo-host/seed';
import { BIG_STORE_ID } from '../../demo-host/seed/stores';
import { openHarness } from '../unit/demo-host/commerce/harness';
import { HIT_RATE_FLOOR, hitRateText, judgeAll } from '../unit/demo-host/merchandising/budtender/judge';
import { JUDGED_QUESTIONS } from '../unit/demo-host/merchandising/budtender/judgedQuestions';
import { ms, percentile, type BenchRow } from './row';

/** The answer is worked out in memory from the store's menu index, as a menu query is: the same budget. */
const BUDGET_MS = 10;
const ANSWERS = 300;

/** Budtender answers on the 5,000-product store (SQLite, in-process): the judged questions and the store's own suggestions, warm. */
async function answerRow(): Promise<BenchRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-bench-budtender-'));
  const database = await openDatabase({ dataDir });
  try {
    // Stores up to the big one: store 2 carries the 5,000 products (seed/buildCatalogue.ts).
    await seedDatabase(database.db, { stores: BIG_STORE_ID });
    const budtender = createBudtender({ db: database.db, menus: createMenuIndexCache(database.db) });
    const started = performance.now();
    const suggestions = (await budtender.suggestedQueries(BIG_STORE_ID)) ?? [];
    const firstMs = performance.now() - started;
    const questions = [...JUDGED_QUESTIONS.map((q) => q.question), ...suggestions];
    const times: number[] = [];
    let products = 0;
    for (let i = 0; i < ANSWERS; i += 1) {
      const t = performance.now();
      const answer = await budtender.answer(BIG_STORE_ID, questions[i % questions.length]);
      times.push(performance.now() - t);
      products = Math.max(products, answer?.totalResults ?? 0);
    }
    const p95 = percentile(times, 95);
    return {
      what: 'budtender answer, 5,000-product store (SQLite, warm index)',
      budget: `p95 ≤ ${BUDGET_MS} ms`,
      measured: `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))}; ${ANSWERS} answers; first call with index build ${ms(firstMs)})`,
      verdict: p95 <= BUDGET_MS && products > 0 ? 'ok' : 'over',
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The judged table (tests/unit/demo-host/merchandising/budtender/judgedQuestions.ts) over seeded store 1. */
async function hitRateRow(): Promise<BenchRow> {
  const h = await openHarness({ databaseUrl: null });
  try {
    const menus = createMenuIndexCache(h.db);
    const menu = (await loadMenuProducts(h.db, 1)).filter((product) => product.visible !== false);
    const judged = await judgeAll(createBudtender({ db: h.db, menus }), 1, menu, JUDGED_QUESTIONS);
    const rate = judged.filter((j) => j.hit).length / judged.length;
    return { what: 'budtender judged hit rate (store 1)', budget: `≥ ${HIT_RATE_FLOOR * 100}%`, measured: hitRateText(judged), verdict: rate >= HIT_RATE_FLOOR ? 'ok' : 'over' };
  } finally {
    await h.close();
  }
}

export async function budtenderRows(): Promise<BenchRow[]> {
  return [await answerRow(), await hitRateRow()];
}
