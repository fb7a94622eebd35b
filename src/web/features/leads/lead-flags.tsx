import { useState, type ReactNode } from 'react';
import { MapPinOff, ShieldAlert, ShieldCheck } from 'lucide-react';
import { CONSENT_TEXT } from '@shared/consent';
import { COUNTIES, isCounty } from '@shared/counties';
import { COUNTY_UNKNOWN_TEXT } from '@shared/lead-county';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useConfirmConsent } from './api/use-confirm-consent';
import { useUpdateLead } from './api/use-update-lead';
import type { LeadRow } from './lead-row';
import { LEAD_ERRORS } from './lead-errors';

const CONSENT_FLAG_TEXT = 'Consent not recorded: confirm with the homeowner before passing on';

const COUNTY_OPTIONS = COUNTIES.map((county) => ({ value: county, label: county }));

const FLAG_TONES = {
  /** Held back: staff must act. */
  amber: {
    box: 'border-amber-300 bg-amber-50',
    icon: 'text-amber-700',
    title: 'text-amber-950',
    text: 'text-amber-900',
  },
  /** Waiting on the homeowner, with a time limit. */
  sky: {
    box: 'border-sky-300 bg-sky-50',
    icon: 'text-sky-800',
    title: 'text-sky-950',
    text: 'text-sky-950',
  },
};

/**
 * A lead detail's flag: why the lead waits, in a titled region, and the staff actions that
 * end the wait.
 */
export function LeadFlag({
  icon: Icon,
  title,
  text,
  labelledBy,
  tone = 'amber',
  children,
}: {
  icon: typeof MapPinOff;
  title: string;
  text: ReactNode;
  labelledBy: string;
  tone?: keyof typeof FLAG_TONES;
  children: ReactNode;
}) {
  const colours = FLAG_TONES[tone];
  return (
    <section
      role="region"
      aria-labelledby={labelledBy}
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${colours.box}`}
    >
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${colours.icon}`} />
        <div className="min-w-0">
          <h2 id={labelledBy} className={`font-semibold ${colours.title}`}>
            {title}
          </h2>
          <p className={`text-sm ${colours.text}`}>{text}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">{children}</div>
    </section>
  );
}

/** What happens once this flag is resolved: the lead goes out, or waits for the other one. */
function passOnNote(lead: LeadRow, missing: 'county' | 'consent'): string {
  const other = missing === 'county' ? !lead.consent : !lead.county;
  return other
    ? 'It is passed to partners once the county and consent are both recorded.'
    : 'Recording it passes the lead to partners.';
}

/**
 * The two reasons a lead is held back from partners, each with the action that
 * resolves it: set the county, or record the consent the homeowner gave staff.
 */
export function LeadFlags({ lead }: { lead: LeadRow }) {
  const [county, setCounty] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const update = useUpdateLead();
  const consent = useConfirmConsent();
  const savingCounty = update.isPending;

  function saveCounty() {
    if (!isCounty(county)) return;
    update.mutate(
      { id: lead.id, changes: { county } },
      {
        onSuccess: (row) =>
          toast.success(
            'County set',
            row.dispatchedAt ? 'The lead has been passed to partners.' : passOnNote(row, 'county'),
          ),
        onError: (failure) =>
          toast.error('Could not set the county', errorMessage(failure, LEAD_ERRORS.update)),
      },
    );
  }

  async function recordConsent() {
    try {
      const row = await consent.mutateAsync(lead.id);
      toast.success(
        'Consent recorded',
        row.dispatchedAt ? 'The lead has been passed to partners.' : passOnNote(row, 'consent'),
      );
    } catch (failure) {
      toast.error('Could not record consent', errorMessage(failure, LEAD_ERRORS.update));
    }
  }

  if (lead.county && lead.consent) return null;
  return (
    <div className="flex flex-col gap-3">
      {!lead.county ? (
        <LeadFlag
          icon={MapPinOff}
          title={COUNTY_UNKNOWN_TEXT}
          text={`Neither the Eircode nor the address names a county, so no partner has this lead. Set the county to pass it on. ${passOnNote(lead, 'county')}`}
          labelledBy="lead-county-flag"
        >
          <Select
            aria-label="County"
            value={county}
            onValueChange={setCounty}
            options={COUNTY_OPTIONS}
            placeholder="Choose county…"
            className="min-w-0 flex-1 bg-white sm:w-44 sm:flex-none"
          />
          <Button onClick={saveCounty} disabled={!county || savingCounty}>
            {savingCounty ? 'Saving…' : 'Set county'}
          </Button>
        </LeadFlag>
      ) : null}
      {!lead.consent ? (
        <LeadFlag
          icon={ShieldAlert}
          title={CONSENT_FLAG_TEXT}
          text={`The request was sent without consent to share the homeowner's details, so no partner has it. ${passOnNote(lead, 'consent')}`}
          labelledBy="lead-consent-flag"
        >
          <Button onClick={() => setConfirmOpen(true)}>
            <ShieldCheck aria-hidden />
            Record consent
          </Button>
        </LeadFlag>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Record the homeowner's consent?"
        description={`Confirm only after the homeowner agreed to this: "${CONSENT_TEXT}" Your name and the time are stored with the lead.`}
        confirmLabel="Homeowner agreed"
        onConfirm={recordConsent}
      />
    </div>
  );
}
