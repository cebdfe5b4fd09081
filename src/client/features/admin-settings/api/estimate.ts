import type { EstimateTableResponse, EstimateTableWrite } from '#shared/schemas/estimate.ts';
import { settingsResource } from '../../../lib/resource-hooks.ts';

const estimateTable = settingsResource<EstimateTableResponse, EstimateTableWrite>(
  '/api/admin/settings/estimate',
);

export const estimateTableQuery = estimateTable.query;
export const useEstimateSettings = estimateTable.useSettings;
export const useSaveEstimateTable = estimateTable.useSaveSettings;
