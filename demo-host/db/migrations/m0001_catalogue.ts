import { sql, type Kysely, type Migration } from 'kysely';
import { FLOAT, withIdColumn, type Dialect } from '../columns';

const WEIGHTS = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each'];

// Catalogue tables (000 §3): stores, brands, products, per-store menu products, specials, reviews.
export function catalogueMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('stores'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url_slug', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('lat', FLOAT, (c) => c.notNull())
        .addColumn('long', FLOAT, (c) => c.notNull())
        .addColumn('time_zone_identifier', 'text', (c) => c.notNull())
        .addColumn('medical', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recreational', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pickup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('curbside', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating', FLOAT)
        .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stores_place').on('stores').columns(['country_code', 'state', 'city']).execute();
      await db.schema.createIndex('stores_lat_long').on('stores').columns(['lat', 'long']).execute();

      await withIdColumn(db.schema.createTable('brands'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo_url', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('color_hex', 'text')
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('brands_name').on('brands').column('name').execute();

      await withIdColumn(db.schema.createTable('products'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('root_subtype', 'text')
        .addColumn('brand_subtype', 'text')
        .addColumn('url_slug', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('percent_thc', FLOAT)
        .addColumn('percent_cbd', FLOAT)
        .addColumn('aggregate_rating', FLOAT)
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_brand').on('products').column('brand_id').execute();
      await db.schema.createIndex('products_kind').on('products').column('kind').execute();

      let menu = withIdColumn(db.schema.createTable('menu_products'), dialect)
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'));
      for (const w of WEIGHTS) {
        menu = menu.addColumn(`price_${w}`, 'integer').addColumn(`discounted_price_${w}`, 'integer');
      }
      await menu
        .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('max_cart_quantity', 'integer', (c) => c.notNull())
        .addColumn('best_seller_rank', 'integer')
        .addColumn('operator_store_rank', 'integer')
        .addColumn('lowest_price_cents', 'integer')
        .addColumn('special_id', 'integer')
        .addColumn('has_brand_discount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text', (c) => c.notNull())
        .addUniqueConstraint('menu_products_store_product', ['store_id', 'product_id'])
        .execute();
      await db.schema.createIndex('menu_products_product').on('menu_products').column('product_id').execute();

      for (const table of ['specials', 'brand_specials'] as const) {
        const owner = table === 'specials' ? 'store_id' : 'brand_id';
        await withIdColumn(db.schema.createTable(table), dialect)
          .addColumn(owner, 'integer', (c) =>
            c
              .notNull()
              .references(table === 'specials' ? 'stores.id' : 'brands.id')
              .onDelete('cascade'),
          )
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('special_type', 'text', (c) => c.notNull())
          .addColumn('discount_type', 'text', (c) => c.notNull())
          .addColumn('discount_percent', FLOAT)
          .addColumn('discount_dollar_amount_cents', 'integer')
          .addColumn('discount_target_price_cents', 'integer')
          .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('start_time', 'text')
          .addColumn('end_time', 'text')
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${table}_owner`).on(table).column(owner).execute();
      }

      await withIdColumn(db.schema.createTable('reviews'), dialect)
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('feelings_json', 'text', (c) => c.notNull())
        .addColumn('activities_json', 'text', (c) => c.notNull())
        .addColumn('upvote_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
        .execute();
      await db.schema.createIndex('reviews_product').on('reviews').column('product_id').execute();
      await db.schema.createIndex('reviews_store').on('reviews').column('store_id').execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['reviews', 'brand_specials', 'specials', 'menu_products', 'products', 'brands', 'stores']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
