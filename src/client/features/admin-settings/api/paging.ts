/** Rows per page in the More tab's paged lists (the server allows up to 100). */
export const PAGE_SIZE = 25;
