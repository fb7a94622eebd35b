import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/lib/toast';
import { LEAD_STATUSES, type LeadStatus } from '@shared/lead-status';
import {
  LEAD_PAGE_SIZE,
  readLeadListParams,
  SEARCH_DEBOUNCE_MS,
  toApiFilters,
  withLeadListParams,
} from './lead-list-params';
import { LeadPagination } from './lead-pagination';
import { pruneSelection, toggleId, togglePage } from './lead-selection';
import { LeadStats } from './lead-stats';
import { exportQuotes, fetchQuotes, LEAD_ERRORS, removeQuotes, useLeadStore } from './lead-store';
import { LeadTable } from './lead-table';
import { LeadToolbar } from './lead-toolbar';
import { useDebouncedValue } from './use-debounced-value';
import { useLeadSummary } from './use-lead-summary';

/** The lead list of both panels; `basePath` is /admin or /manager (SPEC 2). */
export function LeadList({ basePath }: { basePath: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLeadListParams(searchParams);
  const filters = useMemo(
    () => toApiFilters(params),
    [params.search, params.status, params.followUp, params.needsCounty], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const offset = (params.page - 1) * LEAD_PAGE_SIZE;

  const quotes = useLeadStore((state) => state.quotes);
  const total = useLeadStore((state) => state.total);
  const totalCapped = useLeadStore((state) => state.totalCapped);
  const loading = useLeadStore((state) => state.loading);
  const error = useLeadStore((state) => state.error);
  const [reloadKey, setReloadKey] = useState(0);
  const summary = useLeadSummary(filters, reloadKey);

  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const update = (changes: Parameters<typeof withLeadListParams>[1]) =>
    setSearchParams((current) => withLeadListParams(current, changes), { replace: true });

  // A link or Back changed the URL's search: show it in the box.
  useEffect(() => {
    setSearchText((text) => (text.trim() === params.search ? text : params.search));
  }, [params.search]);

  // The typed search reaches the URL (and so the server) once typing pauses.
  useEffect(() => {
    if (debouncedSearch.trim() !== params.search) update({ search: debouncedSearch });
  }, [debouncedSearch]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const controller = new AbortController();
    void fetchQuotes({ ...filters, limit: LEAD_PAGE_SIZE, offset }, controller.signal);
    return () => controller.abort();
  }, [filters, offset, reloadKey]);

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

  // Keep the selection to rows still listed; step back when a page emptied by deletes.
  useEffect(() => {
    if (loading) return;
    setSelected((current) => pruneSelection(current, quotes));
    if (quotes.length === 0 && total > 0 && offset >= total) {
      update({ page: Math.ceil(total / LEAD_PAGE_SIZE) });
    }
  }, [quotes, loading]); // eslint-disable-line react-hooks/exhaustive-deps

  async function handleExport() {
    setExporting(true);
    setExportFailed(false);
    try {
      await exportQuotes(selected.size > 0 ? { ids: [...selected] } : filters);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  async function deleteLeads(ids: string[]) {
    setDeleting(true);
    const deleted = await removeQuotes(ids);
    setDeleting(false);
    if (deleted.length < ids.length) toast.error(LEAD_ERRORS.delete);
    else toast.success(deleted.length === 1 ? 'Lead deleted' : `${deleted.length} leads deleted`);
    setReloadKey((key) => key + 1);
  }

  function handleDeleteSelected() {
    const ids = [...selected];
    const question =
      ids.length === 1 ? 'Delete the selected lead?' : `Delete the ${ids.length} selected leads?`;
    if (ids.length > 0 && window.confirm(question)) void deleteLeads(ids);
  }

  const emptyText = loading
    ? 'Loading leads…'
    : error
      ? 'Leads could not be loaded.'
      : params.search || params.status !== 'all' || params.followUp || params.needsCounty
        ? 'No leads match these filters.'
        : 'No leads yet. Quote requests appear here as soon as they are sent.';

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        className="mb-0"
        title="Lead Management"
        description="Every quote request: search, filter, export and follow up."
      />
      <LeadStats summary={summary} />
      <LeadToolbar
        searchText={searchText}
        onSearchTextChange={setSearchText}
        status={params.status}
        onStatusChange={(value) =>
          update({
            status: (LEAD_STATUSES as readonly string[]).includes(value)
              ? (value as LeadStatus)
              : 'all',
          })
        }
        followUp={params.followUp}
        onClearFollowUp={() => update({ followUp: false })}
        needsCounty={params.needsCounty}
        onNeedsCountyChange={(on) => update({ needsCounty: on })}
        selectedCount={selected.size}
        exporting={exporting}
        exportFailed={exportFailed}
        onExport={() => void handleExport()}
        deleting={deleting}
        onDeleteSelected={handleDeleteSelected}
      />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div aria-busy={loading} className={loading ? 'opacity-70 transition-opacity' : undefined}>
        <LeadTable
          rows={error ? [] : quotes}
          basePath={basePath}
          selected={selected}
          onToggle={(id, on) => setSelected((current) => toggleId(current, id, on))}
          onTogglePage={(on) => setSelected((current) => togglePage(current, quotes, on))}
          onDelete={(row) => {
            if (window.confirm('Delete this lead?')) void deleteLeads([row.id]);
          }}
          emptyText={emptyText}
        />
      </div>
      <LeadPagination
        offset={offset}
        count={error ? 0 : quotes.length}
        total={error ? 0 : total}
        capped={!error && totalCapped}
        pageSize={LEAD_PAGE_SIZE}
        onPage={(direction) => update({ page: params.page + direction })}
      />
    </div>
  );
}
