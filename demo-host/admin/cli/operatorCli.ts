// npm run operator -- token --store N [--label TEXT] | tokens [--store N] | revoke ID
// Makes, lists and revokes the admin API's per-store operator tokens (docs/api-admin.md § Tokens) in the database
// the host uses (DATA_DIR or DATABASE_URL). A new token is printed once: only its hash is kept.
import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { openDatabase, type OpenedDatabase } from '../../db';
import { createOperatorToken, listOperatorTokens, revokeOperatorToken } from '../auth/operatorTokens';

const USAGE = `usage: npm run operator -- token --store N [--label TEXT]   make a token for store N (printed once)
       npm run operator -- tokens [--store N]               list tokens (never the tokens themselves)
       npm run operator -- revoke ID                        revoke token ID`;

function storeIdOf(value: string | undefined, required: boolean): number | undefined {
  if (value === undefined) {
    if (required) throw new Error(`--store is required\n${USAGE}`);
    return undefined;
  }
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Error(`--store expects a store id (a positive integer), got '${value}'`);
  return id;
}

async function makeToken(database: OpenedDatabase, storeId: number, label: string): Promise<void> {
  const store = await database.db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  if (!store) throw new Error(`No store with id ${storeId} (a new database has its sample stores once the host has started: npm start)`);
  const made = await createOperatorToken(database.db, storeId, label, new Date());
  console.log(`Operator token ${made.id} for store ${storeId} (${store.name}), label "${label}":\n\n  ${made.token}\n`);
  console.log('Keep it secret: it is shown only now. Send it as "Authorization: Bearer <token>" to /api/v1/admin/stores/' + storeId + '/…');
}

async function listTokens(database: OpenedDatabase, storeId: number | undefined): Promise<void> {
  const tokens = await listOperatorTokens(database.db, storeId);
  if (tokens.length === 0) return console.log('No operator tokens.');
  for (const t of tokens) {
    const state = t.revoked_at ? `revoked ${t.revoked_at}` : `last used ${t.last_used_at ?? 'never'}`;
    console.log(`${t.id}\tstore ${t.store_id}\t${t.label}\tmade ${t.created_at}\t${state}`);
  }
}

async function run(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { store: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean' } } });
  const [command, id] = positionals;
  if (values.help || !command) return console.log(USAGE);
  if (!['token', 'tokens', 'revoke'].includes(command)) throw new Error(`Unknown command '${command}'\n${USAGE}`);
  const config = readConfig(process.env, import.meta.url);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (command === 'token') await makeToken(database, storeIdOf(values.store, true)!, values.label ?? 'operator token');
    if (command === 'tokens') await listTokens(database, storeIdOf(values.store, false));
    if (command === 'revoke') {
      const tokenId = Number(id);
      if (!Number.isInteger(tokenId) || tokenId < 1) throw new Error(`revoke expects a token id, got '${id ?? ''}'\n${USAGE}`);
      if (!(await revokeOperatorToken(database.db, tokenId, new Date()))) throw new Error(`No live operator token with id ${tokenId}`);
      console.log(`Revoked operator token ${tokenId}.`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
