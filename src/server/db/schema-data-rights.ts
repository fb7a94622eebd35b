import type { Generated } from 'kysely';

/** A homeowner's request to get or erase their data (migration 0041). */
export interface DataRequestsTable {
  id: Generated<number>;
  lead_id: number;
  /** export or erasure */
  kind: string;
  /** homeowner or staff */
  requested_via: string;
  actor_id: number | null;
  actor_name: Generated<string>;
  requested_at: string;
  /** Null until done; an erasure is done in the same transaction as it is asked. */
  completed_at: string | null;
}
