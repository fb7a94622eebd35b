import { useState } from 'react';
import { PhoneOff, Send } from 'lucide-react';
import { PHONE_NOT_VERIFIED_TEXT } from '@shared/phone-verification-rules';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useReleasePhoneCheck } from './api/use-release-phone-check';
import { LEAD_ERRORS } from './lead-errors';
import { LeadFlag } from './lead-flags';
import type { LeadRow } from './lead-row';

/** The list's note on a lead held for its phone check, under the mobile number. */
export function PhoneUnverifiedMark({ row }: { row: Pick<LeadRow, 'phoneVerification'> }) {
  if (row.phoneVerification !== 'pending') return null;
  return (
    <span className="block whitespace-nowrap text-xs font-medium text-amber-800">
      {PHONE_NOT_VERIFIED_TEXT}
    </span>
  );
}

/**
 * The detail page's flag on a lead held until the homeowner types the code we texted: why no
 * partner has it, and the staff action that passes it on without the code.
 */
export function PhoneVerificationFlag({ lead }: { lead: LeadRow }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const release = useReleasePhoneCheck();
  if (lead.phoneVerification !== 'pending') return null;

  async function releaseLead() {
    try {
      const row = await release.mutateAsync(lead.id);
      toast.success(
        'Released',
        row.dispatchedAt
          ? 'The lead has been passed to partners.'
          : 'It is passed to partners once its county and consent are recorded.',
      );
    } catch (failure) {
      toast.error('Could not release the lead', errorMessage(failure, LEAD_ERRORS.update));
    }
  }

  return (
    <LeadFlag
      icon={PhoneOff}
      title={PHONE_NOT_VERIFIED_TEXT}
      labelledBy="lead-phone-flag"
      text="We texted the homeowner a code and they have not typed it yet, so no partner has this lead and they have had no confirmation. If you have spoken to them on this number, release it to pass it on as if they had."
    >
      <Button onClick={() => setConfirmOpen(true)} disabled={release.isPending}>
        <Send aria-hidden />
        {release.isPending ? 'Releasing…' : 'Release without code'}
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Release this lead without its code?"
        description="Do this only after confirming the mobile number with the homeowner yourself. The lead goes to partners and the homeowner gets their confirmation. Your name is kept in the audit log."
        confirmLabel="Release"
        onConfirm={releaseLead}
      />
    </LeadFlag>
  );
}
