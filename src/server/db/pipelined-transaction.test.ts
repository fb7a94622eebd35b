import { CompiledQuery } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { TEST_DRIVER, type TestApp } from '../test/test-app.js';
import { inPipelinedTransaction } from './pipelined-transaction.js';

/** Statements written without waiting for the answers before them, in one transaction. */
describe.skipIf(TEST_DRIVER !== 'postgres')('a pipelined transaction', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('partners').execute();
  });

  const addPartner = (name: string) =>
    t.db
      .insertInto('partners')
      .values({
        name,
        contact_name: '',
        email: `${name.toLowerCase()}@example.ie`,
        mobile: '',
        counties: '["Cork"]',
        daily_cap: 5,
        is_active: 1,
        created_at: '2026-11-25T10:00:00.000Z',
        updated_at: '2026-11-25T10:00:00.000Z',
      })
      .returning('id')
      .compile();
  const names = async () =>
    (await t.db.selectFrom('partners').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    );
  const failing = CompiledQuery.raw('select 1 / (select count(*) from users where id < 0)');

  it('commits every statement, each seeing the ones before it', async () => {
    const counted = await inPipelinedTransaction(t.db, async (pipeline) => {
      const first = pipeline.send(addPartner('Ann'));
      const count = pipeline.send(
        CompiledQuery.raw('select count(*) as n from partners') as CompiledQuery<{ n: string }>,
      );
      expect(await first).toHaveLength(1);
      await pipeline.sendAndCommit(addPartner('Bob'));
      return Number((await count)[0]!.n);
    });
    expect(counted).toBe(1);
    expect(await names()).toEqual(['Ann', 'Bob']);
  });

  it('fails with the failing statement’s own error and keeps nothing', async () => {
    const run = inPipelinedTransaction(t.db, async (pipeline) => {
      const stored = pipeline.send(addPartner('Ann'));
      const broken = pipeline.send(failing);
      // Written behind the failure: PostgreSQL refuses it, and nobody awaits it.
      void pipeline.send(addPartner('Bob'));
      await stored;
      await broken;
    });
    await expect(run).rejects.toMatchObject({ code: '22012' });
    expect(await names()).toEqual([]);
  });

  it('keeps nothing when the statement sent with the commit fails', async () => {
    const run = inPipelinedTransaction(t.db, async (pipeline) => {
      await pipeline.send(addPartner('Ann'));
      await pipeline.sendAndCommit(failing);
    });
    await expect(run).rejects.toMatchObject({ code: '22012' });
    expect(await names()).toEqual([]);
  });

  it('does not pass for stored when a statement nobody awaited failed', async () => {
    const run = inPipelinedTransaction(t.db, async (pipeline) => {
      void pipeline.send(addPartner('Ann'));
      void pipeline.send(failing);
      return 'done';
    });
    await expect(run).rejects.toThrow('The transaction was rolled back');
    expect(await names()).toEqual([]);
  });

  it('refuses a value it cannot write as it is, before writing the statement', async () => {
    const run = inPipelinedTransaction(t.db, async (pipeline) => {
      await pipeline.send(addPartner('Ann'));
      const odd = CompiledQuery.raw('select $1::text as value', [{ toPostgres: () => 'x' }]);
      await pipeline.sendAndCommit(odd);
    });
    await expect(run).rejects.toThrow('Pipelined statements take strings');
    expect(await names()).toEqual([]);
  });

  it('rolls back when the work throws, and the connections stay usable', async () => {
    const run = inPipelinedTransaction(t.db, async (pipeline) => {
      await pipeline.send(addPartner('Ann'));
      throw new Error('changed my mind');
    });
    await expect(run).rejects.toThrow('changed my mind');
    expect(await names()).toEqual([]);
    // Every connection of the pool is handed out once more, none left inside a transaction.
    await Promise.all(
      Array.from({ length: t.config.pool.max }, (_, k) =>
        inPipelinedTransaction(t.db, (pipeline) =>
          pipeline.sendAndCommit(addPartner(`P${String(k).padStart(2, '0')}`)),
        ),
      ),
    );
    expect(await names()).toHaveLength(t.config.pool.max);
  });
});
