import { keepPreviousData } from '@tanstack/react-query';

/**
 * A paged or filtered list keeps its rows on screen while the next page or search loads,
 * instead of flashing empty (`isPlaceholderData` marks them busy meanwhile).
 */
export const keepLastPage = { placeholderData: keepPreviousData } as const;

/**
 * Data other people change while staff look at it (auctions, orders): unlike the rest of the
 * app's data, it loads again whenever it is shown and whenever the window gets the focus back.
 */
export const alwaysFresh = { refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;
