/**
 * Gender and date of birth, both optional: the gender starts on "Not given" (nothing is assumed)
 * and a date left empty is sent as none. Registration and the profile dialog ask them alike.
 */
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { type FieldError, useFieldText } from '../../lib/form-check';

export type GenderChoice = '' | '1' | '2' | '3';

/** What the form holds -> what the contract takes. */
export const genderOf = (choice: GenderChoice): 1 | 2 | 3 | null =>
  choice ? (Number(choice) as 1 | 2 | 3) : null;
export const choiceOf = (gender: 1 | 2 | 3 | null): GenderChoice =>
  gender ? (String(gender) as GenderChoice) : '';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type Field = 'gender' | 'date_of_birth';

type Props = {
  /** The form (use-checked-form.ts) the two fields belong to. */
  form: {
    values: { gender: GenderChoice; date_of_birth: string };
    errors: Partial<Record<Field, FieldError>>;
    set: (field: never, value: never) => void;
  };
  className?: string;
};

export function PersonalFields({ form, className }: Props) {
  const { values, errors } = form;
  const onChange = form.set as (field: Field, value: string) => void;
  const { t } = useTranslation();
  const text = useFieldText();
  return (
    <div className={className}>
      <SelectField
        label={t('auth.genderOptional')}
        name="gender"
        value={values.gender}
        onChange={(e) => onChange('gender', e.target.value)}
        error={text(errors.gender)}
      >
        <option value="">{t('auth.genderNotGiven')}</option>
        <option value="1">{t('auth.genderMale')}</option>
        <option value="2">{t('auth.genderFemale')}</option>
        <option value="3">{t('auth.genderOther')}</option>
      </SelectField>
      <TextField
        label={t('auth.dateOfBirthOptional')}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        max={localToday()}
        value={values.date_of_birth}
        onChange={(e) => onChange('date_of_birth', e.target.value)}
        error={text(errors.date_of_birth)}
      />
    </div>
  );
}
