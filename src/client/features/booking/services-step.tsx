/**
 * Step 1: services as a list with a category filter (all, Hair, Nails, Skincare, Beauty, ...).
 * Each service is a checkbox card: tapping selects or deselects it; the running cart is in the
 * bottom bar.
 */
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, startTransition, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, Service } from '#shared/contract/catalogue';
import { EmptyState } from '../../components/empty-state';
import { langOf, localized, money } from '../../components/format';
import { CheckIcon, ClockIcon, PlusIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { useHydrated } from '../../lib/hydration';
import { useAnnounceChange } from '../../lib/use-announce-change';
import { categoriesQuery, servicesQuery } from './queries';
import { ServiceVisual } from './service-visual';
import { ServicesSkeleton } from './services-skeleton';
import styles from './services-step.module.css';
import { useDuration } from './use-duration';
import type { WizardAction, WizardState } from './wizard-state';

function ServiceCard({
  service,
  category,
  selected,
  onToggle,
  currency,
}: {
  service: Service;
  category: Category | undefined;
  selected: boolean;
  onToggle: () => void;
  currency?: string;
}) {
  const { i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const duration = useDuration();
  const id = useId();
  return (
    <li>
      <label className={`${styles.card} ${selected ? styles.selected : ''}`}>
        <input
          type="checkbox"
          name="service"
          value={service.id}
          className="visually-hidden"
          checked={selected}
          onChange={onToggle}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-meta ${id}-desc`}
        />
        <ServiceVisual service={service} categoryName={category?.name_en ?? service.category_name} />
        <span className={styles.body}>
          <span id={`${id}-name`} className={styles.name}>
            {localized(lang, service.name, service.name_zh)}
          </span>
          <span id={`${id}-desc`} className={styles.desc}>
            {localized(lang, service.description, service.description_zh)}
          </span>
          <span id={`${id}-meta`} className={styles.meta}>
            <ClockIcon size={15} />
            {duration(service.duration_minutes)}
            <span aria-hidden="true">·</span>
            <span className={styles.price}>{money(service.price, currency)}</span>
          </span>
        </span>
        <span className={styles.tick} aria-hidden="true">
          {selected ? <CheckIcon size={18} /> : <PlusIcon size={18} />}
        </span>
      </label>
    </li>
  );
}

/** The cards a phone's first screen shows when the services arrive. */
const FIRST_CARDS = 4;

/**
 * How many of `length` cards to render: the first screen's at once, then all of them in a
 * transition, which React renders in slices. The services arrive through a store update that React
 * renders in one task; all the cards in it were one of the home page's long tasks on a slow phone.
 */
function useCardsShown(length: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && length > FIRST_CARDS) startTransition(() => setAll(true));
  }, [all, length]);
  return all ? length : Math.min(length, FIRST_CARDS);
}

export function ServicesStep({
  state,
  dispatch,
  currency,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  currency?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const services = useQuery(servicesQuery);
  const categories = useQuery(categoriesQuery);
  const shown = services.data
    ? state.category
      ? services.data.filter((s) => s.category_id === state.category)
      : services.data
    : [];
  // a category chip changes the list: its new length is heard ("6 services shown")
  useAnnounceChange(
    services.data ? String(state.category) : null,
    t('services.shown', { count: shown.length }),
  );
  const cards = useCardsShown(shown.length);
  // the prerendered page was built before any service arrived
  const hydrated = useHydrated();
  if (services.isPending || !hydrated) return <ServicesSkeleton />;
  if (services.isError) {
    return <QueryFailed query={services} />;
  }
  const byId = new Map((categories.data ?? []).map((c) => [c.id, c]));
  const used = (categories.data ?? []).filter((c) => services.data.some((s) => s.category_id === c.id));
  return (
    <div>
      {used.length > 1 ? (
        <fieldset
          className={styles.chips}
          // a chip reached with Tab comes fully into view (the row scrolls sideways)
          onFocus={(e) => e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          <legend className="visually-hidden">{t('services.categories')}</legend>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={state.category === 0}
            onClick={() => dispatch({ type: 'setCategory', id: 0 })}
          >
            {t('services.all')}
          </button>
          {used.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.chip}
              aria-pressed={state.category === c.id}
              onClick={() => dispatch({ type: 'setCategory', id: c.id })}
            >
              {localized(lang, c.name_en, c.name_zh)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={t('services.emptyTitle')} text={t('services.emptyText')} />
      ) : (
        <ul className={styles.list} aria-label={t('services.listLabel')}>
          {shown.slice(0, cards).map((s) => (
            <ServiceCard
              key={s.id}
              service={s}
              category={byId.get(s.category_id)}
              selected={state.serviceIds.includes(s.id)}
              currency={currency}
              onToggle={() => dispatch({ type: 'toggleService', id: s.id })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
