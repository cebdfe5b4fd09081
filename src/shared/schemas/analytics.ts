import * as z from 'zod/mini';
import { noControlCharacters } from './common.ts';

/** The page_view event (SPEC.md §2): path, location and page title. */
export const pageViewInput = z.object({
  path: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2048),
      z.startsWith('/', 'Path must start with /'),
      noControlCharacters(),
    ),
  location: z.url().check(z.maxLength(4096), noControlCharacters()),
  title: z.string().check(z.maxLength(300), noControlCharacters()),
  referrer: z.optional(z.string().check(z.maxLength(4096), noControlCharacters())),
});
export type PageViewInput = z.infer<typeof pageViewInput>;
