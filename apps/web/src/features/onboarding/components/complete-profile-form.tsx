import { useWatch } from 'react-hook-form';
import { useServerForm } from '../../../lib/use-server-form';
import {
  ADMISSION_YEARS,
  affiliationOptions,
  completeProfileSchema,
  COUNTRIES,
  DENOMINATIONS,
  FACULTY_NAMES,
  PROGRAMME_CATEGORY_NAMES,
  programmesOf,
} from '@portal/domain';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { FormFrame } from '../../../components/form-frame';
import { departmentsOf } from '../../../lib/academics';
import { useCompleteProfile, type CompletedProfile } from '../api/complete-profile';

type FormValues = z.input<typeof completeProfileSchema>;

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
  const form = useServerForm({
    schema: completeProfileSchema,
    isPending: completeProfile.isPending,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { register, control, setValue, getValues, errors } = form;

  const category = useWatch({ control, name: 'programme_category' }) ?? '';
  const faculty = useWatch({ control, name: 'faculty' }) ?? '';
  const programmes = category ? programmesOf(category) : [];
  const departments = departmentsOf(faculty);
  const affiliation = category ? affiliationOptions(category).map((v) => ({ value: v, label: YES_NO_LABELS[v] })) : [];

  const onSubmit = form.submitWith(async (values) => {
    await onCompleted(await completeProfile.mutateAsync(values));
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
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Submit">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">Personal details</legend>
        <div className="form-grid">
          <FormField
            id="profile-ledger"
            label="Ledger Number"
            autoCapitalize="characters"
            spellCheck={false}
            hint="At least 7 characters."
            {...form.field('ledger_number')}
          />
          <FormField
            id="profile-dob"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            {...form.field('date_of_birth')}
          />
          <FormField
            id="profile-state"
            label="State of Origin"
            autoComplete="address-level1"
            {...form.field('state_of_origin')}
          />
          <SelectField
            id="profile-country"
            label="Country of Origin"
            placeholder="Select"
            options={COUNTRIES}
            {...form.field('country_of_origin')}
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
            {...form.field('denomination')}
          />
          <FormField id="profile-church" label="Local Church" {...form.field('local_church')} />
          <FormField id="profile-pastor" label="Name of Pastor" {...form.field('name_of_pastor')} />
          <SelectField
            id="profile-fulltime"
            label="Do you work full-time?"
            placeholder="Select"
            options={YES_NO}
            {...form.field('work_fulltime')}
          />
          <FormField id="profile-ministry" label="Ministry" {...form.field('ministry')} />
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
            {...form.field('year_of_admission')}
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
            {...form.field('programme')}
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
            {...form.field('department')}
          />
          <SelectField
            id="profile-affiliation"
            label="Affiliation"
            placeholder={category ? 'Select' : 'Choose a category first'}
            options={affiliation}
            disabled={!category}
            hint="Yes is offered only for the Bachelor of Arts Programme."
            {...form.field('affiliation_status')}
          />
          <SelectField
            id="profile-special"
            label="Special Student Category"
            hint="Optional."
            options={SPECIAL_CATEGORY_OPTIONS}
            {...form.field('special_student_category')}
          />
        </div>
      </fieldset>
    </FormFrame>
  );
}
