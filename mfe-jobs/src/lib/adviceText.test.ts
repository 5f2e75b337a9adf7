import { parseAdvice, parseInline } from './adviceText';

describe('parseAdvice', () => {
  it('splits the text on blank lines, including lines of spaces and Windows line ends', () => {
    expect(parseAdvice('First.\r\n\r\nSecond.\n   \nThird.')).toEqual([
      { kind: 'paragraph', lines: ['First.'] },
      { kind: 'paragraph', lines: ['Second.'] },
      { kind: 'paragraph', lines: ['Third.'] },
    ]);
  });

  it('keeps the lines of a paragraph apart, for line breaks', () => {
    expect(parseAdvice('Line one\nLine two')).toEqual([{ kind: 'paragraph', lines: ['Line one', 'Line two'] }]);
  });

  it('makes a block whose every line starts with a number and a dot a numbered list, from its first number', () => {
    expect(parseAdvice('1. Research the company\n2. Tailor the resume\n\n3. Follow up')).toEqual([
      { kind: 'list', start: 1, items: ['Research the company', 'Tailor the resume'] },
      { kind: 'list', start: 3, items: ['Follow up'] },
    ]);
  });

  it('keeps a block with any unnumbered line a paragraph', () => {
    expect(parseAdvice('Next steps:\n1. Apply\n2. Follow up')).toEqual([
      { kind: 'paragraph', lines: ['Next steps:', '1. Apply', '2. Follow up'] },
    ]);
  });

  it('has no blocks for empty or blank text', () => {
    expect(parseAdvice('')).toEqual([]);
    expect(parseAdvice(' \n\n \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('cuts out the runs between double asterisks as bold', () => {
    expect(parseInline('Show **Kafka** and **SQL** early')).toEqual([
      { text: 'Show ', bold: false },
      { text: 'Kafka', bold: true },
      { text: ' and ', bold: false },
      { text: 'SQL', bold: true },
      { text: ' early', bold: false },
    ]);
  });

  it('leaves an unpaired marker as written', () => {
    expect(parseInline('**Match: 80/100** for **this')).toEqual([
      { text: 'Match: 80/100', bold: true },
      { text: ' for **this', bold: false },
    ]);
  });

  it('is one plain run when there is no marker', () => {
    expect(parseInline('Plain text')).toEqual([{ text: 'Plain text', bold: false }]);
  });
});
