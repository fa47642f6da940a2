/**
 * Gender and date of birth, both optional: the gender starts on "Not given" (nothing is assumed)
 * and a date left empty is sent as none. Registration and the profile dialog ask them alike.
 */
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';

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

type Props = {
  gender: GenderChoice;
  dateOfBirth: string;
  onGender: (value: GenderChoice) => void;
  onDateOfBirth: (value: string) => void;
  errors: { gender?: string | null; date_of_birth?: string | null };
  className?: string;
};

export function PersonalFields({ gender, dateOfBirth, onGender, onDateOfBirth, errors, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <SelectField
        label={t('auth.genderOptional')}
        name="gender"
        value={gender}
        onChange={(e) => onGender(e.target.value as GenderChoice)}
        error={errors.gender ?? null}
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
        value={dateOfBirth}
        onChange={(e) => onDateOfBirth(e.target.value)}
        error={errors.date_of_birth ?? null}
      />
    </div>
  );
}
