/**
 * The site's horizontal frame: the header's, and the dashboards', so that their content starts
 * where the logo does at every width.
 */
export const pageWidth = 'mx-auto w-full max-w-6xl px-4';
