import { useState } from 'react';
import { Mail, Phone } from 'lucide-react';
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  type PortalLead,
} from '@shared/partner-portal';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** The parts of a lead's card the portal list and the one-click link page share. */

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

type Summary = Pick<
  PortalLead,
  | 'property_type'
  | 'number_of_windows'
  | 'window_type'
  | 'preferred_timeframe'
  | 'window_material'
  | 'glazing_type'
  | 'message'
>;

/** What the homeowner asked for: shown before accepting (nothing that names or reaches them). */
export function LeadFacts({ lead, wide = false }: { lead: Summary; wide?: boolean }) {
  return (
    <>
      <dl
        className={`mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm ${wide ? 'sm:grid-cols-3' : ''}`}
      >
        <Fact label="Property" value={lead.property_type} />
        <Fact
          label="Windows"
          value={[lead.number_of_windows, lead.window_type].filter(Boolean).join(' · ')}
        />
        <Fact label="Timeframe" value={lead.preferred_timeframe} />
        <Fact label="Material" value={lead.window_material} />
        <Fact label="Glazing" value={lead.glazing_type} />
      </dl>
      {lead.message && (
        <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          {lead.message}
        </p>
      )}
    </>
  );
}

/** The homeowner's details, once accepted: tap to call or write. */
export function HomeownerDetails({ homeowner }: { homeowner: PortalLead['homeowner'] }) {
  if (!homeowner) return null;
  return (
    <section
      aria-label="Homeowner"
      className="mt-3 rounded-md border border-green-200 bg-green-50 p-3"
    >
      <p className="font-semibold text-slate-900">{homeowner.name}</p>
      <p className="text-sm text-slate-800">
        {[homeowner.address, homeowner.eircode].filter(Boolean).join(', ')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {homeowner.phone && (
          <Button asChild size="lg">
            <a href={`tel:${homeowner.phone.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden />
              Call {homeowner.phone}
            </a>
          </Button>
        )}
        {homeowner.email && (
          <Button asChild variant="outline" size="lg">
            <a href={`mailto:${homeowner.email}`}>
              <Mail aria-hidden />
              {homeowner.email}
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}

export interface DeclineAnswer {
  reason: DeclineReason;
  note: string;
}

/**
 * Accept or decline a pending lead: two buttons, and for a decline a reason (and an optional
 * note) before it is sent. `onDeclining` tells the card while the decline form is open.
 */
export function AnswerButtons({
  idPrefix,
  pending,
  onAccept,
  onDecline,
  onDeclining,
}: {
  idPrefix: string;
  pending: boolean;
  onAccept: () => void;
  onDecline: (answer: DeclineAnswer) => void;
  onDeclining?: (open: boolean) => void;
}) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason>('out_of_area');
  const [note, setNote] = useState('');
  const open = (value: boolean) => {
    setDeclining(value);
    onDeclining?.(value);
  };
  if (!declining) {
    return (
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button size="lg" disabled={pending} onClick={onAccept}>
          Accept
        </Button>
        <Button size="lg" variant="outline" onClick={() => open(true)}>
          Decline
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onDecline({ reason, note });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-reason`}>Reason</Label>
        <NativeSelect
          id={`${idPrefix}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as DeclineReason)}
        >
          {DECLINE_REASONS.map((value) => (
            <option key={value} value={value}>
              {DECLINE_REASON_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-note`}>Note (optional)</Label>
        <Textarea
          id={`${idPrefix}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" size="lg" variant="destructive" disabled={pending}>
          Decline lead
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => open(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
