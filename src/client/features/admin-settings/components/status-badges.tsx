import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import type { IncompletePaymentStatus } from '../api/incomplete-payments.ts';
import type { ReviewStatus } from '../api/reviews.ts';

type Variant = BadgeProps['variant'];

export const paymentStatusLabels: Record<IncompletePaymentStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};
const paymentVariants: Record<IncompletePaymentStatus, Variant> = {
  new: 'info',
  contacted: 'warning',
  converted: 'success',
  lost: 'secondary',
};

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};
const reviewVariants: Record<ReviewStatus, Variant> = {
  pending: 'warning',
  approved: 'success',
  hidden: 'secondary',
};

export const PaymentStatusBadge = ({ status }: { status: IncompletePaymentStatus }) => (
  <Badge variant={paymentVariants[status]}>{paymentStatusLabels[status]}</Badge>
);

export const ReviewStatusBadge = ({ status }: { status: ReviewStatus }) => (
  <Badge variant={reviewVariants[status]}>{reviewStatusLabels[status]}</Badge>
);

/** Active or Inactive, in words (never colour alone). */
export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
);
