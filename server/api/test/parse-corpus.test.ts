/** The generated parse corpus is only worth its scores if it is stable, renders everywhere and prints its ground truth. */
import { closeDocumentWorkers, extractDocument } from '../src/lib/documents';
import { corpusItems, renderItem } from '../scripts/parse-corpus/corpus';
import { formatRange } from '../scripts/parse-corpus/dates';
import { FAMILIES, familyNamed } from '../scripts/parse-corpus/families';
import { generateTruth } from '../scripts/parse-corpus/ground-truth';
import { renderText } from '../scripts/parse-corpus/render-text';
import { DEVELOPMENT_FAMILIES, HELD_OUT_FAMILIES } from '../scripts/parse-corpus/split';

afterAll(() => closeDocumentWorkers());

describe('the parse corpus', () => {
  it('generates the same resumes for the same seed, and different ones for another', () => {
    expect(generateTruth(42, 'nursing')).toEqual(generateTruth(42, 'nursing'));
    expect(generateTruth(43, 'nursing')).not.toEqual(generateTruth(42, 'nursing'));
    const family = FAMILIES[0]!;
    expect(corpusItems(family, 3).map((item) => renderText(item.layout))).toEqual(corpusItems(family, 3).map((item) => renderText(item.layout)));
  });

  it('puts every family in exactly one split, about 60/40, with at least 30 families', () => {
    const names = FAMILIES.map((family) => family.name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect([...DEVELOPMENT_FAMILIES, ...HELD_OUT_FAMILIES].sort()).toEqual([...names].sort());
    expect(HELD_OUT_FAMILIES.length / names.length).toBeGreaterThan(0.3);
    expect(HELD_OUT_FAMILIES.length / names.length).toBeLessThan(0.5);
  });

  it.each(FAMILIES.map((family) => [family.name]))('renders %s as text, DOCX and PDF whose extracted text names the person', async (name) => {
    const [item] = corpusItems(familyNamed(name)!, 1);
    const person = item!.truth.contact.name;
    expect(renderText(item!.layout)).toContain(person);
    for (const format of ['docx', 'pdf'] as const) {
      const bytes = await renderItem(item!, format);
      const extracted = await extractDocument({ bytes, filename: `${item!.id}.${format}` });
      expect(extracted.text).toContain(person);
    }
  });

  it('prints the whole ground truth of a classic resume in its plain text', () => {
    const family = familyNamed('classic-en')!;
    for (const item of corpusItems(family, 4)) {
      const lines = renderText(item.layout).split('\n');
      const { truth, expected } = item;
      const range = { format: 'mon', language: 'en', separator: ' – ', present: 'Present' } as const;
      expect(lines[0]).toBe(truth.contact.name);
      expect(lines[1]!.split(' | ')).toEqual([truth.contact.location, truth.contact.email, truth.contact.phone, ...truth.contact.links]);
      // Month-precision dates: what the reader can know is the whole generated date.
      expect(expected.career.map((entry) => [entry.startDate, entry.endDate])).toEqual(truth.career.map((entry) => [entry.start, entry.end]));
      for (const entry of truth.career) {
        const title = lines.indexOf(`${entry.position}\t${formatRange(entry.start, entry.end, range)}`);
        expect(title).toBeGreaterThan(0);
        // A promoted person's earlier role sits under the company line of the role above it.
        if (!entry.subRole && lines[title + 1]?.startsWith('•')) expect(lines[title - 1]).toBe(`${entry.company}, ${entry.location}`);
        else if (!entry.subRole) expect(lines[title + 1]).toBe(`${entry.company}, ${entry.location}`);
        for (const bullet of entry.bullets) expect(lines).toContain(`• ${bullet}`);
      }
      for (const school of truth.education) expect(lines).toContain(`${school.degree}, ${school.institution}\t${formatRange(school.start, school.end, range)}`);
      const skillLines = truth.skillGroups ? truth.skillGroups.map((group) => `${group.label}: ${group.skills.join(', ')}`) : [truth.skills.join(', ')];
      for (const line of skillLines) expect(lines).toContain(line);
    }
  });

  it('expects dates only at the precision a family prints', () => {
    const [item] = corpusItems(familyNamed('no-headings-pipes')!, 1);
    for (const entry of item!.expected.career) expect(entry.startDate).toMatch(/^\d{4}$/);
  });
});
