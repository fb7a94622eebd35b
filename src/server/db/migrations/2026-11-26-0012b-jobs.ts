import { sql } from 'kysely';
import type { Db } from '../connection.js';

/**
 * Background jobs (src/server/jobs): one row per run of a job, keyed by the job's name and
 * the run's key (the managers' digest: its Dublin date). A process claims a run by writing
 * the row with a lease; another process finds it taken, or takes it over once the lease has
 * run out (its holder died). A finished run stays `done`, so it never runs again.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('run_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('result', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('jobs_pk', ['name', 'run_key'])
    .execute();
  await sql`create index jobs_running_lease_idx on jobs (locked_until)
    where status = 'running'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
