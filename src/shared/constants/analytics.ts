/**
 * The page_view event's limits (docs/decisions/analytics.md): the server checks them, the browser
 * trims to them. Here, not in the schema, so every public page can read them without zod.
 */
export const PAGE_VIEW_PATH_MAX = 512;
export const PAGE_VIEW_LOCATION_MAX = 2048;
export const PAGE_VIEW_TITLE_MAX = 120;
/** A referrer is kept as its host: a name of at most 253 characters, and a port. */
export const PAGE_VIEW_REFERRER_MAX = 260;
