import { findDateRange, parseDatePoint } from '../src/lib/resume-parser/dates';

describe('date points at the precision written', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['January 2020', '2020-01'],
    ['01/2020', '2020-01'],
    ['1/2020', '2020-01'],
    ['2020-01', '2020-01'],
    ['04.2019', '2019-04'],
    ['2019.04', '2019-04'],
    ['2019', '2019'],
    ['Mar 4, 2019', '2019-03-04'],
    ['4 March 2019', '2019-03-04'],
    ['2019-03-04', '2019-03-04'],
    ['Spring 2020', '2020-03'],
    ['Summer 2020', '2020-06'],
    ['Fall 2020', '2020-09'],
    ['Autumn 2020', '2020-09'],
    ['Winter 2020', '2020-12'],
  ])('%s → %s', (text, expected) => expect(parseDatePoint(text)).toBe(expected));

  it.each([
    // German
    ['März 2019', '2019-03'], ['Mai 2019', '2019-05'], ['Okt 2019', '2019-10'], ['Dezember 2019', '2019-12'], ['4. März 2019', '2019-03-04'],
    // French
    ['janvier 2020', '2020-01'], ['févr. 2020', '2020-02'], ['août 2018', '2018-08'], ['décembre 2017', '2017-12'], ['avr. 2016', '2016-04'],
    // Spanish
    ['enero 2020', '2020-01'], ['sept. 2019', '2019-09'], ['enero de 2020', '2020-01'], ['dic 2015', '2015-12'], ['abril 2021', '2021-04'],
    // Dutch
    ['mei 2018', '2018-05'], ['okt 2018', '2018-10'], ['maart 2017', '2017-03'], ['mrt 2017', '2017-03'], ['augustus 2016', '2016-08'],
  ])('reads the month name %s', (text, expected) => expect(parseDatePoint(text)).toBe(expected));

  it('is null for a present word and for text that is no date', () => {
    expect(parseDatePoint('Present')).toBeNull();
    expect(parseDatePoint('Acme')).toBeNull();
  });
});

describe('date ranges in five languages', () => {
  it.each([
    ['Jan 2020 – Present', '2020-01', null],
    ['Jan 2020 — Current', '2020-01', null],
    ['2019 - Now', '2019', null],
    ['2019 to Today', '2019', null],
    ['2018 until 2020', '2018', '2020'],
    ['04.2019 – heute', '2019-04', null],
    ['März 2019 bis jetzt', '2019-03', null],
    ['Mai 2015 bis Okt 2018', '2015-05', '2018-10'],
    ["janvier 2020 à aujourd'hui", '2020-01', null],
    ['févr. 2018 – actuel', '2018-02', null],
    ['sept. 2016 au août 2018', '2016-09', '2018-08'],
    ['enero 2019 a la actualidad', '2019-01', null],
    ['marzo 2017 – presente', '2017-03', null],
    ['sept. 2014 a dic 2016', '2014-09', '2016-12'],
    ['mei 2018 tot heden', '2018-05', null],
    ['okt 2016 – nu', '2016-10', null],
    ['2019.04 – 2021.06', '2019-04', '2021-06'],
    ['1/2020 - 12/2021', '2020-01', '2021-12'],
    ['Spring 2020 – Fall 2020', '2020-03', '2020-09'],
  ])('%s', (text, startDate, endDate) => expect(findDateRange(text)).toMatchObject({ startDate, endDate }));

  it('finds the dates anywhere on a line and leaves the rest as fields', () => {
    expect(findDateRange('Acme GmbH, 04.2019 – heute, Berlin')).toMatchObject({ startDate: '2019-04', endDate: null, rest: 'Acme GmbH, \t, Berlin' });
  });

  it('does not read words that only look like separators or present words as dates', () => {
    expect(findDateRange('Built a menu for now')).toBeNull();
    expect(findDateRange('Led a team of 5 to success')).toBeNull();
  });
});
