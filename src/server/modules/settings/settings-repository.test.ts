import { describe, expect } from 'vitest';
import { z } from 'zod';
import { apiTest } from '../../test/api-test.js';
import { recordAudit } from '../audit/audit-repository.js';
import { readSetting, writeSetting, type Setting } from './settings-repository.js';

const LIMIT: Setting<{ limit: number }> = {
  key: 'test_limit',
  schema: z.object({ limit: z.number().int() }),
  defaultValue: { limit: 3 },
};

describe('admin settings and the audit log', () => {
  apiTest('a setting reads its default until written, then the stored value', async ({ t }) => {
    expect(await readSetting(t.db, LIMIT)).toEqual({ limit: 3 });
    await writeSetting(t.db, LIMIT, { limit: 5 });
    await writeSetting(t.db, LIMIT, { limit: 7 });
    expect(await readSetting(t.db, LIMIT)).toEqual({ limit: 7 });
  });

  apiTest('a stored value its schema refuses reads as the default', async ({ t }) => {
    await t.db
      .insertInto('settings')
      .values({ key: 'test_broken', value: '{"limit":"many"', updated_at: '2026-11-26T00:00:00Z' })
      .execute();
    expect(await readSetting(t.db, { ...LIMIT, key: 'test_broken' })).toEqual({ limit: 3 });
  });

  apiTest('an audit entry keeps who, what and its detail', async ({ t }) => {
    await recordAudit(
      t.db,
      { id: 1, name: 'Administrator' },
      {
        action: 'leads_exported',
        leadCount: 12,
        detail: { filter: 'followup' },
      },
    );
    const row = await t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: 1,
      user_name: 'Administrator',
      action: 'leads_exported',
      lead_id: null,
      lead_count: 12,
    });
    expect(JSON.parse(row.detail)).toEqual({ filter: 'followup' });
  });
});
