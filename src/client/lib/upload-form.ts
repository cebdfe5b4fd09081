import type { ApiErrorBody } from '#shared/errors.ts';
import { ApiError } from './api-client.ts';

/**
 * Sends a multipart form and reports how much of it has gone (0 to 1) while it uploads: fetch
 * cannot tell, XMLHttpRequest can. Answers and fails like apiRequest(): the parsed JSON, or an
 * ApiError "<status>: <body text>" with the server's field errors.
 */
export function uploadForm<T = unknown>(
  url: string,
  form: FormData,
  onProgress: (sent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText || xhr.statusText;
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const errorBody =
        body && typeof body === 'object' && 'error' in body ? (body as ApiErrorBody) : undefined;
      reject(new ApiError(xhr.status, `${xhr.status}: ${text}`, errorBody));
    });
    // What fetch rejects with when the network fails, so lib/request-failure.ts reads it alike.
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new TypeError('Failed to fetch')));
    xhr.send(form);
  });
}
