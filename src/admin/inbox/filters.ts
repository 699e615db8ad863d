import { allStatuses, isSubmissionKind, type SubmissionKind } from '../../submissions/registry';

/** What the inbox shows: from the page's GET form, so a filtered list has its own URL (and CSV link). */
export interface InboxFilters {
  kind: SubmissionKind | null;
  status: string | null;
  /** Matched against name and email address. */
  search: string;
  page: number;
}

const MAX_SEARCH = 100;

/** Reads filters from a query string; anything unknown is ignored rather than trusted. */
export function parseInboxFilters(query: Record<string, string | undefined>): InboxFilters {
  const kind = query.kind;
  const status = query.status;
  const page = Number.parseInt(query.page ?? '1', 10);
  return {
    kind: isSubmissionKind(kind) ? kind : null,
    status: status && allStatuses.includes(status) ? status : null,
    search: (query.q ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for filters (page 1 unless given), e.g. for links and the CSV export. */
export function inboxQueryString(filters: Omit<InboxFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('q', filters.search);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
