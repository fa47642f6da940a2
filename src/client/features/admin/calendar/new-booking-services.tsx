/** The new-booking sheet's services: the chosen stylist's, each with its length and this stylist's price. */
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistService } from '#shared/contract/stylists';
import styles from './front-desk.module.css';

type Props = {
  /** No stylist chosen yet: the services wait for one. */
  noStylist: boolean;
  offered: readonly StylistService[];
  serviceIds: number[];
  onServiceIds: Dispatch<SetStateAction<number[]>>;
  money: (amount: number) => string;
};

export function NewBookingServices({ noStylist, offered, serviceIds, onServiceIds, money }: Props) {
  const { t, i18n } = useTranslation('admin');
  const localName = (s: StylistService) =>
    i18n.language === 'zh' && s.service.name_zh ? s.service.name_zh : s.service.name;
  return (
    <fieldset className={styles.choices}>
      <legend>{t('calendar.details.services')}</legend>
      {noStylist ? <p className={styles.muted}>{t('frontDesk.create.stylistFirst')}</p> : null}
      {offered.map((s) => (
        <label key={s.service_id} className={styles.choice}>
          <input
            type="checkbox"
            checked={serviceIds.includes(s.service_id)}
            onChange={(e) =>
              onServiceIds((ids) =>
                e.target.checked ? [...ids, s.service_id] : ids.filter((id) => id !== s.service_id),
              )
            }
          />
          <span className={styles.choiceMain}>
            <span>{localName(s)}</span>
            <span className={styles.choiceSub}>
              {t('frontDesk.minutes', { count: s.service.duration_minutes })}
            </span>
          </span>
          <strong>{money(s.price)}</strong>
        </label>
      ))}
    </fieldset>
  );
}
