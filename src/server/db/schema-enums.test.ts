import { describe, expect, it } from 'vitest';
import {
  dropdownCategories,
  jobStatusCategories,
  leadStatuses,
  orderStatuses,
  reviewProjectTypes,
  staffRoles,
} from '#shared/constants/options.ts';
import { fileKinds } from '#shared/constants/uploads.ts';
import { auctionStates } from '#shared/domain/auction.ts';
import {
  auctionState,
  dropdownCategory,
  fileKind,
  jobStatusCategory,
  leadStatus,
  orderStatus,
  reviewProjectType,
  staffRole,
} from './schema/enums.ts';

// The database enums are written out for drizzle-kit; they must match the shared constants.
describe('database enums', () => {
  it.each([
    ['lead_status', leadStatus.enumValues, leadStatuses],
    ['order_status', orderStatus.enumValues, orderStatuses],
    ['dropdown_category', dropdownCategory.enumValues, dropdownCategories],
    ['job_status_category', jobStatusCategory.enumValues, jobStatusCategories],
    ['review_project_type', reviewProjectType.enumValues, reviewProjectTypes],
    ['staff_role', staffRole.enumValues, staffRoles],
    ['file_kind', fileKind.enumValues, fileKinds],
    ['auction_state', auctionState.enumValues, auctionStates],
  ])('%s matches the shared constant', (_name, database, shared) => {
    expect([...database]).toEqual([...shared]);
  });
});
