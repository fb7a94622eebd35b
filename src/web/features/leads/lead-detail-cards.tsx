import type { ReactNode } from 'react';
import { Building, ClipboardList, Layers, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COUNTY_UNKNOWN_TEXT } from '@shared/lead-county';
import { formatDateTime } from '@/lib/format-date';
import { fullName, type LeadRow } from './lead-row';
import { LEAD_FIELD_LABELS } from '@shared/lead-fields';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-slate-500 sm:w-40">{label}</dt>
      <dd className="min-w-0 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
        {children || <span className="font-normal text-slate-500">Not given</span>}
      </dd>
    </div>
  );
}

function DetailCard({
  title,
  icon: IconComponent,
  children,
  after,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  /** A second list below the first, set apart by a rule. */
  after?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <IconComponent aria-hidden className="size-4 text-brand-700" />
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">{children}</dl>
        {after}
      </CardContent>
    </Card>
  );
}

const COUNTY_SOURCE_NOTES: Record<string, string> = {
  eircode: 'from the Eircode',
  address: 'from the address',
  staff: 'set by staff',
};

function CountyValue({ lead }: { lead: LeadRow }) {
  if (!lead.county) {
    return <span className="font-medium text-amber-700">{COUNTY_UNKNOWN_TEXT}</span>;
  }
  const note = COUNTY_SOURCE_NOTES[lead.countySource];
  return (
    <>
      {lead.county}
      {note ? <span className="font-normal text-slate-500"> ({note})</span> : null}
    </>
  );
}

/** The consent record the lead was sent with (GDPR: the proof of it). */
function ConsentFields({ lead }: { lead: LeadRow }) {
  return (
    <dl className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4">
      <Field label="Consent to share">
        {lead.consent ? (
          lead.consentConfirmedBy ? (
            `Confirmed by ${lead.consentConfirmedBy}, ${formatDateTime(lead.consentAt)}`
          ) : (
            `Given ${formatDateTime(lead.consentAt)}`
          )
        ) : (
          <span className="font-normal text-amber-700">Not given</span>
        )}
      </Field>
      <Field label="Consent wording">
        {lead.consentVersion ? `Version ${lead.consentVersion}` : null}
      </Field>
      <Field label="Consent page">
        {lead.consentPage ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{lead.consentPage}</code>
        ) : null}
      </Field>
      <Field label="Marketing opt-in">{lead.marketingOptIn ? 'Yes' : 'No'}</Field>
      <Field label="Passed to partners">
        {lead.dispatchedAt ? (
          formatDateTime(lead.dispatchedAt)
        ) : (
          <span className="font-normal text-amber-700">
            {lead.phoneVerification === 'pending'
              ? 'Not yet: waiting for the code texted to the homeowner'
              : lead.homeownerPick === 'awaiting'
                ? 'Not yet: waiting for the homeowner to pick installers'
                : 'Not yet: held for its county or consent'}
          </span>
        )}
      </Field>
    </dl>
  );
}

/** The four cards of the lead detail page. */
export function LeadDetailCards({ lead }: { lead: LeadRow }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailCard title="Contact Information" icon={User}>
        <Field label="Name">{fullName(lead)}</Field>
        <Field label={LEAD_FIELD_LABELS.email.column}>
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline">
              {lead.email}
            </a>
          ) : null}
        </Field>
        <Field label={LEAD_FIELD_LABELS.mobile_number.column}>
          {lead.mobile ? (
            <a
              href={`tel:${lead.mobile.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 hover:underline"
            >
              {lead.mobile}
            </a>
          ) : null}
        </Field>
      </DetailCard>
      <DetailCard title="Property Details" icon={Building}>
        <Field label={LEAD_FIELD_LABELS.property_address.column}>{lead.property_address}</Field>
        <Field label={LEAD_FIELD_LABELS.county.column}>
          <CountyValue lead={lead} />
        </Field>
        <Field label={LEAD_FIELD_LABELS.eircode.column}>{lead.eircode}</Field>
        <Field label={LEAD_FIELD_LABELS.property_type.column}>{lead.property_type}</Field>
        <Field label={LEAD_FIELD_LABELS.number_of_windows.column}>{lead.number_of_windows}</Field>
        <Field label={LEAD_FIELD_LABELS.preferred_timeframe.column}>
          {lead.preferred_timeframe}
        </Field>
      </DetailCard>
      <DetailCard title="Materials & Glazing" icon={Layers}>
        <Field label={LEAD_FIELD_LABELS.window_type.column}>{lead.window_type}</Field>
        <Field label={LEAD_FIELD_LABELS.window_material.column}>{lead.window_material}</Field>
        <Field label={LEAD_FIELD_LABELS.glazing_type.column}>{lead.glazing_type}</Field>
      </DetailCard>
      <DetailCard
        title="Additional Information"
        icon={ClipboardList}
        after={<ConsentFields lead={lead} />}
      >
        <Field label={LEAD_FIELD_LABELS.additional_info.column}>
          {lead.additionalInfo ? (
            <span className="whitespace-pre-line">{lead.additionalInfo}</span>
          ) : null}
        </Field>
        <Field label={LEAD_FIELD_LABELS.url_type.column}>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{lead.url_type || '/'}</code>
        </Field>
        <Field label="Submitted">{formatDateTime(lead.submittedAt)}</Field>
        <Field label="Last updated">{formatDateTime(lead.updatedAt)}</Field>
      </DetailCard>
    </div>
  );
}
