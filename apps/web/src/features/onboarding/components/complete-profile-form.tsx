import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import {
  ADMISSION_YEARS,
  affiliationOptions,
  completeProfileSchema,
  COUNTRIES,
  DENOMINATIONS,
  FACULTY_NAMES,
  MESSAGES,
  PROGRAMME_CATEGORY_NAMES,
  programmesOf,
} from '@portal/domain';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage } from '../../../lib/api-client';
import { departmentsOf } from '../../../lib/academics';
import { useCompleteProfile, type CompletedProfile } from '../api/complete-profile';

type FormValues = z.input<typeof completeProfileSchema>;
type FormOutput = z.output<typeof completeProfileSchema>;

const EMPTY = {
  ledger_number: '',
  date_of_birth: '',
  state_of_origin: '',
  country_of_origin: '',
  denomination: '',
  local_church: '',
  name_of_pastor: '',
  work_fulltime: '',
  ministry: '',
  year_of_admission: '',
  programme_category: '',
  programme: '',
  faculty: '',
  department: '',
  affiliation_status: '',
  special_student_category: '',
} as unknown as FormValues;

const YES_NO_LABELS: Record<'yes' | 'no', string> = { yes: 'Yes', no: 'No' };
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const YEAR_OPTIONS = ADMISSION_YEARS.map(String);
const SPECIAL_CATEGORY_OPTIONS = [
  { value: '', label: 'None' },
  { value: 'JETS Staff', label: 'JETS Staff' },
];

export interface CompleteProfileFormProps {
  onCompleted: (result: CompletedProfile) => Promise<void> | void;
}

/** Complete Profile: the student record, in fieldsets that stack on a phone. */
export function CompleteProfileForm({ onCompleted }: CompleteProfileFormProps) {
  const completeProfile = useCompleteProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(completeProfileSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const category = useWatch({ control, name: 'programme_category' }) ?? '';
  const faculty = useWatch({ control, name: 'faculty' }) ?? '';
  const programmes = category ? programmesOf(category) : [];
  const departments = departmentsOf(faculty);
  const affiliation = category ? affiliationOptions(category).map((v) => ({ value: v, label: YES_NO_LABELS[v] })) : [];

  const isProcessing = isSubmitting || completeProfile.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onCompleted(await completeProfile.mutateAsync(values));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  // A change of category or faculty empties the choices that depend on it.
  // A choice that is emptied shows '*Required' at once; one never made stays quiet.
  const onCategoryChange = () => {
    setValue('programme', '', { shouldValidate: Boolean(getValues('programme')), shouldDirty: true });
    const options = affiliationOptions(getValues('programme_category')) as readonly string[];
    const affiliation = getValues('affiliation_status') as string;
    if (!options.includes(affiliation)) {
      setValue('affiliation_status', '' as FormValues['affiliation_status'], { shouldValidate: Boolean(affiliation) });
    }
  };
  const onFacultyChange = () =>
    setValue('department', '', { shouldValidate: Boolean(getValues('department')), shouldDirty: true });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Personal details</legend>
        <div className="form-grid">
          <FormField
            id="profile-ledger"
            label="Ledger Number"
            autoCapitalize="characters"
            spellCheck={false}
            hint="At least 7 characters."
            registration={register('ledger_number')}
            error={errors.ledger_number?.message}
          />
          <FormField
            id="profile-dob"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            registration={register('date_of_birth')}
            error={errors.date_of_birth?.message}
          />
          <FormField
            id="profile-state"
            label="State of Origin"
            autoComplete="address-level1"
            registration={register('state_of_origin')}
            error={errors.state_of_origin?.message}
          />
          <SelectField
            id="profile-country"
            label="Country of Origin"
            placeholder="Select"
            options={COUNTRIES}
            registration={register('country_of_origin')}
            error={errors.country_of_origin?.message}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Church and ministry</legend>
        <div className="form-grid">
          <SelectField
            id="profile-denomination"
            label="Denomination"
            placeholder="Select"
            options={DENOMINATIONS}
            registration={register('denomination')}
            error={errors.denomination?.message}
          />
          <FormField
            id="profile-church"
            label="Local Church"
            registration={register('local_church')}
            error={errors.local_church?.message}
          />
          <FormField
            id="profile-pastor"
            label="Name of Pastor"
            registration={register('name_of_pastor')}
            error={errors.name_of_pastor?.message}
          />
          <SelectField
            id="profile-fulltime"
            label="Do you work full-time?"
            placeholder="Select"
            options={YES_NO}
            registration={register('work_fulltime')}
            error={errors.work_fulltime?.message}
          />
          <FormField
            id="profile-ministry"
            label="Ministry"
            registration={register('ministry')}
            error={errors.ministry?.message}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Programme</legend>
        <div className="form-grid">
          <SelectField
            id="profile-year"
            label="Year of Admission"
            placeholder="Select"
            options={YEAR_OPTIONS}
            registration={register('year_of_admission')}
            error={errors.year_of_admission?.message}
          />
          <SelectField
            id="profile-category"
            label="Programme Category"
            placeholder="Select"
            options={PROGRAMME_CATEGORY_NAMES}
            registration={register('programme_category', { onChange: onCategoryChange })}
            error={errors.programme_category?.message}
          />
          <SelectField
            id="profile-programme"
            label="Programme"
            placeholder={category ? 'Select' : 'Choose a category first'}
            options={programmes}
            disabled={!category}
            registration={register('programme')}
            error={errors.programme?.message}
          />
          <SelectField
            id="profile-faculty"
            label="Faculty"
            placeholder="Select"
            options={FACULTY_NAMES}
            registration={register('faculty', { onChange: onFacultyChange })}
            error={errors.faculty?.message}
          />
          <SelectField
            id="profile-department"
            label="Department"
            placeholder={faculty ? 'Select' : 'Choose a faculty first'}
            options={departments}
            disabled={!faculty}
            registration={register('department')}
            error={errors.department?.message}
          />
          <SelectField
            id="profile-affiliation"
            label="Affiliation"
            placeholder={category ? 'Select' : 'Choose a category first'}
            options={affiliation}
            disabled={!category}
            hint="Yes is offered only for the Bachelor of Arts Programme."
            registration={register('affiliation_status')}
            error={errors.affiliation_status?.message}
          />
          <SelectField
            id="profile-special"
            label="Special Student Category"
            hint="Optional."
            options={SPECIAL_CATEGORY_OPTIONS}
            registration={register('special_student_category')}
            error={errors.special_student_category?.message}
          />
        </div>
      </fieldset>

      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Submit'}
      </button>
    </form>
  );
}
