/**
 * "Any stylist", offered first in both orders. It costs what the cheapest of the listed stylists
 * costs: in the time-first order those are the ones free at the chosen time, so that is the total;
 * in the stylist-first order the time is not chosen yet, so it is a "from" price, made exact once a
 * time is (any-stylist-price.ts).
 */
import { type Dispatch, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistOption } from '#shared/contract/stylists';
import { money } from '../../components/format';
import { UsersIcon } from '../../components/page-icons';
import { anyStylistFrom, cheapestOf } from './stylist-prices';
import styles from './stylist-step.module.css';
import { ANY_STYLIST, type WizardAction, type WizardState } from './wizard-state';

type Props = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  stylists: readonly StylistOption[];
  currency?: string;
  /** The stylist-first order: the price is the lowest one, the time not chosen yet. */
  from?: boolean;
};

export function AnyStylistCard({ state, dispatch, stylists, currency, from = false }: Props) {
  const { t } = useTranslation('booking');
  const id = useId();
  const cheapest = cheapestOf(stylists);
  if (!cheapest) return null;
  const selected = state.stylist?.id === ANY_STYLIST;
  const price = money(cheapest.price, currency);
  return (
    <li>
      <label className={`${styles.card} ${styles.any} ${selected ? styles.selected : ''}`}>
        <input
          type="radio"
          name="stylist"
          className="visually-hidden"
          checked={selected}
          onChange={() => dispatch({ type: 'chooseStylist', stylist: anyStylistFrom(cheapest) })}
          aria-labelledby={`${id}-any`}
          aria-describedby={`${id}-any-text ${id}-any-price`}
        />
        <span className={styles.photo} aria-hidden="true">
          <UsersIcon size={28} />
        </span>
        <span className={styles.body}>
          <span className={styles.nameRow}>
            <span id={`${id}-any`} className={styles.name}>
              {t('stylists.anyTitle')}
            </span>
            <span className={styles.priceBox}>
              <span id={`${id}-any-price`} className={styles.price}>
                {from ? t('stylists.anyFrom', { price }) : price}
              </span>
            </span>
          </span>
          <span id={`${id}-any-text`} className={styles.rating}>
            {from ? t('stylists.anyTextLater') : t('stylists.anyText')}
          </span>
        </span>
      </label>
    </li>
  );
}
