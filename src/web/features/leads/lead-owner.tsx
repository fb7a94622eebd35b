import { UserRound } from 'lucide-react';
import type { LeadStatus } from '@shared/lead-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useAssignOwner, useStaffOwners } from './api/use-lead-owners';
import type { LeadRow } from './lead-row';

const NONE = 'none';

/** The owner's name, or "Unassigned": a cell of the list and a line of its cards. */
export function LeadOwnerName({
  row,
  icon = true,
}: {
  row: Pick<LeadRow, 'ownerId' | 'ownerName'>;
  /** The person icon (cards); a table column's header says it already. */
  icon?: boolean;
}) {
  if (row.ownerId === null) return <span className="text-slate-500">Unassigned</span>;
  const name = row.ownerName || `User #${row.ownerId}`;
  return (
    <span className="inline-flex max-w-full items-start gap-1 text-slate-700" title={name}>
      {icon ? <UserRound aria-hidden className="mt-0.5 size-3.5 shrink-0 text-slate-500" /> : null}
      <span className="min-w-0 break-words">{name}</span>
    </span>
  );
}

/** "Lost: Price" under a lost lead's status; nothing otherwise. */
export function LostReasonNote({ status, reason }: { status: LeadStatus; reason: string }) {
  if (status !== 'lost' || !reason) return null;
  return <span className="text-sm text-slate-600">Lost: {reason}</span>;
}

/**
 * The detail page's owner: admins choose anyone (or none); a manager takes an unassigned lead
 * or gives back their own.
 */
export function LeadOwnerControl({ lead, admin }: { lead: LeadRow; admin: boolean }) {
  const profile = useProfile();
  const me = profile ? Number(profile.id) : null;
  const staff = useStaffOwners();
  const assign = useAssignOwner();

  function save(ownerId: number | null) {
    assign.mutate(
      { id: lead.id, ownerId },
      {
        onSuccess: (row) =>
          toast.success(
            'Owner updated',
            row.ownerId === null
              ? `Lead #${row.id} is unassigned.`
              : `Lead #${row.id} is assigned to ${row.ownerName}.`,
          ),
        onError: (failure) => toast.error('Owner not changed', errorMessage(failure, '')),
      },
    );
  }

  const options = [
    { value: NONE, label: 'Unassigned' },
    ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ];
  // The current owner stays choosable even when no longer active.
  if (lead.ownerId !== null && !options.some((o) => o.value === String(lead.ownerId))) {
    options.push({ value: String(lead.ownerId), label: lead.ownerName });
  }

  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      {admin ? (
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
          <Label htmlFor="lead-owner">Owner</Label>
          <Select
            id="lead-owner"
            value={lead.ownerId === null ? NONE : String(lead.ownerId)}
            onValueChange={(value) => save(value === NONE ? null : Number(value))}
            options={options}
            disabled={assign.isPending}
            className="w-full min-w-0 sm:w-64"
          />
        </div>
      ) : (
        <>
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-medium text-slate-900">Owner: </span>
            <LeadOwnerName row={lead} />
          </p>
          {lead.ownerId === null && me !== null ? (
            <Button variant="outline" onClick={() => save(me)} disabled={assign.isPending}>
              Take this lead
            </Button>
          ) : null}
          {lead.ownerId !== null && lead.ownerId === me ? (
            <Button variant="outline" onClick={() => save(null)} disabled={assign.isPending}>
              Give back
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
