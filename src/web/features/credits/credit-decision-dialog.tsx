import { useState } from 'react';
import { FLAG_REASON_LABELS, type CreditDecision, type CreditItem } from '@shared/partner-outcomes';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDecideCredit } from './api/use-credits';

/** Credit or refuse one flagged lead, with an optional note kept with the decision. */
export function CreditDecisionDialog({
  item,
  decision,
  onClose,
}: {
  item: CreditItem | null;
  decision: CreditDecision;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const decide = useDecideCredit();
  const crediting = decision === 'credit';

  async function confirm() {
    if (!item) return;
    try {
      await decide.mutateAsync({ id: item.id, decision, note: note.trim() });
      toast.success(
        crediting ? 'Lead credited' : 'Credit refused',
        crediting
          ? `#${item.lead_id} no longer counts for ${item.partner} and goes to the next partner.`
          : `#${item.lead_id} still counts for ${item.partner}.`,
      );
      setNote('');
      onClose();
    } catch (error) {
      toast.error(
        crediting ? 'Failed to credit the lead' : 'Failed to refuse the credit',
        errorMessage(error),
      );
    }
  }

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={crediting ? 'Credit this lead?' : 'Refuse this credit?'}
      description={
        item
          ? `${item.partner} flagged #${item.lead_id} ${item.lead_name}: ${FLAG_REASON_LABELS[item.reason]}.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            variant={crediting ? 'default' : 'destructive'}
            onClick={() => void confirm()}
            disabled={decide.isPending}
          >
            {crediting ? 'Credit lead' : 'Refuse credit'}
          </Button>
        </>
      }
    >
      <div className="space-y-1">
        <Label htmlFor="credit-note">Note (optional)</Label>
        <Textarea
          id="credit-note"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
