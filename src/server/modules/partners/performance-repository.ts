import { sql, type Expression, type SqlBool } from 'kysely';
import type { PartnerPerformance } from '../../../shared/partner-performance.js';
import type { Db } from '../../db/connection.js';

/** One count per figure, over one partner's leads received in the period. */
function countWhere(condition: Expression<SqlBool>) {
  return sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
}

/**
 * Partners' performance over [from, to): every partner (none left out for having no leads),
 * with the leads it received in the period and what became of them. The median time to
 * accept is computed here from the accepted leads' two times: a bounded read (partners times
 * the period's leads, at most a year), the same on both databases.
 */
export async function partnerPerformance(
  db: Db,
  period: { from: string; to: string },
): Promise<PartnerPerformance[]> {
  const inPeriod = sql<SqlBool>`lp.assigned_at >= ${period.from} and lp.assigned_at < ${period.to}`;
  const [rows, accepted] = await Promise.all([
    db
      .selectFrom('partners as p')
      .leftJoin('lead_partners as lp', (join) =>
        join.onRef('lp.partner_id', '=', 'p.id').on(inPeriod),
      )
      .select([
        'p.id',
        'p.name',
        'p.is_active',
        (eb) => eb.fn.count<number | string>('lp.id').as('received'),
        countWhere(sql`lp.response = 'accepted'`).as('accepted'),
        countWhere(sql`lp.response = 'declined'`).as('declined'),
        countWhere(
          sql`lp.release_reason = 'expired' and lp.response not in ('accepted', 'declined')`,
        ).as('expired'),
        countWhere(sql`lp.outcome in ('quoted', 'won') or lp.quote_cents is not null`).as(
          'quotes_sent',
        ),
        countWhere(sql`lp.outcome = 'won'`).as('won'),
        countWhere(sql`lp.outcome = 'lost'`).as('lost'),
        countWhere(sql`lp.credit_status = 'credited'`).as('credited'),
        countWhere(sql`lp.credit_status = 'review'`).as('credits_in_review'),
      ])
      .groupBy(['p.id', 'p.name', 'p.is_active'])
      .orderBy('p.name')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('lead_partners as lp')
      .select(['lp.partner_id', 'lp.assigned_at', 'lp.responded_at'])
      .where(inPeriod)
      .where('lp.response', '=', 'accepted')
      .where('lp.responded_at', 'is not', null)
      .execute(),
  ]);
  const minutes = new Map<number, number[]>();
  for (const row of accepted) {
    const taken = (Date.parse(row.responded_at!) - Date.parse(row.assigned_at)) / 60_000;
    const list = minutes.get(Number(row.partner_id)) ?? [];
    list.push(Math.max(0, taken));
    minutes.set(Number(row.partner_id), list);
  }
  return rows.map((row) => {
    const n = (value: number | string | null) => Number(value ?? 0);
    const acceptedCount = n(row.accepted);
    const declined = n(row.declined);
    const expired = n(row.expired);
    const won = n(row.won);
    const lost = n(row.lost);
    const answered = acceptedCount + declined + expired;
    return {
      partner_id: Number(row.id),
      name: row.name,
      is_active: Boolean(row.is_active),
      leads_received: n(row.received),
      accepted: acceptedCount,
      declined,
      expired,
      acceptance_rate: answered > 0 ? acceptedCount / answered : null,
      median_minutes_to_accept: median(minutes.get(Number(row.id)) ?? []),
      quotes_sent: n(row.quotes_sent),
      won,
      lost,
      win_rate: won + lost > 0 ? won / (won + lost) : null,
      credited: n(row.credited),
      credits_in_review: n(row.credits_in_review),
    };
  });
}

/** The middle value (the mean of the two middle ones for an even count), rounded to a minute. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}
