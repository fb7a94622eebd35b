import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Config } from '../config.js';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, type Db, type Dialect } from './connection.js';
import { optimizeSqliteAtStart } from './sqlite-optimizer.js';
import * as initial from './migrations/2026-11-22-0001-initial.js';
import * as leadEvents from './migrations/2026-11-22-0002-lead-events.js';
import * as partnersOutbox from './migrations/2026-11-22-0003-partners-outbox.js';
import * as leadSearchText from './migrations/2026-11-22-0004-lead-search-text.js';
import * as leadDispatch from './migrations/2026-11-23-0006-lead-dispatch.js';
import * as searchIndex from './migrations/2026-11-23-0007-search-index.js';
import * as leadCounts from './migrations/2026-11-23-0007b-lead-counts.js';
import * as leadListIndexes from './migrations/2026-11-23-0007c-lead-list-indexes.js';
import * as outboxClaimIndex from './migrations/2026-11-23-0008-outbox-claim-index.js';
import * as leanLeadWrites from './migrations/2026-11-25-0009-lean-lead-writes.js';
import * as auditSettings from './migrations/2026-11-26-0010-audit-settings.js';
import * as tableFilters from './migrations/2026-11-26-0011-table-filters.js';
import * as leadOwner from './migrations/2026-11-26-0011b-lead-owner.js';
import * as notesNextActions from './migrations/2026-11-26-0012-notes-next-actions.js';
import * as jobs from './migrations/2026-11-26-0012b-jobs.js';
import * as lostReasons from './migrations/2026-11-26-0013-lost-reasons.js';
import * as duplicates from './migrations/2026-11-26-0014-duplicates.js';
import * as leadBin from './migrations/2026-11-26-0015-lead-bin.js';
import * as duplicateCountIndex from './migrations/2026-11-26-0016-duplicate-count-index.js';
import * as installerAccounts from './migrations/2026-11-26-0020-installer-accounts.js';
import * as partnerOutcomes from './migrations/2026-11-27-0021-partner-outcomes.js';
import * as responseWindows from './migrations/2026-11-27-0022-response-windows.js';
import * as partnerFlags from './migrations/2026-11-27-0023-partner-flags.js';
import * as partnerApiTokens from './migrations/2026-11-27-0025-partner-api-tokens.js';
import * as pageDrafts from './migrations/2026-11-27-0030-page-drafts.js';
import * as partnerWebhooks from './migrations/2026-11-27-0024-partner-webhooks.js';
import * as leadAttribution from './migrations/2026-11-27-0031-lead-attribution.js';
import * as releasedTodayIndex from './migrations/2026-11-27-0034-released-today-index.js';
import * as acceptedAnswersIndex from './migrations/2026-11-28-0042-accepted-answers-index.js';
import * as funnelCounts from './migrations/2026-11-27-0032-funnel-counts.js';
import * as funnelLeadCounts from './migrations/2026-11-28-0035-funnel-lead-counts.js';
import * as dataRequests from './migrations/2026-11-28-0041-data-requests.js';
import * as phoneVerification from './migrations/2026-11-28-0043-phone-verification.js';
import * as contactChanges from './migrations/2026-11-28-0044-contact-changes.js';
import * as homeownerRequests from './migrations/2026-11-28-0040-homeowner-requests.js';
import * as homeownerPicks from './migrations/2026-11-28-0045-homeowner-picks.js';
import * as funnelKeys from './migrations/2026-11-28-0046-funnel-keys.js';
import * as searchStatistics from './migrations/2026-11-29-0047-search-statistics.js';
import * as lostReasonCounts from './migrations/2026-11-29-0048-lost-reason-counts.js';
import * as funnelCountsClustered from './migrations/2026-11-29-0049-funnel-counts-clustered.js';
import * as outboxUnsentIndex from './migrations/2026-12-01-0050-outbox-unsent-index.js';
import * as leadEventsTypeCovering from './migrations/2026-12-02-0051-lead-events-type-covering.js';
import * as onePartnerDayIndex from './migrations/2026-12-05-0052-one-partner-day-index.js';
import * as searchPendingList from './migrations/2026-12-05-0053-search-pending-list.js';
import * as funnelMarksPerStatement from './migrations/2026-12-06-0054-funnel-marks-per-statement.js';
import * as searchIndexWithoutPositions from './migrations/2026-12-07-0055-search-index-without-positions.js';

export interface DialectMigration {
  up(db: Db, dialect: Dialect): Promise<void>;
  down(db: Db, dialect: Dialect): Promise<void>;
}

