import type { ApiErrorBody } from '#shared/errors.ts';

/**
 * An API failure. The message is "<status>: <body text or status text>" (SPEC.md §8); the
 * parsed error body, when there is one, gives the code and field errors for forms.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fields() {
    return this.body?.error.fields ?? {};
  }

  /** The server's error code, e.g. CROSS_SITE_REFUSED (lib/request-failure.ts reads it). */
  get code() {
    return this.body?.error.code;
  }

  /** The server's human message, e.g. "Invalid or expired setup token". */
  get serverMessage() {
    return this.body?.error.message;
  }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiErrorBody | undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && 'error' in parsed) body = parsed as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's error page, say): the text itself is the message.
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, body);
}

/** The one fetch wrapper: cookies included, JSON when there is a body, errors thrown. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url);

/** Saves a record of a collection: PUT to `collection/id` when it has an id, else POST it new. */
export const apiSave = <T>(collection: string, id: string | undefined, input: unknown) =>
  id
    ? apiRequest<T>('PUT', `${collection}/${encodeURIComponent(id)}`, input)
    : apiRequest<T>('POST', collection, input);
