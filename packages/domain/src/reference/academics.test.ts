import { describe, expect, it } from 'vitest';
import {
  ADMISSION_YEARS,
  affiliationOptions,
  COUNTRIES,
  DEPARTMENTS,
  FACULTIES,
  isDepartmentOf,
  isPostgraduateLevel,
  LEVELS,
  PROGRAMME_CATEGORIES,
  programmeCode,
  programmesOf,
} from './academics.js';

describe('reference lists', () => {
  it('lists the eight countries and the admission years 2015 to 2031', () => {
    expect(COUNTRIES).toEqual(['Nigeria', 'Cameroon', 'Liberia', 'Chad', 'Ghana', 'Niger', 'Sudan', 'Benin']);
    expect(ADMISSION_YEARS[0]).toBe(2015);
    expect(ADMISSION_YEARS.at(-1)).toBe(2031);
    expect(ADMISSION_YEARS).toHaveLength(17);
  });

  it('has four faculties whose departments include the fourteen of the charges screen', () => {
    expect(Object.keys(FACULTIES)).toEqual([
      'Faculty of Biblical Studies',
      'Faculty of Theological Studies',
      'Faculty of Practical Theology',
      'Faculty of Education',
    ]);
    const chargeDepartments = [
      'Pastoral Studies',
      'Missions and Intercultural Studies',
      'Youth Ministry',
      'Leadership and Administration',
      'Peace and Conflict Studies',
      'Community Development',
      'Christian Education',
      'Biblical Counselling and Psychology',
      'Old Testament',
      'New Testament',
      'Systematic Theology',
      'Church History and Historical Theology',
      'Christian Ethics and Public Theology',
      'Christian Apologetics',
    ];
    expect(DEPARTMENTS).toEqual(expect.arrayContaining(chargeDepartments));
    expect(new Set(DEPARTMENTS).size).toBe(DEPARTMENTS.length);
    expect(isDepartmentOf('Faculty of Education', 'Christian Education')).toBe(true);
    expect(isDepartmentOf('Faculty of Education', 'Old Testament')).toBe(false);
    expect(isDepartmentOf('No Faculty', 'Old Testament')).toBe(false);
  });

  it('gives each category its programmes, codes and levels', () => {
    expect(programmesOf('Masters Programme')).toHaveLength(13);
    expect(programmesOf('Bachelor of Arts Programme')).toHaveLength(6);
    expect(programmesOf('Nothing')).toEqual([]);
    expect(programmeCode('Master of Divinity Programme', 'Master of Divinity (Pastoral Studies)')).toBe('MD');
    expect(programmeCode('Masters Programme', 'MA in Pastoral Studies')).toBe('PA');
    expect(PROGRAMME_CATEGORIES['PGDT Programme'].levels).toEqual(['5']);
    for (const info of Object.values(PROGRAMME_CATEGORIES)) {
      const codes = Object.values(info.programmes);
      expect(new Set(codes).size, info.short).toBe(codes.length);
    }
  });

  it('offers Yes to the affiliation question only for the Bachelor of Arts', () => {
    expect(affiliationOptions('Bachelor of Arts Programme')).toEqual(['yes', 'no']);
    expect(affiliationOptions('Masters Programme')).toEqual(['no']);
    expect(affiliationOptions('Diploma Programme')).toEqual(['no']);
  });

  it('treats levels 5 to 7 as postgraduate', () => {
    expect(LEVELS.filter(isPostgraduateLevel)).toEqual(['5', '6', '7']);
  });
});
