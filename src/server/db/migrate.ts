import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Config } from '../config.js';
import type { Db, Dialect } from './connection.js';
import * as initial from './migrations/2026-11-22-0001-initial.js';
import * as leadEvents from './migrations/2026-11-22-0002-lead-events.js';
import * as partnersOutbox from './migrations/2026-11-22-0003-partners-outbox.js';
import * as leadSearchText from './migrations/2026-11-22-0004-lead-search-text.js';
import * as outboxClaimIndex from './migrations/2026-11-23-0008-outbox-claim-index.js';

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
  '2026-11-23-0008-outbox-claim-index': outboxClaimIndex,
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

export async function migrateToLatest(db: Db, database: Config['database']): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(database.kind),
    migrationTableSchema: database.kind === 'postgres' ? database.schema : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
