import { partialDate } from '../src/lib/json-resume/dates';
import { joinDegree, splitDegree } from '../src/lib/json-resume/degree';
import { locationLine, locationParts } from '../src/lib/json-resume/location';

describe('JSON Resume locations', () => {
  it.each([
    ['Berlin, Germany', { city: 'Berlin', countryCode: 'DE' }],
    ['Austin, TX', { city: 'Austin', region: 'TX', countryCode: 'US' }],
    ['San Francisco, CA, USA', { city: 'San Francisco', region: 'CA', countryCode: 'US' }],
    ['London, UK', { city: 'London', countryCode: 'GB' }],
    ['London', { city: 'London' }],
    ['Springfield, Northshire', { city: 'Springfield', region: 'Northshire' }],
  ])('%s → %j', (location, parts) => {
    expect(locationParts(location)).toEqual(parts);
  });

  it.each([
    [{ city: 'Berlin', countryCode: 'DE' }, 'Berlin, Germany'],
    [{ city: 'Austin', region: 'TX', countryCode: 'US' }, 'Austin, TX'],
    [{ city: 'San Francisco', region: 'California', countryCode: 'US' }, 'San Francisco, California, United States'],
    [{ city: 'Atlantis', countryCode: 'XX' }, 'Atlantis, XX'],
    [{}, null],
  ])('%j → %s', (parts, line) => {
    expect(locationLine(parts)).toBe(line);
  });
});

describe('JSON Resume degrees', () => {
  it.each<[string, { studyType: string; area?: string }]>([
    ['MSc Computer Science', { studyType: 'MSc', area: 'Computer Science' }],
    ['B.S. Physics', { studyType: 'B.S.', area: 'Physics' }],
    ['Bachelor of Arts in History', { studyType: 'Bachelor of Arts', area: 'History' }],
    ['MSc in Physics', { studyType: 'MSc in Physics' }],
    ['Master of Science, Computer Science', { studyType: 'Master of Science, Computer Science' }],
    ['Diploma', { studyType: 'Diploma' }],
  ])('%s splits so that joining gives it back', (degree, parts) => {
    expect(splitDegree(degree)).toEqual(parts);
    expect(joinDegree(parts.studyType, parts.area ?? '')).toBe(degree);
  });

  it('joins a spelled-out study type and an area with "in"', () => {
    expect(joinDegree('Bachelor', 'Information Technology')).toBe('Bachelor in Information Technology');
    expect(joinDegree('', 'Mathematics')).toBe('Mathematics');
  });
});

describe('JSON Resume dates', () => {
  it.each([
    ['2012', '2012'],
    ['2012-03', '2012-03'],
    ['2012-03-04', '2012-03-04'],
    ['2012-03-04T10:00:00.000Z', '2012-03-04'],
    [' 2012-03 ', '2012-03'],
    ['2019-02-30', '2019-02'],
    ['2019-13', '2019'],
  ])('%j keeps the precision it was given: %j', (value, date) => {
    expect(partialDate(value)).toBe(date);
  });

  it.each(['', null, undefined, 'March 2020', '20-1'])('%j is no date', (value) => {
    expect(partialDate(value)).toBeNull();
  });
});
