import { pgEnum } from 'drizzle-orm/pg-core';
// Relative paths: drizzle-kit reads this file on its own and does not know the #shared alias.
import {
  dropdownCategories,
  jobStatusCategories,
  leadStatuses,
  orderStatuses,
  reviewProjectTypes,
  staffRoles,
} from '../../../shared/constants/options.ts';
import { questionStatuses } from '../../../shared/constants/question-status.ts';
import { fileKinds } from '../../../shared/constants/uploads.ts';
import { auctionStates } from '../../../shared/domain/auction.ts';

// The enums the app also checks in code take their values from the shared lists, so the two
// cannot drift apart (src/server/db/schema-enums.test.ts still compares them).

export const staffRole = pgEnum('staff_role', staffRoles);
export const sessionKind = pgEnum('session_kind', ['customer', 'staff']);
// setup: after a payment; signup: confirms a self-service signup; reset: forgot password;
// invite: a staff member added by an admin.
export const passwordTokenPurpose = pgEnum('password_token_purpose', [
  'setup',
  'reset',
  'invite',
  'signup',
]);

export const leadStatus = pgEnum('lead_status', leadStatuses);
export const leadSource = pgEnum('lead_source', ['web', 'admin', 'pipeline', 'qr', 'checkout']);

export const orderStatus = pgEnum('order_status', orderStatuses);
export const auctionState = pgEnum('auction_state', auctionStates);

export const bidStatus = pgEnum('bid_status', ['pending', 'approved', 'rejected', 'withdrawn']);
export const bidWorkflow = pgEnum('bid_workflow', ['draft', 'submitted', 'awarded', 'declined']);
export const priority = pgEnum('priority', ['low', 'medium', 'high']);

export const dropdownCategory = pgEnum('dropdown_category', dropdownCategories);
export const jobStatusCategory = pgEnum('job_status_category', jobStatusCategories);

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed_price']);
export const paymentProvider = pgEnum('payment_provider', ['stripe', 'test']);
export const paymentPurpose = pgEnum('payment_purpose', ['auction_fee', 'reveal_fee']);
export const paymentStatus = pgEnum('payment_status', [
  'open',
  'paid',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
]);
export const incompletePaymentStatus = pgEnum('incomplete_payment_status', [
  'new',
  'contacted',
  'converted',
  'lost',
]);

export const fileKind = pgEnum('file_kind', fileKinds);

export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'hidden']);
export const reviewProjectType = pgEnum('review_project_type', reviewProjectTypes);

// 'stored': kept and readable, never sent, because no SMTP server is configured.
export const emailStatus = pgEnum('email_status', [
  'pending',
  'sending',
  'sent',
  'failed',
  'stored',
]);
export const emailTemplate = pgEnum('email_template', [
  'welcome',
  'lead',
  'auction',
  'password_reset',
  'account_confirm',
  'account_exists',
  'staff_invite',
  'auction_update',
  'custom',
  // A sales rep's daily follow-up digest (src/server/jobs/pipeline-digest.ts).
  'pipeline_digest',
  // Tells a sales rep that somebody else reassigned one of their leads.
  'pipeline_reassigned',
  // A contractor application received, rejected or missing a document; a document expiring.
  'contractor_vetting',
]);
export const testCheckoutStatus = pgEnum('test_checkout_status', [
  'open',
  'complete',
  'cancelled',
  'expired',
]);
export const actorType = pgEnum('actor_type', ['staff', 'customer', 'system', 'anonymous']);

/**
 * Questions before bidding: a contractor asks the owner (the answer is shown to every
 * contractor on the auction), or the owner asks one bidder about its bid.
 */
export const questionDirection = pgEnum('question_direction', ['to_owner', 'to_bidder']);
export const questionStatus = pgEnum('question_status', questionStatuses);
