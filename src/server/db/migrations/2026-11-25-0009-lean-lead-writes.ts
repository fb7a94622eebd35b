import { sql } from 'kysely';
import type { Db, Dialect } from '../connection.js';

const FIRST_RESPONSE = `update leads set first_response_at = new.created_at
  where id = new.lead_id and first_response_at is null`;

/**
 * Less work for every stored lead, none of it read any more:
 * - the first-response trigger runs for status changes only, instead of for every event
 *   (each submit's 'created' event ran it for nothing);
 * - leads are no longer indexed by page variant: the dashboards count variants from
 *   lead_counts, and no list filters by it;
 * - the county index becomes the needs-county list: only the leads without a county, in the
 *   list's order, so a lead with a county (nearly all) is not in it.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger lead_events_first_response on lead_events`.execute(db);
    await sql`drop function lead_first_response()`.execute(db);
    await sql
      .raw(
        `create function lead_first_response() returns trigger language plpgsql as $$
        begin ${FIRST_RESPONSE}; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger lead_events_first_response after insert on lead_events
      for each row when (new.type = 'status_changed')
      execute function lead_first_response()`.execute(db);
  } else {
    await sql`drop trigger lead_events_first_response`.execute(db);
    await sql
      .raw(
        `create trigger lead_events_first_response after insert on lead_events
        for each row when new.type = 'status_changed' begin ${FIRST_RESPONSE}; end`,
      )
      .execute(db);
  }
  await sql`drop index leads_url_type_idx`.execute(db);
  await sql`drop index leads_county_idx`.execute(db);
  await sql`create index leads_needs_county_idx on leads (created_at, id)
    where county = ''`.execute(db);
}

/** Back to 0007b's statement trigger (PostgreSQL) and the two full indexes. */
export async function down(db: Db, dialect: Dialect): Promise<void> {
  await sql`drop index leads_needs_county_idx`.execute(db);
  await sql`create index leads_county_idx on leads (county)`.execute(db);
  await sql`create index leads_url_type_idx on leads (url_type, status)`.execute(db);
  if (dialect === 'postgres') {
    await sql`drop trigger lead_events_first_response on lead_events`.execute(db);
    await sql`drop function lead_first_response()`.execute(db);
    await sql
      .raw(
        `create function lead_first_response() returns trigger language plpgsql as $$ begin
        update leads set first_response_at = e.first from (select lead_id,
          min(created_at) as first from new_rows where type = 'status_changed' group by lead_id) e
        where leads.id = e.lead_id and leads.first_response_at is null; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger lead_events_first_response after insert on lead_events
      referencing new table as new_rows for each statement
      execute function lead_first_response()`.execute(db);
  } else {
    await sql`drop trigger lead_events_first_response`.execute(db);
    await sql
      .raw(
        `create trigger lead_events_first_response after insert on lead_events for each row
        begin ${FIRST_RESPONSE} and new.type = 'status_changed'; end`,
      )
      .execute(db);
  }
}
