import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

/**
 * Drafts, history and scheduled publishing of page records:
 * - `content_pages.content` stays what visitors see once published; `draft_content` is the
 *   one working draft (null: none), with when and by whom it was last saved;
 * - `content_versions`: one row per publish (who, when, the content as published);
 * - `content_schedules`: a publish or unpublish at a time, run once by the jobs table.
 * Every page published before this migration gets its current content as version 1.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const auto = dialect === 'sqlite';
  const id = (table: ReturnType<Db['schema']['createTable']>) =>
    table.addColumn('id', auto ? 'integer' : 'serial', (col) =>
      auto ? col.primaryKey().autoIncrement() : col.primaryKey(),
    );
  await db.schema.alterTable('content_pages').addColumn('draft_content', 'text').execute();
  await db.schema.alterTable('content_pages').addColumn('draft_saved_at', 'text').execute();
  await db.schema
    .alterTable('content_pages')
    .addColumn('draft_saved_by_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await id(db.schema.createTable('content_versions'))
    .addColumn('page_id', 'integer', (col) =>
      col.notNull().references('content_pages.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Kept as written, so history still names a person whose account is deleted.
    .addColumn('published_by_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('content_versions_page_version_key', ['page_id', 'version'])
    .execute();

  await id(db.schema.createTable('content_schedules'))
    .addColumn('page_id', 'integer', (col) =>
      col.notNull().references('content_pages.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    // pending, done or cancelled
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('done_at', 'text')
    .execute();
  // The job's one question each minute: which pending runs are due.
  await sql`create index content_schedules_due_idx on content_schedules (run_at)
    where status = 'pending'`.execute(db);
  await sql`create index content_schedules_page_idx on content_schedules (page_id)`.execute(db);

  await sql`insert into content_versions (page_id, version, content, published_at, note)
    select id, 1, content, updated_at, 'Published before history was kept'
    from content_pages where is_published = 1`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('content_schedules').execute();
  await db.schema.dropTable('content_versions').execute();
  for (const column of ['draft_saved_by_name', 'draft_saved_at', 'draft_content']) {
    await db.schema.alterTable('content_pages').dropColumn(column).execute();
  }
}
