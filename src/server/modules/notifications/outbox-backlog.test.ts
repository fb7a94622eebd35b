import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { apiTestWithSmtp } from '../../test/api-test.js';
import { addPartner } from '../../test/partner-fixtures.js';
import { VALID_QUOTE } from '../../test/sample-quote.js';
import { BacklogMonitor } from './outbox-backlog.js';

const stoppedSmtp = apiTestWithSmtp({ OUTBOX_LATE_SECONDS: '120' });
const MINUTE = 60_000;

describe('the outbox backlog while the SMTP server is stopped', () => {
  stoppedSmtp(
    'is on /readyz (never failing it), on the dashboard past the threshold, and in the log',
    async ({ t, smtp, api }) => {
      await smtp.close();
      await addPartner(t.db, { counties: ['Galway'] });
      const submitted = await api.post('/api/quote', VALID_QUOTE, { as: 'anonymous' });
      expect(submitted.statusCode).toBe(201);
      // The e-mails fail and wait for their retry; the text goes out (to files).
      await t.app.outbox.runOnce();

      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: 'ok',
        migrations: 'done',
        outbox: {
          email: { queued: 2, oldestSeconds: expect.any(Number) },
          sms: { queued: 0, oldestSeconds: null },
        },
      });
      expect(ready.json().outbox.email.oldestSeconds).toBeLessThan(60);
      // Under the threshold: staff see no warning.
      const early = await api.get('/api/dashboard');
      expect(early.statusCode).toBe(200);
      expect(early.json().lateMessages).toEqual([]);

      // Four minutes later (the messages' clock moved back), still unsent.
      const fourMinutesAgo = new Date(Date.now() - 4 * MINUTE).toISOString();
      await t.db.updateTable('outbox').set({ created_at: fourMinutesAgo }).execute();
      const late = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(late.statusCode).toBe(200);
      expect(late.json().outbox.email.oldestSeconds).toBeGreaterThanOrEqual(240);
      const dashboard = await api.get('/api/dashboard');
      expect(dashboard.json().lateMessages).toEqual([
        { channel: 'email', oldestSeconds: expect.any(Number), queued: 2 },
      ]);

      // The log: one warning a minute while late, and a word when it has caught up.
      const log = { warn: vi.fn(), info: vi.fn() };
      const monitor = new BacklogMonitor(t.db, 120, log as unknown as FastifyBaseLogger);
      const now = new Date(new Date(fourMinutesAgo).getTime() + 4 * MINUTE);
      await monitor.check(now);
      await monitor.check(new Date(now.getTime() + 30_000));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledWith(
        { channel: 'email', oldestSeconds: 240, queued: 2 },
        'E-mails are running late: the oldest unsent message is 4 minutes old',
      );
      await monitor.check(new Date(now.getTime() + MINUTE));
      expect(log.warn).toHaveBeenCalledTimes(2);
      await t.db.updateTable('outbox').set({ status: 'sent' }).execute();
      await monitor.check(new Date(now.getTime() + 2 * MINUTE));
      expect(log.warn).toHaveBeenCalledTimes(2);
      expect(log.info).toHaveBeenCalledWith(
        { channel: 'email', queued: 0, oldestSeconds: null },
        'outbox email has caught up',
      );
    },
  );
});
