import {
  ChevronDown,
  KeyRound,
  Pause,
  Pencil,
  Play,
  Trash2,
  UserPlus,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { Partner } from '@shared/partner-schema';
import type { DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ResponsiveList } from '@/components/responsive-list';
import { TruncatedText } from '@/components/truncated-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

interface PartnersListProps {
  partners: Partner[];
  /** Shown in place of rows when there are none: loading, an error or no partner yet. */
  emptyText: string;
  onEdit: (partner: Partner) => void;
  onTogglePaused: (partner: Partner) => void;
  onDelete: (partner: Partner) => void;
  /** Invite an installer of the partner to the portal; no button without it. */
  onInvite?: (partner: Partner) => void;
  /** See the partner's installers, send a new link or remove one. */
  onInstallers?: (partner: Partner) => void;
  /** See and revoke the partner's API tokens; no button without it. */
  onTokens?: (partner: Partner) => void;
  /** Open the partner's webhook settings and delivery log; no button without it. */
  onWebhook?: (partner: Partner) => void;
}

const countiesText = (partner: Partner) =>
  partner.counties.length === 26 ? 'All counties' : partner.counties.join(', ');

function StatusBadge({ partner }: { partner: Partner }) {
  return (
    <Badge tone={partner.is_active ? 'green' : 'yellow'}>
      {partner.is_active ? 'Active' : 'Paused'}
    </Badge>
  );
}

/** Why a partner is paused when the expiry job paused it. */
export function autoPauseNote(partner: Partner): string {
  if (partner.is_active || !partner.auto_paused_at) return '';
  return `Paused automatically on ${formatDate(partner.auto_paused_at)}: ${partner.auto_paused_after ?? partner.expired_in_row} leads expired in a row`;
}

function AutoPauseNote({ partner }: { partner: Partner }) {
  const note = autoPauseNote(partner);
  return note ? <p className="mt-1 text-xs text-amber-800">{note}</p> : null;
}

/** The partner installers: a table on wide screens, cards on phones. */
export function PartnersList({
  partners,
  emptyText,
  onEdit,
  onTogglePaused,
  onDelete,
  onInvite,
  onInstallers,
  onTokens,
  onWebhook,
}: PartnersListProps) {
  /** The portal's side of a partner: its installers, API tokens and webhook. */
  const access = (
    [
      onInvite && { label: 'Invite installer', icon: UserPlus, run: onInvite },
      onInstallers && { label: 'Installers', icon: Users, run: onInstallers },
      onTokens && { label: 'API tokens', icon: KeyRound, run: onTokens },
      onWebhook && { label: 'Webhook', icon: Webhook, run: onWebhook },
    ] as const
  ).filter(Boolean) as { label: string; icon: LucideIcon; run: (partner: Partner) => void }[];

  /**
   * Installer access, Edit, Pause or Resume, and Delete. In the table the words hide behind
   * their icons until the screen is wide enough (the name stays for assistive technology and on
   * hover) and installer access is one menu; on a card every action is written out.
   */
  const actions = (partner: Partner, compact: boolean) => {
    const word = compact ? 'sr-only 2xl:not-sr-only' : undefined;
    const pauseLabel = partner.is_active ? 'Pause' : 'Resume';
    return (
      <div className={cn('flex justify-end gap-1', compact ? 'flex-nowrap' : 'flex-wrap')}>
        {compact && access.length > 0 && (
          <DropdownMenu
            trigger={
              <Button variant="ghost" size="sm" title="Installer access">
                <Users aria-hidden /> <span className={word}>Installer access</span>
                <ChevronDown aria-hidden />
              </Button>
            }
          >
            {access.map(({ label, icon: Icon, run }) => (
              <DropdownMenuItem key={label} onSelect={() => run(partner)}>
                <Icon aria-hidden className="size-4" /> {label}
              </DropdownMenuItem>
            ))}
          </DropdownMenu>
        )}
        {!compact &&
          access.map(({ label, icon: Icon, run }) => (
            <Button key={label} variant="ghost" size="sm" onClick={() => run(partner)}>
              <Icon aria-hidden /> {label}
            </Button>
          ))}
        <Button variant="ghost" size="sm" title="Edit" onClick={() => onEdit(partner)}>
          <Pencil aria-hidden /> <span className={word}>Edit</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          title={pauseLabel}
          onClick={() => onTogglePaused(partner)}
        >
          {partner.is_active ? <Pause aria-hidden /> : <Play aria-hidden />}{' '}
          <span className={word}>{pauseLabel}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          title="Delete"
          className="text-red-600 hover:bg-red-50"
          onClick={() => onDelete(partner)}
        >
          <Trash2 aria-hidden /> <span className={word}>Delete</span>
        </Button>
      </div>
    );
  };

  const columns: DataTableColumn<Partner>[] = [
    {
      id: 'company',
      header: 'Company',
      className: 'min-w-36 max-w-52',
      cell: (partner) => (
        <>
          <TruncatedText
            as="div"
            text={partner.name}
            lines={2}
            className="font-semibold text-slate-900"
          />
          <TruncatedText as="div" text={partner.contact_name} className="text-xs text-slate-500" />
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      className: 'max-w-52',
      cell: (partner) => (
        <>
          <TruncatedText as="div" text={partner.email} />
          <div className="text-xs text-slate-500">{partner.mobile}</div>
        </>
      ),
    },
    {
      id: 'counties',
      header: 'Counties',
      className: 'min-w-32 max-w-56',
      cell: (partner) => (
        <span title={partner.counties.join(', ')} className="line-clamp-2">
          {countiesText(partner)}
        </span>
      ),
    },
    {
      id: 'today',
      header: 'Today',
      className: 'whitespace-nowrap tabular-nums',
      cell: (partner) => `${partner.leads_today} / ${partner.daily_cap}`,
    },
    {
      id: 'status',
      header: 'Status',
      className: 'max-w-48',
      cell: (partner) => (
        <>
          <StatusBadge partner={partner} />
          <AutoPauseNote partner={partner} />
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'w-px whitespace-nowrap',
      cell: (partner) => actions(partner, true),
    },
  ];

  return (
    <ResponsiveList
      label="Partners"
      columns={columns}
      rows={partners}
      rowKey={(partner) => String(partner.id)}
      empty={<EmptyState title={emptyText} />}
      renderCard={(partner) => (
        <div className="space-y-2 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <TruncatedText
                as="div"
                text={partner.name}
                lines={2}
                className="font-semibold text-slate-900"
              />
              <TruncatedText
                as="div"
                text={partner.contact_name}
                className="text-xs text-slate-500"
              />
            </div>
            <StatusBadge partner={partner} />
          </div>
          <div className="text-slate-700">
            <TruncatedText as="div" text={partner.email} />
            <div className="text-xs text-slate-500">{partner.mobile}</div>
          </div>
          <p className="line-clamp-2 text-xs text-slate-600" title={partner.counties.join(', ')}>
            {countiesText(partner)} · Today {partner.leads_today} / {partner.daily_cap}
          </p>
          <AutoPauseNote partner={partner} />
          <div className="-mx-2 border-t border-slate-100 pt-2">{actions(partner, false)}</div>
        </div>
      )}
    />
  );
}
