import { useState } from 'react';
import { Send, Share2 } from 'lucide-react';
import type { MessageStatus } from '@shared/partner-schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/lib/error-message';
import { useLeadDelivery } from './api/use-lead-delivery';
import { usePartners } from './api/use-partners';
import { SendToPartnerDialog } from './send-to-partner-dialog';
import { AssignmentReport } from './assignment-report';

const KIND_LABELS: Record<string, string> = {
  customer_email: 'Homeowner e-mail',
  customer_sms: 'Homeowner SMS',
  customer_update_email: 'Homeowner e-mail: installers',
  customer_update_sms: 'Homeowner SMS: installers',
  partner_email: 'Partner e-mail',
  contact_code_email: 'Code e-mail: new address',
  contact_code_sms: 'Code SMS: new mobile',
  customer_pick_email: 'Homeowner e-mail: choose installers',
  customer_pick_sms: 'Homeowner SMS: choose installers',
};

const STATUS_BADGES: Record<MessageStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  sending: { tone: 'blue', label: 'Sending' },
  sent: { tone: 'green', label: 'Sent' },
  failed: { tone: 'red', label: 'Failed' },
};

/**
 * Whether staff may send a lead to a partner by hand: once the homeowner's consent is
 * recorded, and not while it waits for their texted code or their pick of installers (the
 * server refuses those with a 409; the lead detail offers their own release instead).
 */
export function sendableByHand(lead: {
  consent: boolean;
  phoneVerification: string;
  homeownerPick: string;
}): boolean {
  return lead.consent && lead.phoneVerification !== 'pending' && lead.homeownerPick !== 'awaiting';
}

/**
 * Who received the lead, each notification's state, and sending it to one more partner
 * (`canSend`: see `sendableByHand`).
 */
export function LeadDeliveryCard({
  leadId,
  canSend = true,
  county = '',
}: {
  leadId: string;
  canSend?: boolean;
  /** The lead's county: its partners come first when sending by hand. */
  county?: string;
}) {
  const deliveryQuery = useLeadDelivery(leadId);
  const delivery = deliveryQuery.data;
  const partners = usePartners().data ?? [];
  const [choosing, setChoosing] = useState(false);
  const error = deliveryQuery.isError
    ? errorMessage(deliveryQuery.error, 'Could not load delivery')
    : '';

  const assigned = new Set(delivery?.assignments.map((assignment) => assignment.partner_id));
  const available = canSend ? partners.filter((partner) => !assigned.has(partner.id)) : [];

  return (
    <Card role="region" aria-labelledby="lead-delivery-title">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Share2 aria-hidden className="size-4 text-brand-700" />
          <CardTitle id="lead-delivery-title">Partners &amp; Notifications</CardTitle>
        </div>
        <CardDescription>
          Installers this lead was passed to and the messages sent about it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {error ? <p className="text-sm text-red-600">{error}</p> : null}
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sent to</h4>
          {delivery && delivery.assignments.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No partner has received this lead yet
              {available.length > 0 ? ': send it by hand below.' : '.'}
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-100">
            {delivery?.assignments.map((assignment) => (
              <li
                key={assignment.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="font-medium text-slate-900">{assignment.partner_name}</span>
                <span className="text-slate-500">
                  {assignment.method === 'manual' ? 'By hand' : 'Matched'} ·{' '}
                  {formatDateTime(assignment.assigned_at)}
                </span>
                <AssignmentReport report={assignment.report} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Messages</h4>
          {delivery && delivery.messages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No messages for this lead.</p>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-100">
            {delivery?.messages.map((message) => (
              <li key={message.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">
                    {KIND_LABELS[message.kind] ?? message.kind}
                  </span>
                  <span className="block break-all text-slate-500 sm:ml-2 sm:inline">
                    {message.recipient}
                  </span>
                  {message.last_error && message.status !== 'sent' ? (
                    <span className="block text-xs text-red-600">{message.last_error}</span>
                  ) : null}
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {message.attempts > 1 ? (
                    <span className="text-xs text-slate-500">{message.attempts} tries</span>
                  ) : null}
                  <Badge tone={STATUS_BADGES[message.status].tone}>
                    {STATUS_BADGES[message.status].label}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {/* Kept while every partner has the lead: the dialog then says so for each. */}
        {canSend && partners.length > 0 ? (
          <div>
            <Button onClick={() => setChoosing(true)}>
              <Send aria-hidden /> Send to another partner
            </Button>
            <SendToPartnerDialog
              leadId={leadId}
              county={county}
              partners={partners}
              sentTo={assigned}
              open={choosing}
              onOpenChange={setChoosing}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
