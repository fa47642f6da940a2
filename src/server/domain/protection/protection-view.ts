/** A booking row's no-show protection and fee, as the calendar, the client sheet and the manage page answer them. */
import type { BookingProtectionView } from '#shared/contract/protection';
import { protectionView } from '#shared/domain/protection';
import type { BookingRow } from '../booking-store/rows';

export function protectionOfRow(b: BookingRow): BookingProtectionView {
  return protectionView({
    protection: b.protection,
    depositAmount: Number(b.depositAmount),
    totalAmount: Number(b.totalAmount),
    paymentMethod: b.paymentMethod,
    paymentState: b.paymentState,
    lateCancelFeePercent: b.lateCancelFeePercent,
    noShowFeePercent: b.noShowFeePercent,
    feeAmount: Number(b.feeAmount),
    feeState: b.feeState,
    balancePaidAmount: b.balancePaidAmount,
  });
}
