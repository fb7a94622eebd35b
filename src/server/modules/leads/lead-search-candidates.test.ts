import { CompiledQuery, sql } from 'kysely';
import { describe, expect } from 'vitest';
import type { LeadSummary } from '../../../shared/dashboard.js';
import type { Lead } from '../../../shared/lead-schema.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { leadData } from '../../test/lead-test-data.js';
import { json, TEST_DRIVER, type TestApp } from '../../test/test-app.js';
import { countLeads } from './lead-counts-repository.js';
import { insertLeads } from './lead-repository.js';

/**
 * On SQLite a search's FTS5 query asks for its trigrams side by side ("ciara kelly": "cia",
 * "ra ", "kel", "lly"), not for the phrase: a lead holding each of them apart is a candidate
 * only, and must not be answered. PostgreSQL's pg_trgm is asked for each word's trigrams side
 * by side in the same way.
 */
describe('a search answers the leads that hold the term, not just its trigrams', () => {
  apiTest.beforeAll(async ({ t }) => {
    await insertLeads(t.db, [
      leadData({ first_name: 'Ciara', last_name: 'Kelly', email: 'ck@mail.com' }),
      // "cia" in Lucia, "ra " in Tara, "kel" and "lly" in Kelly: every trigram, no "ciara kelly".
      leadData({ first_name: 'Lucia Tara', last_name: 'Kelly', email: 'lk@mail.com' }),
      // The term's last trigram overlaps the one before it: "kel" and "ell" in "kell".
      leadData({ first_name: 'Ger', last_name: 'Kellett', email: 'gk@mail.com' }),
      leadData({ first_name: 'Ann', last_name: 'Kel Ell', email: 'ak@mail.com' }),
      // One local part at two domains, and a longer one at the first.
      leadData({ first_name: 'Aoife', last_name: 'Gmail', email: 'aoife.12@gmail.com' }),
      leadData({ first_name: 'Aoife', last_name: 'Hotmail', email: 'aoife.12@hotmail.com' }),
      leadData({ first_name: 'Aoife', last_name: 'Longer', email: 'aoife.123@gmail.com' }),
      // A name with a word under three characters, and one with the same longer words only.
      leadData({ first_name: 'Liam', last_name: "O'Sullivan", email: 'lo@mail.com' }),
      leadData({ first_name: 'Liam', last_name: 'Sullivan', email: 'ls@mail.com' }),
    ]);
  });

  const search = async (api: Api, term: string) => {
    const list = await api.get(`/api/quote?limit=1&search=${encodeURIComponent(term)}`);
    expect(list.statusCode, list.body).toBe(200);
    const summary = await api.get(`/api/quote/summary?search=${encodeURIComponent(term)}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const all = await api.get(`/api/quote?search=${encodeURIComponent(term)}`);
    return {
      names: json<Lead[]>(all).map((lead) => `${lead.first_name} ${lead.last_name}`),
      listed: list.headers['x-total-count'],
      summarised: json<LeadSummary>(summary).total,
    };
  };

  apiTest(
    'a full name finds that person, not one whose fields hold its trigrams',
    async ({ api }) => {
      expect(await search(api, 'ciara kelly')).toEqual({
        names: ['Ciara Kelly'],
        listed: '1',
        summarised: 1,
      });
      expect(await search(api, 'Ciara Kelly')).toMatchObject({ names: ['Ciara Kelly'] });
    },
  );

  apiTest('a term of four characters needs all four in a row', async ({ api }) => {
    expect((await search(api, 'kell')).names.sort()).toEqual([
      'Ciara Kelly',
      'Ger Kellett',
      'Lucia Tara Kelly',
    ]);
    expect(await search(api, 'kellet')).toMatchObject({ names: ['Ger Kellett'], summarised: 1 });
  });

  apiTest('a name with a short word finds that person alone', async ({ api }) => {
    expect(await search(api, "liam o'sullivan")).toEqual({
      names: ["Liam O'Sullivan"],
      listed: '1',
      summarised: 1,
    });
    expect((await search(api, 'liam sullivan')).names).toEqual(['Liam Sullivan']);
  });

  apiTest('quotes and FTS5 words in a term are plain text', async ({ api }) => {
    expect(await search(api, 'kel" AND "ell')).toMatchObject({ names: [], summarised: 0 });
    expect(await search(api, 'ara OR kel')).toMatchObject({ names: [], summarised: 0 });
  });

  apiTest('an e-mail finds its lead alone, whatever others share its domain', async ({ api }) => {
    expect(await search(api, 'aoife.12@gmail.com')).toEqual({
      names: ['Aoife Gmail'],
      listed: '1',
      summarised: 1,
    });
    expect((await search(api, 'aoife.12@')).names.sort()).toEqual(['Aoife Gmail', 'Aoife Hotmail']);
    expect(await search(api, 'aoife.12@hot')).toMatchObject({ names: ['Aoife Hotmail'] });
    expect((await search(api, 'aoife.12')).names).toHaveLength(3);
  });

  /** What the trigram index is asked for when `term` is counted: FTS5's query, pg_trgm's condition. */
  const askedOfIndex = async (t: TestApp, term: string) => {
    const statements: CompiledQuery[] = [];
    const watched = t.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(t.db.getExecutor().compileQuery(node, { queryId: 'plan' }));
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await countLeads(watched, { search: term });
    const [count] = statements;
    if (TEST_DRIVER === 'sqlite') return String(count!.parameters[0]);
    // A handful of leads would be scanned: the plan asked for is the one a large table gets.
    const { rows } = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${count!.sql}`, [...count!.parameters]),
      );
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    return /Index Cond: (.*)/.exec(plan)?.[1] ?? plan;
  };

  apiTest(
    'the index is asked for the trigrams side by side, an e-mail for its local part',
    async ({ t }) => {
      if (TEST_DRIVER === 'sqlite') {
        expect(await askedOfIndex(t, 'ciara kelly')).toBe('"cia" AND "ra " AND "kel" AND "lly"');
        expect(await askedOfIndex(t, 'aoife.12@gmail.com')).toBe('"aoi" AND "fe." AND "12@"');
        return;
      }
      // Each word's trigrams side by side; the whole term only in the filter that follows.
      expect(await askedOfIndex(t, 'ciara kelly')).toBe(
        "((search_text ~~ '%cia%'::text) AND (search_text ~~ '%ara%'::text) AND " +
          "(search_text ~~ '%kel%'::text) AND (search_text ~~ '%lly%'::text))",
      );
      // A word under three characters: the longer words' trigrams when they are enough to
      // pick out a name, the part whole when they are not.
      expect(await askedOfIndex(t, "liam o'sullivan")).toBe(
        "((search_text ~~ '%lia%'::text) AND (search_text ~~ '%iam%'::text) AND " +
          "(search_text ~~ '%sul%'::text) AND (search_text ~~ '%liv%'::text) AND " +
          "(search_text ~~ '%van%'::text))",
      );
      expect(await askedOfIndex(t, 'conor o se')).toBe("(search_text ~~ '%conor o se%'::text)");
      expect(await askedOfIndex(t, 'aoife.12@gmail.com')).toBe(
        "(search_text ~~ '%aoife.12@%'::text)",
      );
    },
  );
});
