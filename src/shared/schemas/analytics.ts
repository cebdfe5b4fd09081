import * as z from 'zod/mini';

/** The page_view event (SPEC.md §2): path, location and page title. */
export const pageViewInput = z.object({
  path: z
    .string()
    .check(z.minLength(1), z.maxLength(2048), z.startsWith('/', 'Path must start with /')),
  location: z.url().check(z.maxLength(4096)),
  title: z.string().check(z.maxLength(300)),
  referrer: z.optional(z.string().check(z.maxLength(4096))),
});
export type PageViewInput = z.infer<typeof pageViewInput>;
