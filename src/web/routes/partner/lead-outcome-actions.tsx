import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allowedOutcomes,
  OUTCOME_LOST_REASON_LABELS,
  OUTCOME_LOST_REASONS,
  outcomeInputSchema,
  parseEuroText,
  type OutcomeInput,
  type OutcomeLostReason,
} from '@shared/partner-outcomes';
import type { PortalLead } from '@shared/partner-portal';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';

type Step = 'quoted' | 'won' | 'lost';

const DONE: Record<OutcomeInput['outcome'], string> = {
  contacted: 'Marked as contacted',
  quoted: 'Quote saved',
  won: 'Marked as won',
  lost: 'Marked as lost',
};

/** The amount field's label and whether it must be filled. */
const AMOUNT: Record<'quoted' | 'won', { label: string; required: boolean }> = {
  quoted: { label: 'Quote amount in € (optional)', required: false },
  won: { label: 'Job value in €', required: true },
};

/**
 * An accepted lead's next steps: contacted, quote sent (amount optional), won
 * (job value) or lost (reason). Forward only; a quote or job value can be corrected.
 */
export function LeadOutcomeActions({ lead }: { lead: PortalLead }) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<OutcomeLostReason>('chose_another_installer');
  const [error, setError] = useState('');
  const report = useMutation({
    mutationFn: (input: OutcomeInput) =>
      api.post<PortalLead>(`/partner/leads/${lead.id}/outcome`, input),
    onSuccess: async (_lead, input) => {
      toast.success(DONE[input.outcome]);
      setStep(null);
      setAmount('');
      await client.invalidateQueries({ queryKey: ['partner-leads'] });
    },
    onError: (failure) => toast.error(errorMessage(failure, 'Could not save the outcome')),
  });

  if (lead.response !== 'accepted' || lead.credit_status === 'credited') return null;
  if (lead.credit_status === 'review') return null;
  const allowed = allowedOutcomes(lead.outcome);
  const open = (next: Step) => {
    setError('');
    const current = next === 'quoted' ? lead.quote_amount : next === 'won' ? lead.job_value : null;
    setAmount(current !== null ? String(current) : '');
    setStep(next);
  };

  function submit() {
    if (!step) return;
    const input =
      step === 'lost'
        ? { outcome: 'lost', lost_reason: reason }
        : { outcome: step, amount: parseEuroText(amount) };
    const parsed = outcomeInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the amount');
      return;
    }
    setError('');
    report.mutate(parsed.data);
  }

  const id = (name: string) => `${name}-${lead.id}`;
  if (step) {
    return (
      <form
        className="mt-4 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {step === 'lost' ? (
          <div className="space-y-1">
            <Label htmlFor={id('lost-reason')}>Why was it lost?</Label>
            <NativeSelect
              id={id('lost-reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value as OutcomeLostReason)}
            >
              {OUTCOME_LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {OUTCOME_LOST_REASON_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <div className="space-y-1">
            <Label htmlFor={id('amount')}>{AMOUNT[step].label}</Label>
            <Input
              id={id('amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 4250"
              required={AMOUNT[step].required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? id('amount-error') : undefined}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            {error ? (
              <p id={id('amount-error')} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button type="submit" size="lg" disabled={report.isPending}>
            Save
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={() => setStep(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  const buttons: { label: string; onClick: () => void }[] = [];
  if (lead.outcome === null) {
    buttons.push({
      label: 'Mark contacted',
      onClick: () => report.mutate({ outcome: 'contacted' }),
    });
  }
  if (allowed.includes('quoted')) {
    buttons.push({
      label: lead.outcome === 'quoted' ? 'Change quote' : 'Quote sent',
      onClick: () => open('quoted'),
    });
  }
  if (allowed.includes('won')) {
    buttons.push({
      label: lead.outcome === 'won' ? 'Change job value' : 'Won',
      onClick: () => open('won'),
    });
  }
  if (allowed.includes('lost') && lead.outcome !== 'lost') {
    buttons.push({ label: 'Lost', onClick: () => open('lost') });
  }
  if (buttons.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Report progress"
      className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {buttons.map((button) => (
        <Button
          key={button.label}
          size="lg"
          variant="outline"
          disabled={report.isPending}
          onClick={button.onClick}
        >
          {button.label}
        </Button>
      ))}
    </div>
  );
}
