import { sessionRejected, sessionToken } from './session';

/** An API failure: the server's `{ message, errors }` and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const API_BASE = '/api';

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export async function apiFetch(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  if (response.ok) return response;
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
  };
  // A 401 anywhere ends the session: storage cleared, the browser sent to /login.
  if (response.status === 401) sessionRejected();
  throw new ApiError(
    response.status,
    payload.message ?? response.statusText ?? 'Request failed',
    payload.errors,
  );
}

async function requestJson<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The one API client of the web app: base /api, JSON, credentials, bearer token. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => requestJson<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    requestJson<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    requestJson<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    requestJson<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => requestJson<T>('DELETE', path, options),
};

/** Download a file answer (e.g. the CSV export) under a file name; the link is revoked after 4 s. */
export async function downloadFile(
  path: string,
  query: RequestOptions['query'],
  fileName: string,
): Promise<void> {
  const response = await apiFetch('GET', path, { query, headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), CSV_LINK_REVOKE_MS);
}

export const CSV_LINK_REVOKE_MS = 4000;
