import { collapseSpaces, foldForComparison, isAllCaps, startsWithBullet, stripBullet } from '../src/lib/text';

describe('list markers', () => {
  it.each([
    ['• Built pipelines', 'Built pipelines'],
    ['•Built pipelines', 'Built pipelines'],
    ['  - Built pipelines', 'Built pipelines'],
    ['* Built pipelines', 'Built pipelines'],
    ['– Built pipelines', 'Built pipelines'],
    ['1. Built pipelines', 'Built pipelines'],
    ['12) Built pipelines', 'Built pipelines'],
  ])('%s is a list item', (line, text) => {
    expect(stripBullet(line)).toEqual({ text, bullet: true });
    expect(startsWithBullet(line)).toBe(true);
  });

  it.each(['-Built pipelines', '2019 – 2021', '+1 555 123 4567', 'C++ and Go', '> quoted'])('%s is not', (line) => {
    expect(stripBullet(line)).toEqual({ text: line, bullet: false });
  });
});

describe('comparison forms', () => {
  it('folds case, apostrophes and spaces', () => {
    expect(foldForComparison('  What You’ll   DO ')).toBe("what you'll do");
    expect(collapseSpaces(' a \t b\n c ')).toBe('a b c');
  });

  it('calls text all caps only with two letters or more and none lower case', () => {
    expect(isAllCaps('EXPERIENCE')).toBe(true);
    expect(isAllCaps('R&D')).toBe(true);
    expect(isAllCaps('A')).toBe(false);
    expect(isAllCaps('Skills')).toBe(false);
    expect(isAllCaps('2019')).toBe(false);
  });
});
