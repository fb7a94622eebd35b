import { useState } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, isLeadStatus } from '@shared/lead-status';
import type { LeadBulk } from '@shared/lead-owner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useBulkLeads, useStaffOwners } from './api/use-lead-owners';
import { LostReasonSelect } from './lead-lost-reason';

const NONE = 'none';

/**
 * Change the status of, or (admins) assign, the selected leads; delete stays SPEC's
 * Delete Selected. Choosing Lost asks for the reason first.
 */
export function LeadBulkActions({
  ids,
  admin,
  onDone,
}: {
  ids: string[];
  admin: boolean;
  onDone: () => void;
}) {
  const bulk = useBulkLeads();
  const staff = useStaffOwners();
  const [askLost, setAskLost] = useState(false);
  const [reason, setReason] = useState('');
  const disabled = ids.length === 0 || bulk.isPending;

  function run(body: Omit<LeadBulk, 'ids'>) {
    bulk.mutate(
      { ...body, ids: ids.map(Number) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setAskLost(false);
          setReason('');
          onDone();
        },
        onError: (failure) => toast.error('Nothing changed', errorMessage(failure)),
      },
    );
  }

  return (
    <>
      <Select
        aria-label="Set status of selected leads"
        value=""
        placeholder="Set status"
        disabled={disabled}
        onValueChange={(value) => {
          if (!isLeadStatus(value)) return;
          if (value === 'lost') setAskLost(true);
          else run({ action: 'status', status: value });
        }}
        options={LEAD_STATUSES.map((status) => ({
          value: status,
          label: LEAD_STATUS_LABELS[status],
        }))}
        className="h-9 w-36 sm:h-10"
      />
      {admin ? (
        <Select
          aria-label="Assign selected leads"
          value=""
          placeholder="Assign to"
          disabled={disabled}
          onValueChange={(value) =>
            run({ action: 'owner', owner_id: value === NONE ? null : Number(value) })
          }
          options={[
            { value: NONE, label: 'Unassigned' },
            ...(staff.data ?? []).map((member) => ({
              value: String(member.id),
              label: member.name,
            })),
          ]}
          className="h-9 w-36 sm:h-10"
        />
      ) : null}
      <Dialog
        open={askLost}
        onOpenChange={(open) => {
          setAskLost(open);
          if (!open) setReason('');
        }}
        title={ids.length === 1 ? 'Mark 1 lead as lost' : `Mark ${ids.length} leads as lost`}
        description="Why were they lost?"
        footer={
          <>
            <Button variant="outline" onClick={() => setAskLost(false)}>
              Cancel
            </Button>
            <Button
              disabled={!reason || bulk.isPending}
              onClick={() => run({ action: 'status', status: 'lost', lost_reason: reason })}
            >
              Mark as Lost
            </Button>
          </>
        }
      >
        <LostReasonSelect id="bulk-lost-reason" value={reason} onChange={setReason} />
      </Dialog>
    </>
  );
}
