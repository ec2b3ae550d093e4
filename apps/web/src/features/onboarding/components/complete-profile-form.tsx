import { useWatch, type FieldPath } from 'react-hook-form';
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
import { FormFields, selectSpec, type FieldSpec } from '../../../components/form-fields';
import type { SelectOption } from '../../../components/select-field';
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

type Field = FieldSpec<FieldPath<FormValues>>;

/** A select's choices with the 'Select' prompt. */
function choose(options: readonly (SelectOption | string)[]) {
  return { options, placeholder: 'Select' };
}

/** While the choice it depends on is missing, a select says what to choose first and is disabled. */
function waitFor(chosen: string, what: string) {
  return chosen ? {} : { placeholder: `Choose a ${what} first`, disabled: true };
}

/** A choice and the one that depends on it: a change of the first empties the second (`onChange`). */
function dependent(first: Field, onChange: () => void, second: Field): Field[] {
  return [{ ...first, register: { onChange } }, second];
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
  const { control, setValue, getValues } = form;

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

  const sections: { legend: string; fields: Field[] }[] = [
    {
      legend: 'Personal details',
      fields: [
        {
          name: 'ledger_number',
          id: 'profile-ledger',
          label: 'Ledger Number',
          autoCapitalize: 'characters',
          spellCheck: false,
          hint: 'At least 7 characters.',
        },
        { name: 'date_of_birth', id: 'profile-dob', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
        { name: 'state_of_origin', id: 'profile-state', label: 'State of Origin', autoComplete: 'address-level1' },
        selectSpec('country_of_origin', 'profile-country', 'Country of Origin', COUNTRIES),
      ],
    },
    {
      legend: 'Church and ministry',
      fields: [
        selectSpec('denomination', 'profile-denomination', 'Denomination', DENOMINATIONS),
        { name: 'local_church', id: 'profile-church', label: 'Local Church' },
        { name: 'name_of_pastor', id: 'profile-pastor', label: 'Name of Pastor' },
        selectSpec('work_fulltime', 'profile-fulltime', 'Do you work full-time?', YES_NO),
        { name: 'ministry', id: 'profile-ministry', label: 'Ministry' },
      ],
    },
    {
      legend: 'Programme',
      fields: [
        selectSpec('year_of_admission', 'profile-year', 'Year of Admission', YEAR_OPTIONS),
        ...dependent(
          selectSpec('programme_category', 'profile-category', 'Programme Category', PROGRAMME_CATEGORY_NAMES),
          onCategoryChange,
          {
            ...selectSpec('programme', 'profile-programme', 'Programme', programmes),
            ...waitFor(category, 'category'),
          },
        ),
        ...dependent(selectSpec('faculty', 'profile-faculty', 'Faculty', FACULTY_NAMES), onFacultyChange, {
          ...selectSpec('department', 'profile-department', 'Department', departments),
          ...waitFor(faculty, 'faculty'),
        }),
        {
          kind: 'select',
          name: 'affiliation_status',
          id: 'profile-affiliation',
          label: 'Affiliation',
          ...choose(affiliation),
          ...waitFor(category, 'category'),
          hint: 'Yes is offered only for the Bachelor of Arts Programme.',
        },
        {
          kind: 'select',
          name: 'special_student_category',
          id: 'profile-special',
          label: 'Special Student Category',
          hint: 'Optional.',
          options: SPECIAL_CATEGORY_OPTIONS,
        },
      ],
    },
  ];

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Submit">
      {sections.map((section) => (
        <fieldset key={section.legend} className="fieldset">
          <legend className="fieldset__legend">{section.legend}</legend>
          <div className="form-grid">
            <FormFields form={form} fields={section.fields} />
          </div>
        </fieldset>
      ))}
    </FormFrame>
  );
}
