/**
 * Installers answering their leads during the sustained phase (issue 27): one signed-in
 * installer per partner looks at its portal list every `pollMs` (as a phone refreshes) and
 * answers each new lead: most accepted, some declined, the rest left to run out.
 */
import { INSTALLER_ROLE_ID } from '../../src/shared/roles.js';
import type { Db } from '../../src/server/db/connection.js';
import { hashPassword } from '../../src/server/modules/auth/password.js';
import { stats, type Stats } from './http.js';

export interface InstallerLoad {
  /** Answers that succeeded: accepted, declined; leads left unanswered on purpose. */
  accepted: number;
  declined: number;
  ignored: number;
  /** Answers refused with a 409 (the lead was taken back first) and failed requests. */
  conflicts: number;
  failures: number;
  list: Stats;
  answer: Stats;
}

const PASSWORD = 'bench-installer-1';

/** Make one installer account per partner, signed in; returns their bearer tokens. */
export async function signInInstallers(db: Db, baseUrl: string, partnerIds: number[]) {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const tokens: string[] = [];
  for (const partnerId of partnerIds) {
    const email = `installer${partnerId}@installers.ie`;
    await db
      .insertInto('users')
      .values({
        name: `Installer ${partnerId}`,
        email,
        password_hash: passwordHash,
        role_id: INSTALLER_ROLE_ID,
        phone: '',
        department: '',
        is_active: 1,
        partner_id: partnerId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`installer sign-in: ${response.status}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

/**
 * Each installer polls and answers until `stopAt` (performance.now() time). A lead is
 * accepted, declined or ignored by its id, so every run makes the same choices.
 */
export async function runInstallers(
  baseUrl: string,
  tokens: string[],
  stopAt: number,
  pollMs = 1_000,
): Promise<InstallerLoad> {
  const load = { accepted: 0, declined: 0, ignored: 0, conflicts: 0, failures: 0 };
  const listTimes: number[] = [];
  const answerTimes: number[] = [];
  const seen = new Set<string>();
  const timed = async (times: number[], url: string, init: RequestInit) => {
    const t0 = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    return response.status;
  };
  await Promise.all(
    tokens.map(async (token) => {
      const headers = {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      };
      while (performance.now() < stopAt) {
        try {
          const t0 = performance.now();
          const response = await fetch(`${baseUrl}/api/partner/leads?limit=50`, { headers });
          const page = (await response.json()) as { items: { id: number; response: string }[] };
          listTimes.push(performance.now() - t0);
          for (const lead of page.items) {
            const key = `${token}:${lead.id}`;
            if (lead.response !== 'pending' || seen.has(key)) continue;
            seen.add(key);
            const choice = lead.id % 10;
            if (choice >= 8) {
              load.ignored += 1;
              continue;
            }
            const decline = choice === 7;
            const status = await timed(
              answerTimes,
              `${baseUrl}/api/partner/leads/${lead.id}/${decline ? 'decline' : 'accept'}`,
              {
                method: 'POST',
                headers,
                body: decline ? JSON.stringify({ reason: 'too_busy' }) : '{}',
              },
            );
            if (status === 200) load[decline ? 'declined' : 'accepted'] += 1;
            else if (status === 409) load.conflicts += 1;
            else load.failures += 1;
          }
        } catch {
          load.failures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }),
  );
  return { ...load, list: stats(listTimes), answer: stats(answerTimes) };
}
