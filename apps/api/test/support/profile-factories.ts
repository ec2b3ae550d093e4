import type { CompleteProfileInput } from '@portal/domain';

/** A valid Complete Profile answer (an MA student of Old Testament), with a fresh ledger number unless given. */
export const completeProfileExample = (overrides: Partial<CompleteProfileInput> & Record<string, unknown> = {}) => ({
  ledger_number: `jets/l/2024/${Math.random().toString().slice(2, 8)}`,
  date_of_birth: '1990-05-01',
  state_of_origin: 'Plateau',
  country_of_origin: 'Nigeria',
  denomination: 'ECWA',
  local_church: 'ECWA Goodnews Church, Jos',
  name_of_pastor: 'Rev. Yakubu Dung',
  work_fulltime: 'no',
  ministry: 'Youth ministry',
  year_of_admission: 2024,
  programme_category: 'Masters Programme',
  programme: 'MA in Old Testament',
  faculty: 'Faculty of Biblical Studies',
  department: 'Old Testament',
  affiliation_status: 'no',
  special_student_category: '',
  ...overrides,
});
