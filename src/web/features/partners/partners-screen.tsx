import { useState } from 'react';
import { Building, MapPin, Plus, Users } from 'lucide-react';
import type { Partner, PartnerInput } from '@shared/partner-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { InviteInstallerDialog } from './invite-installer-dialog';
import { PartnerInstallersDialog } from './partner-installers-dialog';
import { PartnerTokensDialog } from './partner-tokens-dialog';
import { PartnerDialog } from './partner-dialog';
import { PartnerPerformanceSection } from './partner-performance-section';
import { PartnerWebhookDialog } from './partner-webhook-dialog';
import { PartnersList } from './partners-list';
import { useCreatePartner } from './api/use-create-partner';
import { useDeletePartner } from './api/use-delete-partner';
import { usePartners } from './api/use-partners';
import { useUpdatePartner } from './api/use-update-partner';

function failure(title: string, error: unknown) {
  toast.error(title, errorMessage(error));
}

/** Admin screen: the partner installers leads are passed to. */
export function PartnersScreen() {
  const partnersQuery = usePartners();
  const createPartner = useCreatePartner();
  const updatePartner = useUpdatePartner();
  const deletePartner = useDeletePartner();
  const partners = partnersQuery.data;
  const [editing, setEditing] = useState<Partner | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A new key for each opening, so the form starts from the partner's (or empty) values.
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<Partner | undefined>();
  const [inviting, setInviting] = useState<Partner | undefined>();
  const [tokensOf, setTokensOf] = useState<Partner | undefined>();
  const [installersOf, setInstallersOf] = useState<Partner | undefined>();
  const [hooking, setHooking] = useState<Partner | undefined>();

  function openDialog(partner: Partner | undefined) {
    setEditing(partner);
    setDialogKey((key) => key + 1);
    setDialogOpen(true);
  }

  async function save(input: PartnerInput) {
    try {
      if (editing) await updatePartner.mutateAsync({ id: editing.id, input });
      else await createPartner.mutateAsync(input);
      toast.success(editing ? 'Partner updated' : 'Partner added', input.name);
    } catch (error) {
      failure(editing ? 'Failed to update partner' : 'Failed to add partner', error);
      throw error;
    }
  }

  async function togglePaused(partner: Partner) {
    try {
      await updatePartner.mutateAsync({ id: partner.id, input: { is_active: !partner.is_active } });
      toast.success(partner.is_active ? 'Partner paused' : 'Partner resumed', partner.name);
    } catch (error) {
      failure('Failed to update partner', error);
    }
  }

  async function remove(partner: Partner) {
    try {
      await deletePartner.mutateAsync(partner.id);
      toast.success('Partner deleted', partner.name);
    } catch (error) {
      failure('Failed to delete partner', error);
    }
  }

  const loadError = partnersQuery.isError
    ? errorMessage(partnersQuery.error, 'Failed to fetch partners')
    : '';
  let emptyText = 'No partners yet. Use Add Partner to add the first installer.';
  if (partnersQuery.isPending) emptyText = 'Loading partners…';
  else if (loadError) emptyText = loadError;

  const active = partners?.filter((partner) => partner.is_active) ?? [];
  const covered = new Set(active.flatMap((partner) => partner.counties));

  return (
    <>
      <PageHeader
        title="Partner Installers"
        description="Companies that receive leads from the counties they serve, up to 5 per lead, rotated fairly."
        actions={
          <Button onClick={() => openDialog(undefined)}>
            <Plus /> Add Partner
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard label="Partners" value={partners?.length} icon={Building} />
        <StatCard
          label="Active"
          value={partners ? active.length : undefined}
          icon={Users}
          tone="green"
        />
        <div className="col-span-2 sm:col-span-1">
          <StatCard
            label="Counties covered"
            value={partners ? `${covered.size} of 26` : undefined}
            icon={MapPin}
            tone="purple"
          />
        </div>
      </div>
      <PartnersList
        partners={partners ?? []}
        emptyText={emptyText}
        onEdit={openDialog}
        onTogglePaused={(partner) => void togglePaused(partner)}
        onDelete={setDeleting}
        onInvite={setInviting}
        onInstallers={setInstallersOf}
        onTokens={setTokensOf}
        onWebhook={setHooking}
      />
      <PartnerWebhookDialog
        key={`webhook-${hooking?.id ?? 0}`}
        partner={hooking}
        onOpenChange={(open) => !open && setHooking(undefined)}
      />
      <PartnerInstallersDialog
        key={`installers-${installersOf?.id ?? 0}`}
        partner={installersOf}
        onOpenChange={(open) => !open && setInstallersOf(undefined)}
      />
      <PartnerTokensDialog
        key={`tokens-${tokensOf?.id ?? 0}`}
        partner={tokensOf}
        onOpenChange={(open) => !open && setTokensOf(undefined)}
      />
      <PartnerPerformanceSection />
      <InviteInstallerDialog
        key={inviting?.id ?? 0}
        partner={inviting}
        onOpenChange={(open) => !open && setInviting(undefined)}
      />
      <PartnerDialog
        key={dialogKey}
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
