import { sql, type CompiledQuery } from 'kysely';
import { ROLE_IDS } from '../../../shared/roles.js';
import type { StaffMember } from '../../../shared/lead-owner.js';
import { dialectOf, type Db } from '../../db/connection.js';
import type { Pipeline } from '../../db/pipelined-transaction.js';
import { ROUND_ROBIN, ROUND_ROBIN_CURSOR } from '../settings/lead-settings.js';
import { leadEventsQuery } from './lead-event-repository.js';
import type { LeadRow } from './lead-repository.js';

const STAFF_ROLES = [ROLE_IDS.admin, ROLE_IDS.manager];

/** The active admins and managers, by name: who a lead may be assigned to. */
export async function listAssignableStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'role_id'])
    .where('role_id', 'in', STAFF_ROLES)
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    role: Number(row.role_id) === ROLE_IDS.admin ? 'admin' : 'manager',
  }));
}

/** One active admin or manager, or undefined. */
export async function findAssignableStaff(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role_id', 'in', STAFF_ROLES)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** The leads' current owners (id and name), for those of `ids` that exist. */
export async function currentOwners(db: Db, ids: number[]) {
  return db
    .selectFrom('leads')
    .leftJoin('users', 'users.id', 'leads.owner_id')
    .select(['leads.id', 'leads.owner_id', 'users.name as owner_name'])
    .where('leads.id', 'in', ids)
    .orderBy('leads.id')
    .execute();
}

/** Give the leads `ownerId` (null: none); the ids changed. */
export async function setOwner(
  db: Db,
  ids: number[],
  ownerId: number | null,
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('leads')
    .set({ owner_id: ownerId, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

const enabled = sql`exists (select 1 from settings where key = ${ROUND_ROBIN.key} and value = 'true')`;

/**
 * Round-robin, part one, sent with a batch's leads: when it is on, take `count` turns from
 * the cursor (one atomic upsert: its row lock orders batches of every process) and read the
 * active managers. When it is off both statements find nothing and take no lock.
 */
export function roundRobinQueries(db: Db, count: number, now: string) {
  const turns = sql<{ value: string }>`insert into settings (key, value, updated_at)
    select ${ROUND_ROBIN_CURSOR.key}, ${String(count)}, ${now} where ${enabled}
    on conflict (key) do update
      set value = cast(cast(settings.value as bigint) + ${count} as text), updated_at = ${now}
    returning value`.compile(db);
  const managers = sql<{ id: number; name: string }>`select id, name from users
    where role_id = ${ROLE_IDS.manager} and is_active = 1 and ${enabled} order by id`.compile(db);
  return { turns, managers };
}

/** The owner of each of `rows` (the batch's leads in order) from the turns taken. */
export function roundRobinOwners(
  rows: readonly LeadRow[],
  turns: { value: string }[],
  managers: { id: number; name: string }[],
): { id: number; name: string }[] | null {
  const taken = turns[0];
  if (!taken || managers.length === 0) return null;
  // The cursor now counts the turns ever taken, this batch's included.
  const first = Number(taken.value) - rows.length;
  return rows.map(
    (_, k) => managers[(((first + k) % managers.length) + managers.length) % managers.length]!,
  );
}

/**
 * Round-robin, part two: the statements that give each new lead its owner and record it on
 * the timeline, to send with the batch's commit. PostgreSQL gets one statement for the batch
 * (a fixed text); SQLite, in process, one short UPDATE per lead.
 */
export function roundRobinAssignQueries(
  db: Db,
  rows: readonly LeadRow[],
  owners: { id: number; name: string }[],
): CompiledQuery<unknown>[] {
  const pairs = rows.map((row, k) => ({ id: Number(row.id), owner_id: Number(owners[k]!.id) }));
  const updates: CompiledQuery<unknown>[] =
    dialectOf(db) === 'postgres'
      ? [
          sql`update leads set owner_id = o.owner_id
            from json_populate_recordset(null::leads, ${JSON.stringify(pairs)}) as o
            where leads.id = o.id`.compile(db),
        ]
      : pairs.map((pair) =>
          db
            .updateTable('leads')
            .set({ owner_id: pair.owner_id })
            .where('id', '=', pair.id)
            .compile(),
        );
  const events = leadEventsQuery(
    db,
    rows.map((row, k) => ({
      lead_id: Number(row.id),
      type: 'owner_changed' as const,
      user_id: null,
      created_at: row.created_at,
      detail: { from: null, to: owners[k]!.name, via: 'round_robin' },
    })),
  );
  return [...updates, events];
}

/** Send part two on the pipeline and fill in the rows' owners. */
export function sendRoundRobin(
  pipeline: Pipeline,
  db: Db,
  rows: LeadRow[],
  owners: { id: number; name: string }[],
): void {
  for (const query of roundRobinAssignQueries(db, rows, owners)) void pipeline.send(query);
  rows.forEach((row, k) => {
    row.owner_id = Number(owners[k]!.id);
    row.owner_name = owners[k]!.name;
  });
}

/** The status and lost reason of those of `ids` that exist. */
export async function currentStatuses(db: Db, ids: number[]) {
  return db
    .selectFrom('leads')
    .select(['id', 'status', 'lost_reason'])
    .where('id', 'in', ids)
    .execute();
}

/** Set the leads' status (and lost reason: blank unless lost). */
export async function setStatus(
  db: Db,
  ids: number[],
  status: string,
  lostReason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('leads')
    .set({ status, lost_reason: status === 'lost' ? lostReason : '', updated_at: now })
    .where('id', 'in', ids)
    .execute();
}
