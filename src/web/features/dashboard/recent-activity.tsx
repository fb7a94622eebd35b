import { Link } from 'react-router';
import {
  ArrowRightLeft,
  CalendarClock,
  MapPin,
  PencilLine,
  Phone,
  PlusCircle,
  ShieldCheck,
  StickyNote,
  Combine,
  ArchiveRestore,
  UserCheck,
  Handshake,
  Link2Off,
  UserX,
} from 'lucide-react';
import type { LeadActivity } from '@shared/dashboard';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';
import { RelativeTime } from '@/components/relative-time';

const ICONS = {
  created: PlusCircle,
  status_changed: ArrowRightLeft,
  county_set: MapPin,
  consent_confirmed: ShieldCheck,
  updated: PencilLine,
  note: StickyNote,
  call: Phone,
  next_action_set: CalendarClock,
  merged: Combine,
  restored: ArchiveRestore,
  owner_changed: UserCheck,
  partner_outcome: Handshake,
  phone_verified: Phone,
  phone_released: Phone,
  homeowner_choice: UserX,
  request_link: Link2Off,
  contact_changed: PencilLine,
};

function describe(activity: LeadActivity): string {
  if (activity.type === 'created') return 'New quote request';
  if (activity.type === 'status_changed' && activity.to_status) {
    const from = activity.from_status ? `${LEAD_STATUS_LABELS[activity.from_status]} → ` : '';
    return `Status ${from}${LEAD_STATUS_LABELS[activity.to_status]}`;
  }
  if (activity.type === 'county_set') return 'County set';
  if (activity.type === 'consent_confirmed') return "Homeowner's consent confirmed";
  if (activity.type === 'phone_verified') return 'Mobile number confirmed';
  if (activity.type === 'phone_released') return 'Released without the phone code';
  if (activity.type === 'note') return 'Note added';
  if (activity.type === 'call') return 'Call logged';
  if (activity.type === 'next_action_set') return 'Next action set';
  if (activity.type === 'merged') return 'Merged with a duplicate';
  if (activity.type === 'restored') return 'Restored from the bin';
  if (activity.type === 'owner_changed') return 'Owner changed';
  if (activity.type === 'partner_outcome') {
    const moved = activity.to_status ? `: status ${LEAD_STATUS_LABELS[activity.to_status]}` : '';
    return `Installer reported an outcome${moved}`;
  }
  if (activity.type === 'homeowner_choice') return 'Homeowner chose on their page';
  if (activity.type === 'request_link') return "Homeowner's link changed";
  if (activity.type === 'contact_changed') return 'Homeowner corrected their contact details';
  return 'Details updated';
}

/** The latest lead events, newest first, each linking to its lead. */
export function RecentActivity({ items, basePath }: { items: LeadActivity[]; basePath: string }) {
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">No activity yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((activity) => {
        const ActivityIcon = ICONS[activity.type] ?? PencilLine;
        return (
          <li key={activity.id} className="flex items-start gap-3 py-2.5">
            <ActivityIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <div className="min-w-0 flex-1 text-sm">
              <Link
                title={activity.lead_name || `Lead #${activity.lead_id}`}
                to={`${basePath}/leads/${activity.lead_id}`}
                className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {activity.lead_name || `Lead #${activity.lead_id}`}
              </Link>
              <p className="break-words text-slate-600">
                {describe(activity)}
                {activity.user_name ? ` by ${activity.user_name}` : ''}
              </p>
            </div>
            <RelativeTime
              iso={activity.created_at}
              className="shrink-0 whitespace-nowrap pt-0.5 text-xs text-slate-500"
            />
          </li>
        );
      })}
    </ul>
  );
}
