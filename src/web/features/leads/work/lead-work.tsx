import type { LeadRow } from '../lead-row';
import { LeadNotesCalls } from './lead-notes-calls';
import { NextActionCard } from './next-action-card';

/** Working the lead: its next action beside the note and call forms. */
export function LeadWork({ lead }: { lead: LeadRow }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <NextActionCard lead={lead} />
      <LeadNotesCalls leadId={lead.id} />
    </div>
  );
}
