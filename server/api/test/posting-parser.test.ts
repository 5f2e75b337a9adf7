import { readFileSync } from 'node:fs';
import { JOB_LIMITS } from '@careerforge/contract';
import { parsePosting } from '../src/lib/posting-parser';
import { measurePostingAccuracy } from './support/posting-corpus';

const MIN_ACCURACY = 0.9;

describe('posting parser on the corpus', () => {
  it(`reads the title and the company of at least ${MIN_ACCURACY * 100}% of the sample postings`, () => {
    const { results, titleAccuracy, companyAccuracy } = measurePostingAccuracy();
    const misses = results.filter((result) => !result.titleCorrect || !result.companyCorrect);
    console.log(
      `Posting parser on ${results.length} postings: title ${(titleAccuracy * 100).toFixed(1)}%, company ${(companyAccuracy * 100).toFixed(1)}%` +
        misses
          .map(({ file, expected, actual }) => `\n  ${file}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
          .join(''),
    );
    expect(results.length).toBeGreaterThanOrEqual(18);
    expect(titleAccuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
    expect(companyAccuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });
});

describe('posting parser layouts', () => {
  it.each([
    ['labels', 'Job Title: Staff Nurse\nEmployer: Lakeside Clinic\n\nDuties\n- Care', 'Staff Nurse', 'Lakeside Clinic'],
    [
      '"Position" and "Organization" labels',
      'Organization: Hope Trust\nPosition: Program Coordinator',
      'Program Coordinator',
      'Hope Trust',
    ],
    ['"Role" label in bold markdown', '**Role:** Data Analyst\n**Company:** Brightside Ltd', 'Data Analyst', 'Brightside Ltd'],
    ['title alone on the first line', 'Senior Backend Engineer\n\nResponsibilities\n- Build APIs', 'Senior Backend Engineer', null],
    ['"Title at Company"', 'Product Manager at Helio Labs\nRemote', 'Product Manager', 'Helio Labs'],
    ['"Title - Company"', 'Accountant - Marlow & Finch LLP\n\nAbout the role\nBooks.', 'Accountant', 'Marlow & Finch LLP'],
    ['"Title | Company | City"', 'UX Designer | Pinecone Studio | Austin, TX', 'UX Designer', 'Pinecone Studio'],
    ['"Company — Title"', 'Northwind Traders — Logistics Coordinator', 'Logistics Coordinator', 'Northwind Traders'],
    ['"Company is hiring a Title"', 'Bluebird Bakery is hiring a Pastry Chef!\n\nLocation: Leeds, UK', 'Pastry Chef', 'Bluebird Bakery'],
    ['"# Title" and "## About Company"', '# Frontend Developer\n\n## About Quill\nWe make notes.', 'Frontend Developer', 'Quill'],
    [
      'company under "About us"',
      'Science Teacher\n\nAbout us\nOakfield Academy is a school in Leeds.',
      'Science Teacher',
      'Oakfield Academy',
    ],
    [
      'company on the line under the title',
      'Registered Nurse\nMercy General Hospital\nSacramento, CA',
      'Registered Nurse',
      'Mercy General Hospital',
    ],
    [
      'location and salary lines first',
      'Remote — EU\n€70k–€90k\n\nSite Reliability Engineer\nStackwise GmbH',
      'Site Reliability Engineer',
      'Stackwise GmbH',
    ],
    ['a title with a work arrangement', 'DevOps Engineer (Remote)\nCompany: Orbit Co.', 'DevOps Engineer', 'Orbit Co.'],
  ])('reads %s', (_layout, posting, title, company) => {
    expect(parsePosting(posting)).toMatchObject({ title, company });
  });

  it('never takes location, salary or work-arrangement lines for the title or company', () => {
    const { title, company } = parsePosting(
      'Location: Berlin, Germany\nSalary: $120,000\nHybrid · Full-time\nBoston, MA\n\nAbout the role\nYou will help.',
    );
    expect({ title, company }).toEqual({ title: null, company: null });
  });

  it('returns null for what it cannot find', () => {
    expect(parsePosting('Looking for help at the weekend market, call 555-0100')).toEqual({
      title: null,
      company: null,
      description: null,
    });
  });

  it('takes the description from the first section on, without the header lines', () => {
    const posting = 'Job Title: Welder\nCompany: Forge Works Inc.\nPay: $30/hr\n\nResponsibilities\n- Weld frames\n\nBenefits\n- Dental';
    expect(parsePosting(posting).description).toBe('Responsibilities\n- Weld frames\n\nBenefits\n- Dental');
    expect(parsePosting('Description: Fix bikes all day.\nTools provided.').description).toBeNull();
    expect(parsePosting('Bike Mechanic\nDescription: Fix bikes all day.\nTools provided.').description).toBe(
      'Fix bikes all day.\nTools provided.',
    );
  });

  // A guard against super-linear blow-ups (a typical posting takes well under 1 ms; `pnpm run posting-accuracy` measures it),
  // loose enough that a busy machine cannot fail it.
  it('parses a posting of the maximum length without a super-linear blow-up', () => {
    const sample = readFileSync(new URL('fixtures/job-postings/backend-engineer-labelled.txt', import.meta.url), 'utf8');
    const postings = [
      sample.repeat(Math.ceil(JOB_LIMITS.freeformText / sample.length)).slice(0, JOB_LIMITS.freeformText),
      'Engineer at Acme '.repeat(JOB_LIMITS.freeformText / 17),
      'A b\n'.repeat(JOB_LIMITS.freeformText / 4),
      '\n'.repeat(JOB_LIMITS.freeformText),
    ];
    for (const posting of postings) {
      parsePosting(posting);
      const runs = 20;
      const start = performance.now();
      for (let run = 0; run < runs; run += 1) parsePosting(posting);
      expect((performance.now() - start) / runs).toBeLessThan(50);
    }
  });
});
