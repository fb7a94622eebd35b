import { z } from 'zod';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * The backlog's count stops one past this: a count over it means "more than 1,000", and a
 * mail outage of hours costs the dashboard and /readyz no more than that many index entries.
 */
export const QUEUED_COUNT_CAP = 1_000;

const channelBacklogSchema = z.strictObject({
  /**
   * Messages not yet sent: waiting, being sent, or waiting to be tried again; counted to
   * QUEUED_COUNT_CAP + 1 (queuedText says "more than" past the cap).
   */
  queued: z.number().int(),
  /** Age of the oldest of them, in whole seconds; null when none is waiting. */
  oldestSeconds: z.number().int().nullable(),
});

/** The outbox's backlog per channel (on /readyz, and behind the dashboard's warning). */
export const outboxBacklogSchema = z.strictObject({
  email: channelBacklogSchema,
  sms: channelBacklogSchema,
});
export type OutboxBacklog = z.infer<typeof outboxBacklogSchema>;

/** A channel whose oldest unsent message is older than the operator's threshold. */
export const lateMessagesSchema = z.strictObject({
  channel: z.enum(OUTBOX_CHANNELS),
  oldestSeconds: z.number().int(),
  queued: z.number().int(),
});
export type LateMessages = z.infer<typeof lateMessagesSchema>;

const CHANNEL_NAMES: Record<OutboxChannel, string> = {
  email: 'E-mails',
  sms: 'Text messages',
};

/** "4 minutes", "1 hour", "45 seconds": the age in its largest whole unit. */
export function ageText(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([size]) => seconds >= size) ?? [1, 'second'];
  const n = Math.floor(seconds / size);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The one sentence staff and the log read when a channel runs late. */
export function lateMessagesText(late: Pick<LateMessages, 'channel' | 'oldestSeconds'>): string {
  return `${CHANNEL_NAMES[late.channel]} are running late: the oldest unsent message is ${ageText(late.oldestSeconds)} old`;
}

/** "12 waiting", or "more than 1,000 waiting" past the count's cap. */
export function queuedText(queued: number): string {
  return queued > QUEUED_COUNT_CAP
    ? `more than ${QUEUED_COUNT_CAP.toLocaleString('en-IE')} waiting`
    : `${queued.toLocaleString('en-IE')} waiting`;
}

/** The channels over the threshold, e-mail first. */
export function lateChannels(backlog: OutboxBacklog, thresholdSeconds: number): LateMessages[] {
  return OUTBOX_CHANNELS.flatMap((channel) => {
    const { queued, oldestSeconds } = backlog[channel];
    return oldestSeconds !== null && oldestSeconds > thresholdSeconds
      ? [{ channel, oldestSeconds, queued }]
      : [];
  });
}
