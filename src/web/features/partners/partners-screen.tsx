import { useCallback, useEffect, useState } from 'react';
import { Building, MapPin, Pause, Pencil, Play, Plus, Trash2, Users } from 'lucide-react';
import type { Partner, PartnerInput } from '@shared/partner-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '@/components/ui/table';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { PartnerDialog } from './partner-dialog';
import { partnersApi } from './partners-api';

function failure(title: string, error: unknown) {
  toast.error(title, error instanceof ApiError ? error.message : undefined);
}

/** Admin screen: the partner installers leads are passed to. */
export function PartnersScreen() {
  const [partners, setPartners] = useState<Partner[] | undefined>();
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<Partner | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Partner | undefined>();

  const load = useCallback(async () => {
    try {
      setPartners(await partnersApi.list());
      setLoadError('');
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'Failed to fetch partners');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(input: PartnerInput) {
    try {
      if (editing) await partnersApi.update(editing.id, input);
      else await partnersApi.create(input);
      toast.success(editing ? 'Partner updated' : 'Partner added', input.name);
      await load();
    } catch (error) {
      failure(editing ? 'Failed to update partner' : 'Failed to add partner', error);
      throw error;
    }
  }

  async function togglePaused(partner: Partner) {
    try {
      await partnersApi.update(partner.id, { is_active: !partner.is_active });
      toast.success(partner.is_active ? 'Partner paused' : 'Partner resumed', partner.name);
      await load();
    } catch (error) {
      failure('Failed to update partner', error);
    }
  }

  async function remove(partner: Partner) {
    try {
      await partnersApi.remove(partner.id);
      toast.success('Partner deleted', partner.name);
      await load();
    } catch (error) {
      failure('Failed to delete partner', error);
    }
  }

  const active = partners?.filter((partner) => partner.is_active) ?? [];
  const covered = new Set(active.flatMap((partner) => partner.counties));

  return (
    <>
      <PageHeader
        title="Partner Installers"
        description="Companies that receive leads from the counties they serve, up to 5 per lead, rotated fairly."
        actions={
          <Button
            onClick={() => {
              setEditing(undefined);
              setDialogOpen(true);
            }}
          >
            <Plus /> Add Partner
          </Button>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Partners" value={partners?.length} icon={Building} />
        <StatCard
          label="Active"
          value={partners ? active.length : undefined}
          icon={Users}
          tone="green"
        />
        <StatCard
          label="Counties covered"
          value={partners ? `${covered.size} of 26` : undefined}
          icon={MapPin}
          tone="purple"
        />
      </div>
      {loadError ? <p className="mb-4 text-sm text-red-600">{loadError}</p> : null}
      <Table>
        <TableHead>
          <tr>
            <Th>Company</Th>
            <Th>Contact</Th>
            <Th>Counties</Th>
            <Th>Today</Th>
            <Th>Status</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </TableHead>
        <TableBody>
          {partners?.length === 0 ? (
            <tr>
              <Td colSpan={6} className="py-10 text-center text-slate-500">
                No partners yet. Use Add Partner to add the first installer.
              </Td>
            </tr>
          ) : null}
          {partners?.map((partner) => (
            <TableRow key={partner.id}>
              <Td className="min-w-44">
                <div className="font-semibold text-slate-900">{partner.name}</div>
                <div className="text-xs text-slate-500">{partner.contact_name}</div>
              </Td>
              <Td>
                <div>{partner.email}</div>
                <div className="text-xs text-slate-500">{partner.mobile}</div>
              </Td>
              <Td className="min-w-48 max-w-xs">
                <span title={partner.counties.join(', ')}>
                  {partner.counties.length === 26 ? 'All counties' : partner.counties.join(', ')}
                </span>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                {partner.leads_today} / {partner.daily_cap}
              </Td>
              <Td>
                <Badge tone={partner.is_active ? 'green' : 'yellow'}>
                  {partner.is_active ? 'Active' : 'Paused'}
                </Badge>
              </Td>
              <Td>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setEditing(partner);
                      setDialogOpen(true);
                    }}
                  >
                    <Pencil /> Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void togglePaused(partner)}>
                    {partner.is_active ? <Pause /> : <Play />}{' '}
                    {partner.is_active ? 'Pause' : 'Resume'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50"
                    onClick={() => setDeleting(partner)}
                  >
                    <Trash2 /> Delete
                  </Button>
                </div>
              </Td>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PartnerDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        partner={editing}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete partner?"
        description={`${deleting?.name ?? ''} will stop receiving leads. Leads already sent keep their record.`}
        confirmLabel="Delete Partner"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </>
  );
}
