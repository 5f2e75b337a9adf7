import { countThatFits } from './useCountThatFits';

describe('countThatFits', () => {
  it('shows every item when they fit together, gaps included', () => {
    expect(countThatFits(320, [100, 100, 100], 80, 10)).toBe(3);
  });

  it('keeps as many leading items as fit beside the overflow item', () => {
    expect(countThatFits(319, [100, 100, 100], 80, 10)).toBe(2);
    expect(countThatFits(200, [100, 100, 100], 80, 10)).toBe(1);
    expect(countThatFits(100, [100, 100, 100], 80, 10)).toBe(0);
  });
});
