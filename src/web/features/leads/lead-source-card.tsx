import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Megaphone } from 'lucide-react';
import { ATTRIBUTION_LABELS } from '@shared/attribution';
import { LEAD_FIELD_LABELS } from '@shared/lead-fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { LeadRow } from './lead-row';

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

function Path({ path }: { path: string }) {
  return path ? <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{path}</code> : null;
}

/** A UTM value that opens the list of leads with the same one (callers pass a non-empty one). */
function FilterLink({
  listPath,
  param,
  value,
}: {
  listPath: string;
  param: string;
  value: string;
}) {
  if (!value) return null;
  return (
    <Link
      to={`${listPath}?${new URLSearchParams({ [param]: value }).toString()}`}
      className="text-brand-700 hover:underline"
      aria-label={`${value}: show leads with this ${param === 'utm_source' ? 'source' : 'campaign'}`}
    >
      {value}
    </Link>
  );
}

/**
 * Where the visit that sent the lead came from: the page the form was on,
 * the first page of the visit, the referrer's site, the UTM tags and ad clicks. Source and
 * campaign open the lead list filtered by them.
 */
export function LeadSourceCard({ lead, listPath }: { lead: LeadRow; listPath: string }) {
  const { attribution } = lead;
  const clicks = [
    attribution.has_gclid ? 'Google Ads' : '',
    attribution.has_fbclid ? 'Facebook' : '',
  ].filter(Boolean);
  const known =
    attribution.landing_path !== '' ||
    attribution.referrer_host !== '' ||
    attribution.utm_source !== '';
  return (
    <Card role="region" aria-labelledby="lead-source-title">
      <CardHeader className="flex-row items-center gap-2">
        <Megaphone aria-hidden className="size-4 text-brand-700" />
        <CardTitle id="lead-source-title">Source</CardTitle>
      </CardHeader>
      <CardContent>
        {known ? null : (
          <p className="mb-3 text-sm text-slate-500">
            No visit details were sent with this lead (sent before they were recorded, or not from
            our form).
          </p>
        )}
        <dl className="flex flex-col gap-3">
          <Field label={LEAD_FIELD_LABELS.url_type.column}>
            <Path path={lead.url_type || '/'} />
          </Field>
          <Field label={ATTRIBUTION_LABELS.landing_path}>
            {attribution.landing_path ? <Path path={attribution.landing_path} /> : null}
          </Field>
          <Field label={ATTRIBUTION_LABELS.referrer_host}>
            {attribution.referrer_host ||
              (attribution.landing_path ? (
                <span className="font-normal text-slate-500">None (direct or same site)</span>
              ) : null)}
          </Field>
          <Field label={ATTRIBUTION_LABELS.utm_source}>
            {attribution.utm_source ? (
              <FilterLink listPath={listPath} param="utm_source" value={attribution.utm_source} />
            ) : null}
          </Field>
          <Field label={ATTRIBUTION_LABELS.utm_medium}>{attribution.utm_medium}</Field>
          <Field label={ATTRIBUTION_LABELS.utm_campaign}>
            {attribution.utm_campaign ? (
              <FilterLink
                listPath={listPath}
                param="utm_campaign"
                value={attribution.utm_campaign}
              />
            ) : null}
          </Field>
          {attribution.utm_term ? (
            <Field label={ATTRIBUTION_LABELS.utm_term}>{attribution.utm_term}</Field>
          ) : null}
          {attribution.utm_content ? (
            <Field label={ATTRIBUTION_LABELS.utm_content}>{attribution.utm_content}</Field>
          ) : null}
          <Field label="Ad click">{clicks.length > 0 ? clicks.join(', ') : 'None'}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
