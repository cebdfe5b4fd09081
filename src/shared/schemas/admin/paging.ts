import * as z from 'zod/mini';
import { noControlCharacters } from '../common.ts';
import { numbers } from '../fields.ts';

/**
 * The one way admin lists page: page numbers and a page size, counted in SQL up to
 * MAX_COUNTED rows. Past that the total reads "1,000+" and staff narrow the search: counting a
 * hundred thousand matches exactly costs more than anyone reading the list would page through.
 */
export const MAX_COUNTED = 1_000;
export const MAX_PAGE_SIZE = 100;

/** A paged list's page number and page size; lists outside the admin name their own limits. */
export const pageFields = ({
  maxPage = MAX_COUNTED,
  maxPageSize = MAX_PAGE_SIZE,
  pageSize = 25,
} = {}) => ({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPage)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)),
    pageSize,
  ),
});

export const pageQuery = pageFields();

/** Optional trimmed search text; blank means no search. */
export const searchText = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(100, 'Search is too long'), noControlCharacters()),
    z.transform((v: string) => (v === '' ? undefined : v)),
  ),
);

/** A page of a list staff search: page, page size and search text. */
export const searchPageQuery = { ...pageQuery, search: searchText };

export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number(),
    /** True when there are more than MAX_COUNTED matches (total is then MAX_COUNTED). */
    totalCapped: z.boolean(),
    ...numbers('page', 'pageSize'),
  });

export type Page<T> = {
  data: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
};
