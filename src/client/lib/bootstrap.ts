import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '#shared/schemas/bootstrap.ts';

let cached: Partial<BootstrapData> | undefined;

/** What the server wrote into the page; empty under the Vite dev server, which serves raw HTML. */
export function readBootstrap(): Partial<BootstrapData> {
  if (cached) return cached;
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  try {
    cached = text ? (JSON.parse(text) as Partial<BootstrapData>) : {};
  } catch {
    cached = {};
  }
  return cached;
}
