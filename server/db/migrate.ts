// Ordered migrations, run at every start (already-applied ones are skipped by Kysely's Migrator).
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as core from './migrations/0001-core.ts';
import * as catalogue from './migrations/0002-catalogue.ts';
import * as commerce from './migrations/0003-commerce.ts';
import * as content from './migrations/0004-content.ts';
import * as accounts from './migrations/0005-accounts.ts';
import * as search from './migrations/0006-search.ts';
import * as orders from './migrations/0007-orders.ts';
import * as uploads from './migrations/0008-uploads.ts';
import * as searchLog from './migrations/0009-search-log.ts';
import * as mediaPrefix from './migrations/0010-media-prefix.ts';
import * as messages from './migrations/0011-messages.ts';
import * as contentFeedback from './migrations/0012-content-feedback.ts';
import * as cooperation from './migrations/0013-cooperation.ts';
import * as enquiry from './migrations/0015-enquiry.ts';
import * as afterSales from './migrations/0017-after-sales.ts';
import * as certification from './migrations/0016-certification.ts';
import * as stock from './migrations/0014-stock.ts';
import * as services from './migrations/0018-services.ts';
import * as points from './migrations/0019-points.ts';
import * as vip688 from './migrations/0020-vip688.ts';
import * as distribution from './migrations/0021-distribution.ts';
import * as servicePayments from './migrations/0022-service-payments.ts';
import * as enquiryPicks from './migrations/0023-enquiry-picks.ts';
import * as staffConsole from './migrations/0025-staff-console.ts';
import * as serviceTransferCredit from './migrations/0024-service-transfer-credit.ts';
import * as dashboard from './migrations/0026-dashboard.ts';
import * as catalogueConsole from './migrations/0027-catalogue-console.ts';
import * as brandAliases from './migrations/0028-brand-aliases.ts';
import * as enquiryMapping from './migrations/0029-enquiry-mapping.ts';
import * as buyerColumns from './migrations/0030-buyer-columns.ts';
import * as receiptStatedAmount from './migrations/0031-receipt-stated-amount.ts';
import * as staffAlerts from './migrations/0032-staff-alerts.ts';
import * as companyRegistryOwner from './migrations/0033-company-registry-owner.ts';
import * as auditChain from './migrations/0035-audit-chain.ts';
import * as company from './migrations/0036-company.ts';
import * as approvals from './migrations/0037-approvals.ts';
import * as pricingQuotes from './migrations/0038-pricing-quotes.ts';
import * as apiClients from './migrations/0039-api-clients.ts';
import * as webhooks from './migrations/0040-webhooks.ts';
import * as punchout from './migrations/0041-punchout.ts';
import * as integrationOrders from './migrations/0042-integration-orders.ts';
import * as catalogueOutbox from './migrations/0043-catalogue-outbox.ts';

const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-catalogue': catalogue,
  '0003-commerce': commerce,
  '0004-content': content,
  '0005-accounts': accounts,
  '0006-search': search,
  '0007-orders': orders,
  '0008-uploads': uploads,
  '0009-search-log': searchLog,
  '0010-media-prefix': mediaPrefix,
  '0011-messages': messages,
  '0012-content-feedback': contentFeedback,
  '0013-cooperation': cooperation,
  '0015-enquiry': enquiry,
  '0017-after-sales': afterSales,
  '0016-certification': certification,
  '0014-stock': stock,
  '0018-services': services,
  '0019-points': points,
  '0020-vip688': vip688,
  '0021-distribution': distribution,
  '0022-service-payments': servicePayments,
  '0023-enquiry-picks': enquiryPicks,
  '0025-staff-console': staffConsole,
  '0024-service-transfer-credit': serviceTransferCredit,
  '0026-dashboard': dashboard,
  '0027-catalogue-console': catalogueConsole,
  '0028-brand-aliases': brandAliases,
  '0029-enquiry-mapping': enquiryMapping,
  '0030-buyer-columns': buyerColumns,
  '0031-receipt-stated-amount': receiptStatedAmount,
  '0032-staff-alerts': staffAlerts,
  '0033-company-registry-owner': companyRegistryOwner,
  '0035-audit-chain': auditChain,
  '0036-company': company,
  '0037-approvals': approvals,
  '0038-pricing-quotes': pricingQuotes,
  '0039-api-clients': apiClients,
  '0040-webhooks': webhooks,
  '0041-punchout': punchout,
  '0042-integration-orders': integrationOrders,
  '0043-catalogue-outbox': catalogueOutbox,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs the migrations up to and including `name` (tests of a migration on a database written before it). */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
