import type { Db } from '../../db/connection.js';
import { inPipelinedTransaction } from '../../db/pipelined-transaction.js';
import { writeBatches } from '../../db/write-batches.js';
import { enqueueMessagesQuery } from '../notifications/outbox-repository.js';
import { countiesToDispatch, planNewLeads } from '../partners/lead-dispatch.js';
import { assignmentStatements, countyPartnersQuery } from '../partners/partner-repository.js';
import {
  homeownerKeys,
  markDuplicateQuery,
  resolveSameHomeowner,
  sameHomeownerQuery,
  windowStart,
} from './lead-duplicate-repository.js';
import { roundRobinOwners, roundRobinQueries, sendRoundRobin } from './lead-owner-repository.js';
import { storeNewLeadsIn, type LeadRow, type NewLead } from './lead-repository.js';
import {
  phoneChecks,
  phoneVerificationsQuery,
} from '../phone-verification/phone-verification-repository.js';
import { requestLinksQuery } from '../homeowner-requests/request-repository.js';
import { newRequestLink, requestUrl } from '../homeowner-requests/request-token.js';
import { holdNewLeadsForPicks } from '../homeowner-picks/pick-hold.js';
import { pickSettingsFromRows } from '../homeowner-picks/pick-settings.js';
import { pickSettingsQuery } from '../homeowner-picks/pick-repository.js';

/** A stored lead with its homeowner's page: the token in plain text, this once. */
export type StoredLead = LeadRow & {
  request_token?: string;
  request_url?: string;
  /** How many installers it went to in this submit. */
  partners_matched?: number;
  /** Held for the homeowner's pick of installers until then. */
  pick_until?: string;
};

/**
 * Store new leads in one transaction, in the order given, with their history, their partner
 * assignments and their messages, each lead exactly as if the ones before it were stored.
 * The statements go out without waiting for each answer (inPipelinedTransaction): on
 * PostgreSQL `begin`, the leads (whose statement also locks their counties' partners) and
 * the reads of those partners travel together, and the assignments and messages travel
 * with `commit`, so a batch costs two round trips while the partners are locked. The same
 * homeowner's leads of the last 90 days are looked up in the first trip (three index seeks):
 * a match marks the new lead a possible duplicate, and the partners that already have the
 * homeowner are not sent it again.
 */
export async function storeNewLeads(db: Db, leads: NewLead[]): Promise<StoredLead[]> {
  const counties = countiesToDispatch(leads);
  const keys = leads.map(homeownerKeys);
  return inPipelinedTransaction(db, async (pipeline) => {
    const now = new Date();
    const stored = storeNewLeadsIn(pipeline, db, leads, counties, now.toISOString());
    const partners = counties.map((county) => pipeline.send(countyPartnersQuery(db, county, now)));
    // Behind the leads' statement, which holds their counties' partner locks: it sees the
    // leads a concurrent batch of the same county committed (and this batch's own).
    const earliest = leads.reduce((min, lead) => {
      const at = lead.created_at ?? now.toISOString();
      return at < min ? at : min;
    }, now.toISOString());
    const matches = pipeline.send(sameHomeownerQuery(db, keys, windowStart(earliest)));
    // Round-robin owners: two tiny reads in the same trip; nothing when off.
    const roundRobin = roundRobinQueries(db, leads.length, now.toISOString());
    const turns = pipeline.send(roundRobin.turns);
    const managers = pipeline.send(roundRobin.managers);
    // "Homeowner chooses installers": its switch read in the same trip.
    const pickSettings = pipeline.send(pickSettingsQuery(db));
    const rows: StoredLead[] = await stored;
    // The homeowner's page: a link per lead, stored hashed in this transaction;
    // its plain token goes into their confirmation messages and the submit's answer only.
    const links = rows.map((row) => newRequestLink(Number(row.id), row.created_at));
    const linkRows = links.map((link) => link.row);
    void pipeline.send(requestLinksQuery(db, linkRows));
    rows.forEach((row, k) => {
      row.request_token = links[k]!.token;
      row.request_url = requestUrl(links[k]!.token);
    });
    const partnersByCounty = new Map(
      await Promise.all(partners.map(async (list, k) => [counties[k]!, await list] as const)),
    );
    const same = resolveSameHomeowner(
      rows.map((row, k) => ({ id: Number(row.id), created_at: row.created_at, keys: keys[k]! })),
      await matches,
    );
    rows.forEach((row, k) => {
      const duplicateOf = same[k]!.duplicateOf;
      if (duplicateOf === null) return;
      row.duplicate_of = duplicateOf;
      void pipeline.send(markDuplicateQuery(db, Number(row.id), duplicateOf));
    });
    const owners = roundRobinOwners(rows, await turns, await managers);
    if (owners) sendRoundRobin(pipeline, db, rows, owners);
    const plan = planNewLeads(rows, partnersByCounty, now.toISOString(), same);
    const held = holdNewLeadsForPicks(
      pipeline,
      db,
      rows,
      plan,
      pickSettingsFromRows(await pickSettings),
      now,
    );
    rows.forEach((row, k) => {
      row.partners_matched = held[k] ? 0 : plan.chosen[k]!.length;
      if (held[k]) row.pick_until = held[k];
    });
    for (const statement of assignmentStatements(db, plan.assignments, 'auto', null)) {
      void pipeline.send(statement);
    }
    // Leads held for their phone check: the code's hashes beside them, and the code texted.
    const checks = phoneChecks(leads, rows, now.toISOString());
    if (checks.rows.length > 0) void pipeline.send(phoneVerificationsQuery(db, checks.rows));
    plan.messages.push(...checks.messages);
    await pipeline.sendAndCommit(enqueueMessagesQuery(db, plan.messages));
    return rows;
  });
}

/** Most submits one transaction stores (well under both databases' bind limits). */
const MAX_BATCH = 25;

/**
 * Store one submitted lead (storeNewLeads). Submits that arrive together share one
 * transaction: one commit and one take of the county's partner locks serve them all.
 */
export const storeSubmittedLead = writeBatches(storeNewLeads, MAX_BATCH);
