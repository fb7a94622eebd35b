import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { TEST_DRIVER } from '../test/test-app.js';

describe.skipIf(TEST_DRIVER !== 'postgres')('PostgreSQL connections', () => {
  apiTest(
    'ask the kernel for a bitmap scan’s heap pages ahead of reading them',
    async ({ t, skip }) => {
      // A server without posix_fadvise (macOS) refuses the setting; its connections keep the default.
      const refused = await t.db
        .transaction()
        .execute((trx) => sql`set local effective_io_concurrency = 200`.execute(trx))
        .then(() => false)
        .catch(() => true);
      if (refused) skip();
      // Several at once, so that more than one pooled connection answers; set by the
      // connection itself, not by the server's configuration.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          sql<{ setting: string; source: string }>`select setting, source from pg_settings
            where name = 'effective_io_concurrency'`.execute(t.db),
        ),
      );
      expect(answers.map((answer) => answer.rows[0])).toEqual(
        Array.from({ length: 4 }, () => ({ setting: '200', source: 'session' })),
      );
    },
  );
});
