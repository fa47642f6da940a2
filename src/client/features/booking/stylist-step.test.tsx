// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StylistOption } from '#shared/contract/stylists';
import type { Language } from '../../lib/language';
import { answerCalls, ok, renderInApp } from '../../test-support/render';
import { StylistStep } from './stylist-step';
import { initialWizardState, type WizardState } from './wizard-choices';

const stylist = (
  id: number,
  full_name: string,
  ratings: number | null,
  reviews_count: number,
): StylistOption => ({
  id,
  full_name,
  speciality: '',
  specialties: [],
  speciality_zh: '',
  specialties_zh: [],
  experience_years: 0,
  photo_url: null,
  ratings,
  reviews_count,
  price: 55,
  duration_minutes: 60,
  services: [{ service_id: 5, price: 55 }],
});

const NEWCOMER = stylist(8, 'Nora New', null, 0);
const REGULAR = stylist(2, 'Aisha Rahman', 4.6, 12);
const choosing: WizardState = { ...initialWizardState, step: 1, serviceIds: [5] };
const WORDS = {
  en: { badge: 'New', reviews: '(12 reviews)' },
  zh: { badge: '新', reviews: '（12 条评价）' },
} as const;

const card = (name: string) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

describe('a stylist nobody has rated', () => {
  for (const lang of ['en', 'zh'] as Language[]) {
    it(`shows a "${WORDS[lang].badge}" badge, never stars or a review count, and a rated one their own (${lang})`, async () => {
      answerCalls({ '/api/stylists/listbyserviceids': () => ok([NEWCOMER, REGULAR]) });
      await renderInApp(
        <StylistStep
          state={choosing}
          dispatch={() => {}}
          onChangeServices={() => {}}
          onChangeTime={() => {}}
        />,
        { lang },
      );
      await screen.findByRole('radio', { name: NEWCOMER.full_name });
      const newcomer = within(card(NEWCOMER.full_name));
      expect(newcomer.getByText(WORDS[lang].badge)).toBeTruthy();
      expect(newcomer.queryByText(/^\d\.\d$/)).toBeNull();
      expect(newcomer.queryByText(/review|评价/)).toBeNull();
      const regular = within(card(REGULAR.full_name));
      expect(regular.getByText('4.6')).toBeTruthy();
      expect(regular.getByText(WORDS[lang].reviews)).toBeTruthy();
      expect(regular.queryByText(WORDS[lang].badge)).toBeNull();
    });
  }
});
