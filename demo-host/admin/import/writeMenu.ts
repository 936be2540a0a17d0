import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database, MenuProductsTable, ProductsTable } from '../../db';
import { menuChanged } from '../../search';
import type { MenuItem } from './menuItem';
import { menuRowOf, productRowOf } from './menuRows';
import type { StoredProduct } from './loadStoreMenu';

/** What an import writes: the products it names (their new state) and the ids a full import hides. */
export interface MenuWrite {
  storeId: number;
  targets: Map<string, MenuItem>;
  stored: Map<string, StoredProduct>;
  removed: string[];
  onProgress?: (written: number, total: number) => void;
}

// Rows per statement: ~30 columns × 400 rows stays under SQLite's 32,766 and PostgreSQL's 65,535 parameters.
const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let k = 0; k < items.length; k += size) out.push(items.slice(k, k + size));
  return out;
}

const CATALOGUE_FIELDS = ['name', 'brand', 'kind', 'category', 'description', 'percentThc', 'percentCbd', 'photoUrl'] as const;
const catalogueChanged = (before: MenuItem, after: MenuItem) => CATALOGUE_FIELDS.some((field) => before[field] !== after[field]);

/** Brand ids by name (ignoring case), making the brands the catalogue does not have yet. */
async function brandIds(trx: Transaction<Database>, names: Set<string>): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const brand of await trx.selectFrom('brands').select(['id', 'name']).orderBy('id').execute())
    if (!byName.has(brand.name.toLowerCase())) byName.set(brand.name.toLowerCase(), brand.id);
  const missing = [...names].filter((name) => !byName.has(name.toLowerCase()));
  if (missing.length === 0) return byName;
  const { rank } = await trx
    .selectFrom('brands')
    .select((eb) => eb.fn.max('rank').as('rank'))
    .executeTakeFirstOrThrow();
  for (const part of chunks(missing)) {
    const rows = part.map((name, k) => ({
      uuid: randomUUID(),
      name,
      logo_url: null,
      description: '',
      color_hex: null,
      rank: Number(rank ?? 0) + byName.size + k + 1,
      data: '{"custom_images":[],"custom_video":null}',
    }));
    for (const made of await trx.insertInto('brands').values(rows).returning(['id', 'name']).execute()) byName.set(made.name.toLowerCase(), made.id);
  }
  return byName;
}

/** Products also on another store's menu: one store's import must not rename them there. */
async function sharedProducts(trx: Transaction<Database>, storeId: number, productIds: number[]): Promise<Set<number>> {
  const shared = new Set<number>();
  for (const part of chunks(productIds, 1000)) {
    const rows = await trx.selectFrom('menu_products').select('product_id').distinct().where('store_id', '<>', storeId).where('product_id', 'in', part).execute();
    for (const row of rows) shared.add(row.product_id);
  }
  return shared;
}

type ProductRow = Omit<Insertable<ProductsTable>, 'id'>;

async function insertProducts(trx: Transaction<Database>, rows: ProductRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows)) {
    // Both databases return the rows of a multi-row insert in the order given; the names make sure of it.
    const made = await trx.insertInto('products').values(part).returning(['id', 'name']).execute();
    if (made.some((row, k) => row.name !== part[k].name)) throw new Error('products were returned out of order by the insert');
    ids.push(...made.map((row) => row.id));
  }
  return ids;
}

async function updateProducts(trx: Transaction<Database>, rows: (ProductRow & { id: number })[]): Promise<void> {
  for (const part of chunks(rows)) {
    await trx
      .insertInto('products')
      .values(part)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          brand_id: eb.ref('excluded.brand_id'),
          kind: eb.ref('excluded.kind'),
          category: eb.ref('excluded.category'),
          type: eb.ref('excluded.type'),
          url_slug: eb.ref('excluded.url_slug'),
          description: eb.ref('excluded.description'),
          percent_thc: eb.ref('excluded.percent_thc'),
          percent_cbd: eb.ref('excluded.percent_cbd'),
          data: eb.ref('excluded.data'),
        })),
      )
      .execute();
  }
}

/**
 * The product id each named product is written under. A new product gets a products row; a changed one updates its
 * row when only this store carries it, and is copied to a row of its own when other stores do too.
 */
async function writeProducts(trx: Transaction<Database>, plan: MenuWrite): Promise<Map<string, number>> {
  const brands = await brandIds(trx, new Set([...plan.targets.values()].map((item) => item.brand!)));
  const brandOf = (item: MenuItem) => brands.get(item.brand!.toLowerCase())!;
  const productIds = new Map<string, number>();
  const changed: [string, MenuItem, StoredProduct][] = [];
  const made: [string, ProductRow][] = [];
  for (const [externalId, item] of plan.targets) {
    const stored = plan.stored.get(externalId);
    if (stored) productIds.set(externalId, stored.menuRow.product_id);
    if (!stored) made.push([externalId, productRowOf(item, brandOf(item))]);
    else if (catalogueChanged(stored.item, item)) changed.push([externalId, item, stored]);
  }
  const shared = await sharedProducts(
    trx,
    plan.storeId,
    changed.map(([, , stored]) => stored.menuRow.product_id),
  );
  const updates: (ProductRow & { id: number })[] = [];
  for (const [externalId, item, stored] of changed) {
    const row = productRowOf(item, brandOf(item), stored.productData);
    if (shared.has(stored.menuRow.product_id)) made.push([externalId, row]);
    else updates.push({ ...row, id: stored.menuRow.product_id });
  }
  await updateProducts(trx, updates);
  const ids = await insertProducts(
    trx,
    made.map(([, row]) => row),
  );
  made.forEach(([externalId], k) => productIds.set(externalId, ids[k]));
  return productIds;
}

type MenuRow = Omit<Insertable<MenuProductsTable>, 'id'>;

async function upsertMenuRows(trx: Transaction<Database>, rows: MenuRow[], onProgress: (written: number) => void): Promise<void> {
  let written = 0;
  for (const part of chunks(rows)) {
    await trx
      .insertInto('menu_products')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['store_id', 'external_id']).doUpdateSet((eb) => {
          const set: Record<string, unknown> = {};
          for (const column of Object.keys(part[0])) if (column !== 'store_id' && column !== 'external_id') set[column] = eb.ref(`excluded.${column}` as 'excluded.data');
          return set;
        }),
      )
      .execute();
    onProgress((written += part.length));
  }
}

/** Writes an import in one transaction: all of it or, on any failure, nothing. */
export async function writeMenu(db: Kysely<Database>, plan: MenuWrite): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Rows made before the import existed go by their product id (loadStoreMenu): say so, so the upsert finds them.
    await trx
      .updateTable('menu_products')
      .set({ external_id: sql<string>`cast(product_id as text)` })
      .where('store_id', '=', plan.storeId)
      .where('external_id', 'is', null)
      .execute();
    const productIds = await writeProducts(trx, plan);
    const rows = [...plan.targets].map(([externalId, item]) => menuRowOf(plan.storeId, externalId, productIds.get(externalId)!, item, plan.stored.get(externalId)));
    const total = rows.length + plan.removed.length;
    await upsertMenuRows(trx, rows, (written) => plan.onProgress?.(written, total));
    for (const part of chunks(plan.removed, 1000)) {
      await trx.updateTable('menu_products').set({ visible: 0 }).where('store_id', '=', plan.storeId).where('external_id', 'in', part).execute();
    }
    // Last, so the version row is locked only until the commit it goes with (DESIGN §1.7: every host process
    // rebuilds this store's menu on its very next request).
    await menuChanged(trx, plan.storeId);
    plan.onProgress?.(total, total);
  });
}