/** Migrations in order; listed here so the compiled build needs no directory scan. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0002-lead-events': leadEvents,
  '2026-11-22-0003-partners-outbox': partnersOutbox,
  '2026-11-22-0004-lead-search-text': leadSearchText,
  '2026-11-23-0006-lead-dispatch': leadDispatch,
  '2026-11-23-0007-search-index': searchIndex,
  '2026-11-23-0007b-lead-counts': leadCounts,
  '2026-11-23-0007c-lead-list-indexes': leadListIndexes,
  '2026-11-23-0008-outbox-claim-index': outboxClaimIndex,
  '2026-11-25-0009-lean-lead-writes': leanLeadWrites,
  '2026-11-26-0010-audit-settings': auditSettings,
  '2026-11-26-0011-table-filters': tableFilters,
  '2026-11-26-0011b-lead-owner': leadOwner,
  '2026-11-26-0012-notes-next-actions': notesNextActions,
  '2026-11-26-0012b-jobs': jobs,
  '2026-11-26-0013-lost-reasons': lostReasons,
  '2026-11-26-0014-duplicates': duplicates,
  '2026-11-26-0015-lead-bin': leadBin,
  '2026-11-26-0016-duplicate-count-index': duplicateCountIndex,
  '2026-11-26-0020-installer-accounts': installerAccounts,
  '2026-11-27-0021-partner-outcomes': partnerOutcomes,
  '2026-11-27-0022-response-windows': responseWindows,
  '2026-11-27-0023-partner-flags': partnerFlags,
  '2026-11-27-0025-partner-api-tokens': partnerApiTokens,
  '2026-11-27-0030-page-drafts': pageDrafts,
  '2026-11-27-0024-partner-webhooks': partnerWebhooks,
  '2026-11-27-0031-lead-attribution': leadAttribution,
  '2026-11-27-0034-released-today-index': releasedTodayIndex,
  '2026-11-28-0042-accepted-answers-index': acceptedAnswersIndex,
  '2026-11-27-0032-funnel-counts': funnelCounts,
  '2026-11-28-0035-funnel-lead-counts': funnelLeadCounts,
  '2026-11-28-0041-data-requests': dataRequests,
  '2026-11-28-0043-phone-verification': phoneVerification,
  '2026-11-28-0044-contact-changes': contactChanges,
  '2026-11-28-0040-homeowner-requests': homeownerRequests,
  '2026-11-28-0045-homeowner-picks': homeownerPicks,
  '2026-11-28-0046-funnel-keys': funnelKeys,
  '2026-11-29-0047-search-statistics': searchStatistics,
  '2026-11-29-0048-lost-reason-counts': lostReasonCounts,
  '2026-11-29-0049-funnel-counts-clustered': funnelCountsClustered,
  '2026-12-01-0050-outbox-unsent-index': outboxUnsentIndex,
  '2026-12-02-0051-lead-events-type-covering': leadEventsTypeCovering,
  '2026-12-05-0052-one-partner-day-index': onePartnerDayIndex,
  '2026-12-05-0053-search-pending-list': searchPendingList,
  '2026-12-06-0054-funnel-marks-per-statement': funnelMarksPerStatement,
  '2026-12-07-0055-search-index-without-positions': searchIndexWithoutPositions,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        {
          up: (db) => migration.up(db as Db, this.dialect),
          down: (db) => migration.down(db as Db, this.dialect),
        },
      ]),
    );
  }
}

/**
 * The schema the app's tables live in. Named explicitly, because the migrator otherwise takes a
 * `kysely_migration` table in any other schema of the database as its own and then fails.
 */
async function ownSchema(db: Db, database: Extract<Config['database'], { kind: 'postgres' }>) {
  if (database.schema) return database.schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

export async function migrateToLatest(db: Db, database: Config['database']): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(database.kind),
    migrationTableSchema: database.kind === 'postgres' ? await ownSchema(db, database) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  // PostgreSQL's autovacuum keeps its statistics; SQLite gathers them only when asked.
  if (database.kind === 'sqlite') await optimizeSqliteAtStart(db);
}

/**
 * Migrate once the database answers: a process started while PostgreSQL is still coming up
 * (or briefly away) waits and retries instead of exiting.
 */
export async function migrateWhenReachable(
  db: Db,
  database: Config['database'],
  log: FastifyBaseLogger,
): Promise<void> {
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await migrateToLatest(db, database);
      return;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (!isDatabaseUnavailable(cause)) throw error;
      log.warn({ err: String(cause) }, `database not reachable; retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
