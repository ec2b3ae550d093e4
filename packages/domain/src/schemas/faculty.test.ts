import { describe, expect, it } from 'vitest';
import { createFacultySchema } from './faculty.js';

describe('faculty accounts', () => {
  it('upper-cases the surname and needs an 11-digit phone', () => {
    const input = { title: 'Dr.', surname: 'Bako', first_name: 'John', gender: 'Male', phone_number: '08031234567' };
    expect(createFacultySchema.parse(input)).toMatchObject({ surname: 'BAKO', other_names: '' });
    expect(createFacultySchema.safeParse({ ...input, phone_number: '0803123456' }).error?.issues[0]?.message).toBe(
      '*Invalid',
    );
  });
});
