import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/audit';
import { api, apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  user_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** An older page follows (X-Has-More). */
  more: boolean;
}

async function fetchAudit(filters: AuditFilters, offset: number): Promise<AuditPage> {
  const response = await apiFetch('GET', '/audit', {
    query: { ...filters, limit: AUDIT_PAGE_SIZE, offset },
  });
  return {
    entries: (await response.json()) as AuditEntry[],
    more: response.headers.get('X-Has-More') === 'true',
  };
}

/** A page of the audit log, newest first (GET /api/audit). */
export function useAudit(filters: AuditFilters, offset: number) {
  return useQuery({
    queryKey: queryKeys.audit.page({ ...filters, offset }),
    queryFn: () => fetchAudit(filters, offset),
    placeholderData: keepPreviousData,
  });
}

interface Person {
  id: number;
  name: string;
}

/** The staff accounts the person filter offers (GET /api/auth/user). */
export function useAuditPeople() {
  return useQuery({
    queryKey: queryKeys.audit.people(),
    queryFn: async () => {
      const users = await api.get<Person[] | { data: Person[] }>('/auth/user');
      const list = Array.isArray(users) ? users : users.data;
      return list
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
