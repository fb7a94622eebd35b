import { describe, expect } from 'vitest';
import type { Installer } from '../../../shared/partner-installers.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { inviteAndJoin, passLead } from '../../test/installer-fixtures.js';
import { addLeadRow, addPartner } from '../../test/partner-fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** The link in the newest invitation e-mail to `email`. */
async function linkFor(t: TestApp, email: string): Promise<string> {
  const row = await t.db
    .selectFrom('outbox')
    .select('body')
    .where('kind', '=', 'installer_invitation')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/partner\/invite\/([\w-]+)/.exec(row.body)![1]!;
}

async function invite(api: Api, partnerId: number, email: string, name = 'Pat Fitter') {
  return api.post(`/api/partners/${partnerId}/invitations`, { name, email });
}

async function installersOf(api: Api, partnerId: number): Promise<Installer[]> {
  const response = await api.get(`/api/partners/${partnerId}/installers`);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Installer[] }>().items;
}

describe('a partner’s installers on the partner screen', () => {
  apiTest(
    'lists each installer with its state, invitation and last sign-in',
    async ({ api, t, admin }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      const joined = await inviteAndJoin(t, admin, partner);
      expect((await invite(api, partner, 'pending@fitters.ie', 'Pending Pat')).statusCode).toBe(
        201,
      );
      expect((await invite(api, partner, 'late@fitters.ie', 'Late Lou')).statusCode).toBe(201);
      await t.db
        .updateTable('partner_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where(
          'user_id',
          '=',
          (await installersOf(api, partner)).find((i) => i.name === 'Late Lou')!.id,
        )
        .execute();
      // Another partner's installer is not listed.
      const other = await addPartner(t.db, { counties: ['Cork'] });
      await invite(api, other, 'other@fitters.ie');

      const list = await installersOf(api, partner);
      expect(list.map((i) => [i.email, i.state])).toEqual(
        expect.arrayContaining([
          [joined.email, 'active'],
          ['pending@fitters.ie', 'invited'],
          ['late@fitters.ie', 'expired'],
        ]),
      );
      expect(list).toHaveLength(3);
      const active = list.find((i) => i.email === joined.email)!;
      expect(active.last_sign_in_at).toEqual(expect.any(String));
      expect(active.invited_at).toEqual(expect.any(String));
      const pending = list.find((i) => i.email === 'pending@fitters.ie')!;
      expect(pending.last_sign_in_at).toBeNull();
      expect(Date.parse(pending.invitation_expires_at!)).toBeGreaterThan(
        Date.now() + 71 * 3_600_000,
      );

      expect((await api.get('/api/partners/999999/installers')).statusCode).toBe(404);
    },
  );

  apiTest(
    'a new invitation ends the old link at once and the new one works',
    async ({ api, t }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      await invite(api, partner, 'resend@fitters.ie');
      const first = await linkFor(t, 'resend@fitters.ie');
      const [installer] = await installersOf(api, partner);

      const resent = await api.post(
        `/api/partners/${partner}/installers/${installer!.id}/invitation`,
      );
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ id: installer!.id, state: 'invited' });
      const second = await linkFor(t, 'resend@fitters.ie');
      expect(second).not.toBe(first);
      const mails = await t.db
        .selectFrom('outbox')
        .select(['subject', 'status'])
        .where('recipient', '=', 'resend@fitters.ie')
        .execute();
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(mails[0]!.subject);

      const old = await api.get(`/api/partner/invitations/${first}`, { as: 'anonymous' });
      expect(old.statusCode).toBe(410);
      expect(old.json().message).toMatch(/replaced by a newer one/);
      const oldUse = await api.post(
        `/api/partner/invitations/${first}`,
        { password: 'first-password-1' },
        { as: 'anonymous' },
      );
      expect(oldUse.statusCode).toBe(410);

      const used = await api.post(
        `/api/partner/invitations/${second}`,
        { password: 'second-password-1' },
        { as: 'anonymous' },
      );
      expect(used.statusCode).toBe(200);
      expect((await installersOf(api, partner))[0]!.state).toBe('active');

      // An account that set its password is not sent another link.
      const again = await api.post(
        `/api/partners/${partner}/installers/${installer!.id}/invitation`,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already set a password/);
      const audit = await api.get('/api/audit?action=installer_invitation_resent');
      const entries = audit.json<{ detail: { partner_id: number } }[]>();
      expect(entries.filter((entry) => entry.detail.partner_id === partner)).toHaveLength(1);
    },
  );

  apiTest('two new links sent at once leave exactly one working', async ({ api, t }) => {
    const partner = await addPartner(t.db, { counties: ['Cork'] });
    await invite(api, partner, 'twice@fitters.ie');
    const [installer] = await installersOf(api, partner);
    const url = `/api/partners/${partner}/installers/${installer!.id}/invitation`;
    const answers = await Promise.all([1, 2, 3].map(() => api.post(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const live = await t.db
      .selectFrom('partner_invitations')
      .select('id')
      .where('user_id', '=', installer!.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .execute();
    expect(live).toHaveLength(1);
    const newest = await api.get(
      `/api/partner/invitations/${await linkFor(t, 'twice@fitters.ie')}`,
      {
        as: 'anonymous',
      },
    );
    expect(newest.statusCode).toBe(200);
  });

  apiTest(
    'inviting a pending e-mail again sends a new link; other e-mails stay taken',
    async ({ api, t, admin }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      const other = await addPartner(t.db, { counties: ['Cork'] });
      expect((await invite(api, partner, 'again@fitters.ie', 'Al Again')).statusCode).toBe(201);
      const first = await linkFor(t, 'again@fitters.ie');

      const repeat = await invite(api, partner, 'Again@Fitters.ie', 'Alan Again');
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toMatchObject({ email: 'again@fitters.ie', resent: true });
      expect(await linkFor(t, 'again@fitters.ie')).not.toBe(first);
      const list = await installersOf(api, partner);
      expect(list.map((i) => i.name)).toEqual(['Alan Again']);
      expect(
        (await api.get(`/api/partner/invitations/${first}`, { as: 'anonymous' })).statusCode,
      ).toBe(410);

      // Another partner's pending installer, an active installer, and staff stay 409s.
      expect((await invite(api, other, 'again@fitters.ie')).statusCode).toBe(409);
      const active = await inviteAndJoin(t, admin, partner);
      expect((await invite(api, partner, active.email)).statusCode).toBe(409);
      expect((await invite(api, partner, 'admin@test.ie')).statusCode).toBe(409);
    },
  );

  apiTest(
    'removing an installer ends its sessions and API tokens at once and keeps its answers',
    async ({ api, t, admin }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      const installer = await inviteAndJoin(t, admin, partner);
      const userId = (await installersOf(api, partner)).find(
        (i) => i.email === installer.email,
      )!.id;
      const created = await api.post(
        '/api/partner/api-tokens',
        { name: 'CRM' },
        { as: installer.headers },
      );
      expect(created.statusCode).toBe(201);
      const bearer = { authorization: `Bearer ${created.json<{ token: string }>().token}` };
      expect((await api.get('/api/partner/leads', { as: bearer })).statusCode).toBe(200);
      const lead = (await addLeadRow(t.db, 'Cork')).id;
      await passLead(t, lead, partner);
      expect(
        (await api.post(`/api/partner/leads/${lead}/accept`, undefined, { as: installer.headers }))
          .statusCode,
      ).toBe(200);

      const removed = await api.delete(`/api/partners/${partner}/installers/${userId}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Installer removed');

      expect((await api.get('/api/partner/leads', { as: installer.headers })).statusCode).toBe(401);
      expect((await api.get('/api/partner/leads', { as: bearer })).statusCode).toBe(401);
      const signIn = await api.post(
        '/api/auth/login',
        { email: installer.email, password: 'fitter-password-1' },
        { as: 'anonymous' },
      );
      expect(signIn.statusCode).toBe(401);
      const sessions = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(sessions).toEqual([]);
      const tokens = await t.db
        .selectFrom('partner_api_tokens')
        .select('revoked_at')
        .where('created_by', '=', userId)
        .execute();
      expect(tokens.every((token) => token.revoked_at !== null)).toBe(true);
      expect((await installersOf(api, partner)).find((i) => i.id === userId)!.state).toBe(
        'deactivated',
      );

      // Their answer is still theirs on the staff timeline.
      const answer = await t.db
        .selectFrom('lead_partners')
        .select('responded_by')
        .where('lead_id', '=', lead)
        .executeTakeFirstOrThrow();
      expect(Number(answer.responded_by)).toBe(userId);
      const timeline = await api.get(`/api/quote/${lead}/timeline`);
      expect(JSON.stringify(timeline.json())).toContain('Fitter');

      const twice = await api.delete(`/api/partners/${partner}/installers/${userId}`);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().message).toMatch(/already removed/);
      const audit = await api.get('/api/audit?action=installer_removed');
      const entries = audit.json<{ detail: { partner_id: number; installer: string } }[]>();
      const ours = entries.filter((entry) => entry.detail.partner_id === partner);
      expect(ours).toHaveLength(1);
      expect(ours[0]!.detail).toMatchObject({ removed: 'account deactivated' });
    },
  );

  apiTest(
    'removing a pending installer withdraws the invitation and frees the e-mail',
    async ({ api, t }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      await invite(api, partner, 'withdrawn@fitters.ie');
      const link = await linkFor(t, 'withdrawn@fitters.ie');
      const [installer] = await installersOf(api, partner);
      const removed = await api.delete(`/api/partners/${partner}/installers/${installer!.id}`);
      expect(removed.json().message).toBe('Invitation withdrawn');
      expect(await installersOf(api, partner)).toEqual([]);
      expect(
        (await api.get(`/api/partner/invitations/${link}`, { as: 'anonymous' })).statusCode,
      ).toBe(404);
      const other = await addPartner(t.db, { counties: ['Cork'] });
      expect((await invite(api, other, 'withdrawn@fitters.ie')).statusCode).toBe(201);
    },
  );

  apiTest(
    'a removed installer can be invited again and comes back with its history',
    async ({ api, t, admin }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      const installer = await inviteAndJoin(t, admin, partner);
      const userId = (await installersOf(api, partner))[0]!.id;
      await api.delete(`/api/partners/${partner}/installers/${userId}`);
      const again = await invite(api, partner, installer.email);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ user_id: userId, resent: true });
      expect((await installersOf(api, partner))[0]!.state).toBe('invited');
      const joined = await api.post(
        `/api/partner/invitations/${await linkFor(t, installer.email)}`,
        { password: 'back-again-1' },
        { as: 'anonymous' },
      );
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toMatchObject({ user: { id: userId } });
    },
  );

  apiTest(
    'another partner’s installer is a 404, and only admins manage installers',
    async ({ api, t, admin, manager }) => {
      const partner = await addPartner(t.db, { counties: ['Cork'] });
      const other = await addPartner(t.db, { counties: ['Cork'] });
      const installer = await inviteAndJoin(t, admin, other);
      const theirs = (await installersOf(api, other))[0]!.id;
      const staffId = 1;
      for (const id of [theirs, staffId, 999999]) {
        expect(
          (await api.post(`/api/partners/${partner}/installers/${id}/invitation`)).statusCode,
        ).toBe(404);
        expect((await api.delete(`/api/partners/${partner}/installers/${id}`)).statusCode).toBe(
          404,
        );
      }
      expect((await installersOf(api, other))[0]!.state).toBe('active');

      const urls = [
        ['GET', `/api/partners/${other}/installers`],
        ['POST', `/api/partners/${other}/installers/${theirs}/invitation`],
        ['DELETE', `/api/partners/${other}/installers/${theirs}`],
      ] as const;
      for (const [method, url] of urls) {
        expect((await api.call(method, url, undefined, { as: manager })).statusCode).toBe(403);
        expect((await api.call(method, url, undefined, { as: installer.headers })).statusCode).toBe(
          403,
        );
        expect((await api.call(method, url, undefined, { as: 'anonymous' })).statusCode).toBe(401);
      }
      expect((await api.get('/api/partner/leads', { as: installer.headers })).statusCode).toBe(200);
    },
  );
});
