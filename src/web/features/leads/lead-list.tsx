import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useExportLeads } from '@/lib/lead-export';
import { toast } from '@/lib/toast';
import { LEAD_STATUSES, type LeadStatus } from '@shared/lead-status';
import { useDeleteLeads } from './api/use-delete-leads';
import { useLeadSummary } from './api/use-lead-summary';
import { useLeads } from './api/use-leads';
import {
  LEAD_PAGE_SIZE,
  readLeadListParams,
  SEARCH_DEBOUNCE_MS,
  toApiFilters,
  withLeadListParams,
} from './lead-list-params';
import { LeadColumnMenu, useHiddenLeadColumns } from './lead-column-menu';
import { LeadPagination } from './lead-pagination';
import { pruneSelection, toggleId, togglePage } from './lead-selection';
import { LeadStats } from './lead-stats';
import { LEAD_ERRORS } from './lead-errors';
import { LeadTable } from './lead-table';
import { LeadToolbar } from './lead-toolbar';
import { LeadBulkActions } from './lead-bulk-actions';
import { AttributionChip, LostReasonChip, OwnerFilterSelect } from './lead-owner-filter';
import { LeadSourceFilter } from './lead-source-filter';

/** The lead list of both panels; `basePath` is /admin or /manager. */
export function LeadList({ basePath }: { basePath: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const admin = basePath === '/admin';
  // A manager's My Leads opens on their own and the unassigned leads.
  const params = readLeadListParams(searchParams, admin ? '' : 'me_or_none');
  const { search, status, filter, sort, owner, lostReason, utmSource, utmCampaign } = params;
  const filters = useMemo(
    () =>
      toApiFilters({
        search,
        status,
        filter,
        page: 1,
        sort,
        owner,
        lostReason,
        utmSource,
        utmCampaign,
      }),
    [search, status, filter, sort, owner, lostReason, utmSource, utmCampaign],
  );
  const offset = (params.page - 1) * LEAD_PAGE_SIZE;
  // A queue in its own order (sort null): the follow-up queue's is oldest first.
  const submittedSort = sort ?? (filter === 'followup' ? 'created_at' : null);

  const leads = useLeads({ ...filters, sort: sort ?? undefined, limit: LEAD_PAGE_SIZE, offset });
  const summary = useLeadSummary(filters);
  const rows = useMemo(() => (leads.isError ? [] : (leads.data?.rows ?? [])), [leads]);
  const total = leads.isError ? 0 : (leads.data?.total ?? 0);
  const loading = leads.isFetching;
  const listError = leads.isError ? errorMessage(leads.error, LEAD_ERRORS.fetchList) : null;

  const [searchText, setSearchText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // A link or Back changed the URL's search: show it in the box.
  if (shownSearch !== search) {
    setShownSearch(search);
    if (searchText.trim() !== search) setSearchText(search);
  }
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const columns = useHiddenLeadColumns();
  const deletion = useDeleteLeads();
  const exporting = useExportLeads();
  const exportingXlsx = useExportLeads('xlsx');

  const update = (changes: Parameters<typeof withLeadListParams>[1]) =>
    setSearchParams((current) => withLeadListParams(current, changes), { replace: true });

  // The typed search reaches the URL (and so the server) once typing pauses.
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  function changeSearchText(text: string) {
    setSearchText(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      setSearchParams(
        (current) =>
          text.trim() === (current.get('search') ?? '')
            ? current
            : withLeadListParams(current, { search: text }),
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  }

  // A new filter may hide selected leads, and a selection would win over the filter in the
  // export: it is cleared, and the screen says so.
  const filterKey = JSON.stringify(filters);
  const shownFilterKey = useRef(filterKey);
  useEffect(() => {
    if (shownFilterKey.current === filterKey) return;
    shownFilterKey.current = filterKey;
    if (selected.size === 0) return;
    setSelected(new Set());
    toast.success('Selection cleared', 'The filter changed, so no leads are selected now.');
  }, [filterKey, selected]);

  // Keep the selection to rows still listed (after deletes or a page change).
  const data = leads.isPlaceholderData ? undefined : leads.data;
  const [prunedFor, setPrunedFor] = useState(data);
  if (data && prunedFor !== data) {
    setPrunedFor(data);
    setSelected((current) => pruneSelection(current, data.rows));
  }

  // Step back when deletes emptied the last page.
  const emptiedPage = data && data.rows.length === 0 && data.total > 0 && offset >= data.total;
  useEffect(() => {
    if (!emptiedPage || !data) return;
    setSearchParams(
      (current) => withLeadListParams(current, { page: Math.ceil(data.total / LEAD_PAGE_SIZE) }),
      { replace: true },
    );
  }, [emptiedPage, data, setSearchParams]);

  function handleExport(format: 'csv' | 'xlsx' = 'csv') {
    const mutation = format === 'csv' ? exporting : exportingXlsx;
    (format === 'csv' ? exportingXlsx : exporting).reset();
    mutation.mutate(selected.size > 0 ? { ids: [...selected] } : { filters });
  }

  function deleteLeads(ids: string[]) {
    deletion.mutate(ids, {
      // A failed deletion is only logged (useDeleteLeads); the rows deleted are confirmed.
      onSuccess: (deleted) => {
        if (deleted.length === 0) return;
        toast.success(
          deleted.length === 1 ? 'Lead deleted' : `${deleted.length} leads deleted`,
          `An admin can restore ${deleted.length === 1 ? 'it' : 'them'} from the Bin for 30 days.`,
        );
      },
    });
  }

  function handleDeleteSelected() {
    const ids = [...selected];
    const question =
      ids.length === 1 ? 'Delete the selected lead?' : `Delete the ${ids.length} selected leads?`;
    if (ids.length > 0 && window.confirm(question)) deleteLeads(ids);
  }

  const filtered =
    Boolean(search) ||
    status !== 'all' ||
    Boolean(filter) ||
    (owner !== '' && owner !== 'all') ||
    Boolean(lostReason) ||
    Boolean(utmSource) ||
    Boolean(utmCampaign);
  const empty = leads.isPending ? (
    <EmptyState title="Loading leads…" />
  ) : listError ? (
    <EmptyState title="Leads could not be loaded." />
  ) : filtered ? (
    <EmptyState
      icon={SearchX}
      title="No leads match these filters."
      description="Try another search, or clear the filters."
    />
  ) : (
    <EmptyState title="No leads yet. Quote requests appear here as soon as they are sent." />
  );

  return (
    <div className="flex min-w-0 flex-col gap-3 sm:gap-5">
      <PageHeader
        className="mb-0"
        title="Lead Management"
        description={
          <span className="hidden sm:inline">
            Every quote request: search, filter, export and follow up.
          </span>
        }
      />
      <LeadStats summary={summary.isError ? undefined : summary.data} />
      <LeadToolbar
        searchText={searchText}
        onSearchTextChange={changeSearchText}
        status={status}
        onStatusChange={(value) =>
          update({
            status: (LEAD_STATUSES as readonly string[]).includes(value)
              ? (value as LeadStatus)
              : 'all',
          })
        }
        filter={filter}
        onFilterChange={(next) => update({ filter: next })}
        columnMenu={<LeadColumnMenu hidden={columns.hidden} onToggle={columns.toggle} />}
        selectedCount={selected.size}
        exporting={exporting.isPending || exportingXlsx.isPending}
        exportFailed={exporting.isError || exportingXlsx.isError}
        onExport={() => handleExport('csv')}
        onExportXlsx={() => handleExport('xlsx')}
        deleting={deletion.isPending}
        onDeleteSelected={handleDeleteSelected}
        filters={
          <>
            <OwnerFilterSelect
              value={owner}
              // Anyone is written out on a manager's list, whose default is mine and unassigned.
              onChange={(value) => update({ owner: value === 'all' && admin ? '' : value })}
            />
            {searchParams.has('lost_reason') ? (
              <LostReasonChip reason={lostReason} onClear={() => update({ lostReason: '' })} />
            ) : null}
          </>
        }
        bulkActions={
          selected.size > 0 ? (
            <LeadBulkActions
              ids={[...selected]}
              admin={admin}
              onDone={() => setSelected(new Set())}
            />
          ) : null
        }
      />
      {/* The Source card's filters, on a line of their own so the search keeps its width. */}
      <div className="-mt-1 flex flex-wrap items-center gap-2 sm:-mt-2">
        <LeadSourceFilter
          value={{ utmSource: utmSource ?? '', utmCampaign: utmCampaign ?? '' }}
          onChange={(next) => update(next)}
        />
        {utmSource ? (
          <AttributionChip
            label="Source"
            value={utmSource}
            onClear={() => update({ utmSource: '' })}
          />
        ) : null}
        {utmCampaign ? (
          <AttributionChip
            label="Campaign"
            value={utmCampaign}
            onClear={() => update({ utmCampaign: '' })}
          />
        ) : null}
      </div>
      {listError ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <LeadTable
        rows={rows}
        basePath={basePath}
        selected={selected}
        onToggle={(id, on) => setSelected((current) => toggleId(current, id, on))}
        onTogglePage={(on) => setSelected((current) => togglePage(current, rows, on))}
        onDelete={(row) => {
          if (window.confirm('Delete this lead?')) deleteLeads([row.id]);
        }}
        submittedSort={
          submittedSort === 'created_at' ? 'asc' : submittedSort === '-created_at' ? 'desc' : null
        }
        onSortSubmitted={() =>
          update({ sort: submittedSort === 'created_at' ? '-created_at' : 'created_at' })
        }
        hiddenColumns={columns.hidden}
        empty={empty}
        busy={loading}
      />
      <LeadPagination
        offset={offset}
        count={rows.length}
        total={total}
        capped={!leads.isError && (leads.data?.capped ?? false)}
        pageSize={LEAD_PAGE_SIZE}
        onPage={(direction) => update({ page: params.page + direction })}
      />
    </div>
  );
}
