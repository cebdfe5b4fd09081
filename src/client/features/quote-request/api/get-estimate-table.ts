import { useState } from 'react';
import type { EstimateTableResponse } from '#shared/schemas/estimate.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';
import { usePageData } from '../../../lib/use-page-data.ts';

const fromPage = () => readBootstrap().estimateTable;
const fromResponse = (body: EstimateTableResponse) => body;

/**
 * The instant estimate's cost table (issue #12): written into the /get-quote page with the
 * form's choices, fetched only where the page did not bring it (the Vite dev server).
 */
export function useEstimateTable() {
  const [table] = useState(fromPage);
  return usePageData(table, '/api/estimate-table', fromResponse);
}
