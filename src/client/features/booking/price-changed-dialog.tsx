/**
 * "The price is now S$130.00. Continue?": shown when the salon's total differs from the one the Pay
 * button showed (a price was edited, or the cheapest free stylist was just taken). Nothing is paid
 * until the customer says yes; the Pay button behind it already shows the new amount.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';

type Props = { total: string; onContinue: () => void; onCancel: () => void };

export function PriceChangedDialog({ total, onContinue, onCancel }: Props) {
  const { t } = useTranslation('booking');
  return (
    <ConfirmDialog
      open
      variant="primary"
      title={t('priceChange.title')}
      text={t('priceChange.text', { amount: total })}
      confirmLabel={t('priceChange.continue')}
      onConfirm={onContinue}
      onCancel={onCancel}
    />
  );
}
