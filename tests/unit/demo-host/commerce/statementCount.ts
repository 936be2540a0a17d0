import { addBody, menuPicks, openHarness } from './harness';
import type { KyselyPlugin } from 'kysely';

/** Counts the SQL statements a database runs: Kysely hands every executed query's result to a plugin once. */
export function statementCounter(): { plugin: KyselyPlugin; count(): number; reset(): void } {
  let count = 0;
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        count += 1;
        return args.result;
      },
    },
    count: () => count,
    reset: () => void (count = 0),
  };
}

/**
 * The SQL statements one "Add to bag" costs the host: a product added to a cart of one line, on a throwaway
 * SQLite database with the sample seed (`npm run bench` prints it beside the test's bound).
 */
export async function statementsPerAdd(): Promise<number> {
  const counter = statementCounter();
  const h = await openHarness({ databaseUrl: null, plugin: counter.plugin });
  try {
    const [first, second] = await menuPicks(h.db, 1);
    const uuid = (await h.call('POST', '/cart_products', { body: addBody(1, first) })).body.cart_uuid as string;
    counter.reset();
    const answer = await h.call('POST', '/cart_products', { body: addBody(1, second, 1, uuid) });
    if (answer.status !== 200) throw new Error(`POST /cart_products answered ${answer.status}`);
    return counter.count();
  } finally {
    await h.close();
  }
}
