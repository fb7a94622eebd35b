import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.js';
import { TEST_DRIVER } from '../test/test-app.js';

describe.skipIf(TEST_DRIVER !== 'postgres')('PostgreSQL connections', () => {
  apiTest('ask the kernel for a bitmap scan’s heap pages ahead of reading them', async ({ t }) => {
    // Several at once, so that more than one pooled connection answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ effective_io_concurrency: string }>`show effective_io_concurrency`.execute(t.db),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.effective_io_concurrency)).toEqual([
      '200',
      '200',
      '200',
      '200',
    ]);
  });
});
