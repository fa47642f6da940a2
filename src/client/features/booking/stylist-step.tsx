/**
 * The stylist step: stylists who do every chosen service, with photo, specialties, their real
 * rating (a "New" badge while nobody has rated them: no invented reviews, docs/decisions.md) and
 * their price for the chosen services, "Any stylist" first in either order (any-stylist-card.tsx). In the date-and-time-first
 * order the list is the stylists free at the chosen time. No stylist: the no-stylists state with
 * Change services.
 */
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistOption } from '#shared/contract/stylists';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { langOf, money } from '../../components/format';
import { QueryFailed } from '../../components/load-state';
import { StarIcon, UsersIcon } from '../../components/page-icons';
import { Skeleton } from '../../components/skeleton';
import { AnyStylistCard } from './any-stylist-card';
import { availableStylistsQuery } from './later-step-queries';
import { stylistsQuery } from './queries';
import { chosenFrom } from './stylist-prices';
import { ratingOf } from './stylist-rating';
import styles from './stylist-step.module.css';
import type { WizardAction, WizardState } from './wizard-state';

type Props = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  currency?: string;
  onChangeServices: () => void;
  onChangeTime: () => void;
};

export function StylistStep(props: Props) {
  return props.state.flow === 'time' ? <AvailableStylists {...props} /> : <AllStylists {...props} />;
}

function AllStylists({ state, dispatch, currency, onChangeServices }: Props) {
  const { t } = useTranslation('booking');
  const query = useQuery(stylistsQuery(state.serviceIds, state.stylistListEpoch));
  if (query.isPending) return <StylistsSkeleton />;
  if (query.isError) return <QueryFailed query={query} />;
  if (query.data.length === 0) {
    return (
      <NoStylists
        title={t('stylists.noneTitle')}
        text={t('stylists.noneText')}
        action={t('stylists.changeServices')}
        onAction={onChangeServices}
      />
    );
  }
  return <StylistList state={state} dispatch={dispatch} stylists={query.data} currency={currency} from />;
}

function AvailableStylists({ state, dispatch, currency, onChangeTime }: Props) {
  const { t } = useTranslation('booking');
  const query = useQuery(availableStylistsQuery(state.date ?? '', state.slot?.id ?? 0, state.serviceIds));
  if (query.isPending && query.fetchStatus === 'paused')
    return <EmptyState icon={<UsersIcon size={40} />} title={t('offline.stylistsLater')} />;
  if (query.isPending) return <StylistsSkeleton />;
  if (query.isError) return <QueryFailed query={query} />;
  if (query.data.length === 0) {
    return (
      <NoStylists
        title={t('stylists.noneFreeTitle')}
        text={t('stylists.noneFreeText')}
        action={t('stylists.changeTime')}
        onAction={onChangeTime}
      />
    );
  }
  return (
    <>
      <p className={styles.lead}>{t('stylists.freeLead', { count: query.data.length })}</p>
      <StylistList state={state} dispatch={dispatch} stylists={query.data} currency={currency} />
    </>
  );
}

/** No stylist to choose, and the step back that changes that. */
function NoStylists(p: { title: string; text: string; action: string; onAction: () => void }) {
  return (
    <EmptyState
      icon={<UsersIcon size={40} />}
      title={p.title}
      text={p.text}
      action={<Button onClick={p.onAction}>{p.action}</Button>}
    />
  );
}

/** "Any stylist" first, then each stylist to choose (`from`: before a time is chosen, its price is a "from" price). */
function StylistList({
  state,
  dispatch,
  stylists,
  currency,
  from,
}: Pick<Props, 'state' | 'dispatch' | 'currency'> & { stylists: StylistOption[]; from?: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <ul className={styles.list} aria-label={t('stylists.listLabel')}>
      <AnyStylistCard state={state} dispatch={dispatch} stylists={stylists} currency={currency} from={from} />
      {stylists.map((s) => (
        <StylistCard
          key={s.id}
          stylist={s}
          currency={currency}
          selected={state.stylist?.id === s.id}
          onSelect={() => dispatch({ type: 'chooseStylist', stylist: chosenFrom(s) })}
        />
      ))}
    </ul>
  );
}

function StylistCard({
  stylist,
  selected,
  onSelect,
  currency,
}: {
  stylist: StylistOption;
  selected: boolean;
  onSelect: () => void;
  currency?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const id = useId();
  const rating = ratingOf(stylist);
  const tags = specialtyTags(stylist, langOf(i18n.language));
  return (
    <li>
      <label className={`${styles.card} ${selected ? styles.selected : ''}`}>
        <input
          type="radio"
          name="stylist"
          className="visually-hidden"
          checked={selected}
          onChange={onSelect}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-details ${id}-price`}
        />
        <span className={styles.photo}>
          {stylist.photo_url ? (
            <img src={stylist.photo_url} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span aria-hidden="true">{stylist.full_name.slice(0, 1)}</span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.nameRow}>
            <span id={`${id}-name`} className={styles.name}>
              {stylist.full_name}
            </span>
            <span id={`${id}-price`} className={styles.price}>
              {money(stylist.price, currency)}
            </span>
          </span>
          <span id={`${id}-details`}>
            {tags.length ? (
              <span className={styles.tags}>
                {tags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
              </span>
            ) : null}
            <span className={styles.rating}>
              {rating ? (
                <>
                  <StarIcon size={15} filled className={styles.star} />
                  <span className={styles.ratingValue}>{rating.value.toFixed(1)}</span>
                  <span>{t('stylists.reviews', { count: rating.count })}</span>
                </>
              ) : (
                <span className={styles.newBadge}>{t('stylists.new')}</span>
              )}
              {stylist.experience_years > 0 ? (
                <span>· {t('stylists.years', { count: stylist.experience_years })}</span>
              ) : null}
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}

/** Up to three specialties in the reader's language (Chinese falls back to English when not given). */
export function specialtyTags(
  s: Pick<StylistOption, 'speciality' | 'specialties'> & Partial<Pick<StylistOption, 'specialties_zh'>>,
  lang: 'en' | 'zh',
): string[] {
  const zh = lang === 'zh' ? (s.specialties_zh ?? []) : [];
  const list = zh.length ? zh : s.specialties.length ? s.specialties : s.speciality ? [s.speciality] : [];
  return list.slice(0, 3);
}

export function StylistsSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('stylists.loading')}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton width={64} height={64} radius="50%" />
            <span className={styles.skeletonLines}>
              <Skeleton width="50%" height={18} />
              <Skeleton width="70%" height={14} />
              <Skeleton width="35%" height={14} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
