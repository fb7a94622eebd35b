import { CheckCircle2 } from 'lucide-react';
import type { HomeownerChoiceView } from '@shared/homeowner-request';
import { HOMEOWNER_CHOICE_LABELS } from '@shared/homeowner-request-text';
import { LEAD_FIELD_LABELS, type LeadFieldName } from '@shared/lead-fields';
import { formatDate } from '@/lib/format-date';

/** The quote fields as the homeowner sent them. */
export function RequestDetails({ details }: { details: Record<string, string> }) {
  const fields = (Object.keys(LEAD_FIELD_LABELS) as LeadFieldName[]).filter(
    (field) => field !== 'url_type' && details[field],
  );
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
      {fields.map((field) => (
        <div key={field} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:gap-4">
          <dt className="shrink-0 text-sm text-slate-600 sm:w-44">
            {LEAD_FIELD_LABELS[field].text}
          </dt>
          <dd className="min-w-0 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
            {details[field]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the homeowner has told us, once they have: contact has stopped. */
export function ChoicesMade({ choices }: { choices: HomeownerChoiceView[] }) {
  if (choices.length === 0) return null;
  return (
    <div
      className="mt-6 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
      data-testid="request-choices-made"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden className="size-5 shrink-0" />
        We have told your installers, and we will not contact you again about this request.
      </p>
      <ul className="mt-2 space-y-1 pl-7 text-sm">
        {choices.map((choice) => (
          <li key={choice.choice}>
            {HOMEOWNER_CHOICE_LABELS[choice.choice]}
            {choice.hired_with ? `: ${choice.hired_with}` : ''} ({formatDate(choice.at)})
          </li>
        ))}
      </ul>
    </div>
  );
}
