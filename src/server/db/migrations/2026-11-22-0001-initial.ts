import type { Db, Dialect } from '../connection.js';

function id(dialect: Dialect) {
  return dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
}

export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pk = id(dialect);
  const auto = dialect === 'sqlite';

  await db.schema
    .createTable('users')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role_id', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('department', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('mobile_number', 'text', (col) => col.notNull())
    .addColumn('additional_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('url_type', 'text', (col) => col.notNull().defaultTo('/'))
    .addColumn('property_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('property_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('window_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('number_of_windows', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('preferred_timeframe', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('window_material', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('glazing_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('client_ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('leads_created_at_idx')
    .on('leads')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('leads_status_idx')
    .on('leads')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('content_pages')
    .addColumn('id', pk, (col) => (auto ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('sublink', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('content_pages_kind_url_key', ['kind', 'url'])
    .addUniqueConstraint('content_pages_kind_sublink_key', ['kind', 'sublink'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('content_pages').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
