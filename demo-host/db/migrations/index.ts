import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../columns';
import { catalogueMigration } from './m0001_catalogue';
import { accountsAndCartsMigration } from './m0002_accounts_and_carts';
import { commerceOutboxAndResetsMigration } from './m0003_commerce_outbox_and_resets';
import { promoCodesMigration } from './m0004_promo_codes';
import { promoCodeLimitsMigration } from './m0005_promo_code_limits';
import { reviewPerCustomerMigration } from './m0006_review_per_customer';
import { operatorTokensMigration } from './m0007_operator_tokens';
import { menuVersionsMigration } from './m0008_menu_versions';
import { webhooksMigration } from './m0009_webhooks';
import { menuImportMigration } from './m0010_menu_import';
import { reservationsByStoreMigration } from './m0011_reservations_by_store';
import { loyaltyLedgerMigration } from './m0012_loyalty_ledger';
import { sharedInstanceStateMigration } from './m0013_shared_instance_state';
import { errorReportsMigration } from './m0014_error_reports';
import { specialGoldMigration } from './m0015_special_gold';
import { mfaMigration } from './m0016_mfa';
import { merchandisingMigration } from './m0017_merchandising';

// Names sort in run order; add new migrations at the end and never edit a released one.
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_catalogue': catalogueMigration(dialect),
    '0002_accounts_and_carts': accountsAndCartsMigration(dialect),
    '0003_commerce_outbox_and_resets': commerceOutboxAndResetsMigration(dialect),
    '0004_promo_codes': promoCodesMigration(dialect),
    '0005_promo_code_limits': promoCodeLimitsMigration(dialect),
    '0006_review_per_customer': reviewPerCustomerMigration(),
    '0007_operator_tokens': operatorTokensMigration(dialect),
    '0008_menu_versions': menuVersionsMigration(),
    '0009_webhooks': webhooksMigration(dialect),
    '0010_menu_import': menuImportMigration(),
    '0011_reservations_by_store': reservationsByStoreMigration(),
    '0012_loyalty_ledger': loyaltyLedgerMigration(dialect),
    '0013_shared_instance_state': sharedInstanceStateMigration(),
    '0014_error_reports': errorReportsMigration(dialect),
    '0015_special_gold': specialGoldMigration(),
    '0016_mfa': mfaMigration(),
    '0017_merchandising': merchandisingMigration(dialect),
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
