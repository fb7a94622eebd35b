import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/connection.js';
import { apiTest, apiTestWithSmtp } from '../../test/api-test.js';
import { addPartner, storeSubmittedLeadRow } from '../../test/partner-fixtures.js';
import { freePort } from '../../test/server-process.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { claimDueMessages, renewLeases } from './outbox-repository.js';
import { OutboxWorker } from './outbox-worker.js';
import { createEmailTransport } from './email-transport.js';
import { createSmsTransport } from './sms-transport.js';

// Apps with mail servers of their own, so that each test counts only its own mail.
const delivering = apiTestWithSmtp();
const restarting = apiTestWithSmtp();
const sharedByWorkers = apiTestWithSmtp();

/** The first lead of an app is homeowner@example.ie's; each later one another homeowner's. */
async function storeLead(t: TestApp, county = 'Galway') {
  const first = !(await t.db.selectFrom('leads').select('id').executeTakeFirst());
  return storeSubmittedLeadRow(t.db, county, first ? 'homeowner@example.ie' : undefined);
}

async function statuses(t: TestApp) {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['kind', 'status', 'attempts'])
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.kind}:${row.status}`);
}

/** Make every waiting message due now, instead of waiting out the back-off. */
async function makeDue(t: TestApp) {
  await t.db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(0).toISOString() })
    .execute();
}

describe('the notification outbox', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  delivering(
    'delivers the homeowner and partner e-mails over SMTP and the SMS to a file',
    async ({ t, smtp }) => {
      await addPartner(t.db, {
        name: 'Atlantic Windows',
        counties: ['Galway'],
        email: 'atlantic@installers.ie',
      });
      const lead = await storeLead(t);

      expect(await t.app.outbox.runOnce()).toBe(3);
      expect(await statuses(t)).toEqual([
        'customer_email:sent',
        'customer_sms:sent',
        'partner_email:sent',
      ]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([
        ['homeowner@example.ie'],
        ['atlantic@installers.ie'],
      ]);
      expect(smtp.received[0]!.raw).toContain(
        `Subject: Your window quote request (ref. ${lead.id})`,
      );
      expect(smtp.received[0]!.raw).toContain('Atlantic Windows');
      // The installer's e-mail carries a link to the lead, not the homeowner's details (0905).
      expect(smtp.received[1]!.raw).toContain('Accept or decline this lead');
      expect(smtp.received[1]!.raw).not.toContain(lead.mobile_number);
      const sms = fs.readFileSync(
        path.join(t.config.dataDir, 'sms', fs.readdirSync(path.join(t.config.dataDir, 'sms'))[0]!),
        'utf8',
      );
      expect(sms).toContain(`To: +353${lead.mobile_number.replace(/\D/g, '').slice(1)}`);
      expect(sms).toContain('Atlantic Windows');
      // Nothing is due any more: a second pass sends nothing.
      expect(await t.app.outbox.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
    },
  );

  apiTest('writes .eml files when no SMTP server is configured', async ({ t, reset }) => {
    await reset('outbox', 'leads');
    await storeLead(t);
    await t.app.outbox.runOnce();
    const files = fs.readdirSync(path.join(t.config.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'mail', files[0]!), 'utf8')).toContain(
      'To: homeowner@example.ie',
    );
  });

  // Builds its own app: the mail server it points at starts mid-test and must stop after it.
  it('keeps messages through an SMTP outage and delivers each once when it is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanups.push(t.close);
    await addPartner(t.db, { counties: ['Galway'] });
    await storeLead(t);

    await t.app.outbox.runOnce();
    const waiting = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'email')
      .execute();
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0]!.last_error).toBeTruthy();
    expect(new Date(waiting[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the back-off holds them.
    expect(await t.app.outbox.runOnce()).toBe(0);

    const smtp = await startSmtpSink(port);
    // Closed after the app, whose pooled SMTP connections the sink would otherwise wait for.
    cleanups.splice(cleanups.length - 1, 0, smtp.close);
    await makeDue(t);
    await t.app.outbox.runOnce();
    await makeDue(t);
    await t.app.outbox.runOnce();
    expect(smtp.received).toHaveLength(2);
    expect(await statuses(t)).toEqual([
      'customer_email:sent',
      'customer_sms:sent',
      'partner_email:sent',
    ]);
  });

  // Closes the file's app: the fixture's own close afterwards finds it closed already.
  restarting(
    'survives a restart: a new server process delivers what the old one queued',
    async ({ t, smtp }) => {
      await storeLead(t);
      await t.app.close();

      const restarted = await buildApp({ config: t.config, db: t.db });
      cleanups.push(() => restarted.close());
      await restarted.outbox.runOnce();
      expect(smtp.received).toHaveLength(1);
      expect(await statuses(t)).toEqual(['customer_email:sent', 'customer_sms:sent']);
    },
  );

  // Builds its own app, pointed at a port nobody serves when the test starts.
  it('gives up after the configured number of attempts and says why', async () => {
    const port = await freePort();
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_MAX_ATTEMPTS: '2',
    });
    cleanups.push(t.close);
    await storeLead(t);
    await t.app.outbox.runOnce();
    await makeDue(t);
    await t.app.outbox.runOnce();
    const email = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect([email.status, email.attempts]).toEqual(['failed', 2]);
    expect(email.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  sharedByWorkers(
    'sends each message once with several workers at the same time',
    async ({ t, smtp }) => {
      for (let i = 0; i < 3; i += 1) await addPartner(t.db, { counties: ['Cork'], daily_cap: 100 });
      for (let i = 0; i < 15; i += 1) await storeLead(t, 'Cork');
      const total = 15 * 5; // homeowner e-mail + SMS + 3 partner e-mails each
      // On PostgreSQL each worker has its own connection pool, as separate server processes would.
      const dbs = Array.from({ length: 4 }, () =>
        t.config.database.kind === 'postgres' ? createDb(t.config.database) : t.db,
      );
      cleanups.push(async () => {
        for (const db of dbs) if (db !== t.db) await db.destroy();
      });
      const emails = dbs.map(() => createEmailTransport(t.config));
      cleanups.push(async () => emails.forEach((email) => email.close()));
      const workers = dbs.map(
        (db, i) =>
          new OutboxWorker(
            db,
            t.config,
            { email: emails[i]!, sms: createSmsTransport(t.config) },
            t.app.log,
          ),
      );
      let taken = 0;
      for (let round = 0; round < 10 && taken < total; round += 1) {
        const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
        taken += counts.reduce((sum, n) => sum + n, 0);
      }
      expect(taken).toBe(total);
      expect(smtp.received).toHaveLength(15 * 4);
      const ids = smtp.received.map((mail) => /Message-ID: <(outbox-\d+)@/i.exec(mail.raw)?.[1]);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

const inAMinute = () => new Date(Date.now() + 60_000);

describe('outbox leases', () => {
  apiTest(
    'a worker whose lease was taken over cannot renew it, so it does not send',
    async ({ t, reset }) => {
      await reset('outbox', 'leads');
      await storeLead(t);
      const [row] = await claimDueMessages(t.db, {
        workerId: 'a',
        limits: { email: 1, sms: 0 },
        leaseMs: 60_000,
        dialect: t.config.database.kind,
      });
      expect(await renewLeases(t.db, [row!.id], 'a', inAMinute())).toEqual([row!.id]);
      // The lease ran out and worker b claimed the message.
      await t.db
        .updateTable('outbox')
        .set({ locked_until: new Date(0).toISOString() })
        .where('id', '=', row!.id)
        .execute();
      const [taken] = await claimDueMessages(t.db, {
        workerId: 'b',
        limits: { email: 1, sms: 0 },
        leaseMs: 60_000,
        dialect: t.config.database.kind,
      });
      expect(taken!.id).toBe(row!.id);
      expect(await renewLeases(t.db, [row!.id], 'a', inAMinute())).toEqual([]);
      expect(await renewLeases(t.db, [row!.id], 'b', inAMinute())).toEqual([row!.id]);
    },
  );
});
