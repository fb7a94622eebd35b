import { useState } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { manualSendReasons, manualSendWarnings } from '@shared/manual-send';
import type { Partner } from '@shared/partner-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSendLead } from './api/use-send-lead';

interface Choice {
  partner: Partner;
  warnings: string[];
}

/** The lead's county's partners first, then the rest, each group by name. */
function ordered(partners: Partner[], county: string): Partner[] {
  const serves = (partner: Partner) => (county && partner.counties.includes(county) ? 0 : 1);
  return [...partners].sort(
    (a, b) => serves(a) - serves(b) || a.name.localeCompare(b.name, 'en-IE'),
  );
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Sending a lead to one more partner by hand: every partner with its counties
 * and today's leads against its cap, the lead's county's first. A partner outside the lead's
 * county, at its cap or paused asks for a confirmation naming why.
 */
export function SendToPartnerDialog({
  leadId,
  county,
  partners,
  sentTo,
  open,
  onOpenChange,
}: {
  leadId: string;
  county: string;
  partners: Partner[];
  sentTo: ReadonlySet<number | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sendLead = useSendLead(leadId);
  const [confirming, setConfirming] = useState<Choice | null>(null);

  async function send({ partner, warnings }: Choice) {
    try {
      await sendLead.mutateAsync({ partnerId: partner.id, confirm: warnings.length > 0 });
      toast.success('Lead sent', `${partner.name} will receive it by e-mail.`);
      onOpenChange(false);
    } catch (caught) {
      toast.error('Could not send lead', errorMessage(caught));
    }
  }

  function choose(choice: Choice) {
    if (choice.warnings.length > 0) setConfirming(choice);
    else void send(choice);
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Send to another partner"
        description={
          county
            ? `Partners serving ${county} first. Sent by hand, the delivery is marked as a manual send.`
            : 'This lead has no county yet. Sent by hand, the delivery is marked as a manual send.'
        }
        className="max-w-2xl"
      >
        <ul className="divide-y divide-slate-100" aria-label="Partners">
          {ordered(partners, county).map((partner) => {
            const warnings = manualSendWarnings(county, partner);
            const already = sentTo.has(partner.id);
            const full = partner.leads_today >= partner.daily_cap;
            return (
              <li
                key={partner.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {partner.name}
                    {partner.is_active ? '' : ' (paused)'}
                  </p>
                  <p className="text-slate-600 [overflow-wrap:anywhere]">
                    {partner.counties.join(', ')}
                  </p>
                  <p className={full ? 'font-medium text-red-700' : 'text-slate-600'}>
                    {partner.leads_today} of {partner.daily_cap} today
                  </p>
                  {warnings.length > 0 && !already ? (
                    <p className="mt-1 flex items-start gap-1 text-amber-800">
                      <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                      <span>{capitalised(manualSendReasons(warnings))}</span>
                    </p>
                  ) : null}
                </div>
                {already ? (
                  <span className="shrink-0 text-sm text-slate-500">Already has this lead</span>
                ) : (
                  <Button
                    size="sm"
                    variant={warnings.length > 0 ? 'outline' : 'default'}
                    className="shrink-0 self-start sm:self-center"
                    disabled={sendLead.isPending}
                    onClick={() => choose({ partner, warnings })}
                    aria-label={`Send to ${partner.name}`}
                  >
                    <Send aria-hidden /> Send
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {partners.length === 0 ? (
          <p className="text-sm text-slate-600">
            No partners yet: an admin adds them under Partners.
          </p>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={confirming ? `Send to ${confirming.partner.name} anyway?` : ''}
        description={
          confirming
            ? `${capitalised(manualSendReasons(confirming.warnings))}. The delivery is marked as a manual send by you.`
            : ''
        }
        confirmLabel="Send anyway"
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      />
    </>
  );
}
