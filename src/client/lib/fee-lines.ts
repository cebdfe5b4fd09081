import { formatMoney } from '#shared/domain/money.ts';
import { feeLines, type OrderFees } from '#shared/domain/order-standing.ts';
import { formatDate } from './date-time.ts';

/**
 * An order's fees in words, formatted one way for every screen that lists them (My Orders, the
 * sign-in dialog's order history, the portal's auction), so the same order reads the same.
 */
export const orderFeeLines = (fees: OrderFees) =>
  feeLines(fees, { money: formatMoney, date: formatDate });
