import { normaliseWord, parseAliasData } from '../src/lib/tailoring/normalise';
import { analyzeJob, buildMatchReport, termsIn } from '../src/lib/tailoring';

const terms = (text: string) => [...termsIn(text)];

describe('term normalisation', () => {
  it('meets inflections and plurals, and leaves words whose stem is another word', () => {
    expect(normaliseWord('engineering')).toBe(normaliseWord('Engineer'));
    expect(normaliseWord('reconciliations')).toBe(normaliseWord('reconciliation'));
    expect(normaliseWord('planned')).toBe(normaliseWord('planning'));
    expect(normaliseWord('managed')).toBe(normaliseWord('manage'));
    expect(normaliseWord('accounting')).not.toBe(normaliseWord('account'));
    expect(normaliseWord('string')).toBe('string');
  });

  it('reads versions, vendor prefixes, aliases, dotted names and compounds as the term', () => {
    expect(terms('Java 17, Python 3 and Python3.11')).toEqual(['Java', 'Python']);
    expect(terms('Apache Kafka')).toEqual(['Kafka']);
    expect(terms('Apache Flink')).toEqual(['Apache Flink']);
    expect(terms('Microsoft Excel')).toEqual(['Microsoft Excel']);
    expect(terms('Google Analytics')).toEqual(['Google Analytics']);
    expect(terms('K8s, Postgres, JS, TS, ML, GCP, CI/CD')).toEqual([
      'Kubernetes', 'PostgreSQL', 'JavaScript', 'TypeScript', 'Machine learning', 'Google Cloud Platform', 'CI/CD',
    ]);
    expect(terms('SWE')).toEqual(['Software engineering']);
    expect(terms('Node.js and React.js')).toEqual(['Node.js', 'React']);
    expect(terms('Built PostgreSQL-to-Redshift replication')).toEqual(['PostgreSQL', 'Redshift']);
    expect(terms('Docker-based deployments')).toEqual(['Docker']);
    expect(terms('on-call rotation')).toEqual(['On-call']);
  });

  it('knows terms outside software', () => {
    expect(terms('RN license, BLS/ACLS, EHR (Epic)')).toEqual(expect.arrayContaining(['RN license', 'BLS', 'ACLS', 'Electronic health records']));
    expect(terms('CPA, GAAP, IFRS, bank reconciliations, QuickBooks, SAP')).toEqual(['CPA', 'GAAP', 'IFRS', 'Reconciliation', 'QuickBooks', 'SAP']);
    expect(terms('SEO, SEM, Google Ads, HubSpot')).toEqual(['SEO', 'SEM', 'Google Ads', 'HubSpot']);
    expect(terms('CRM, Salesforce, quota, B2B')).toEqual(['CRM', 'Salesforce', 'Quota attainment', 'B2B sales']);
    expect(terms('WMS, forklift licence, inventory')).toEqual(['WMS', 'Forklift operation', 'Inventory management']);
    expect(terms('lesson planning, classroom management, QTS')).toEqual(['Lesson planning', 'Classroom management', 'Teaching license']);
    expect(terms('bar admission, litigation, contract drafting, e-discovery')).toEqual(['Bar admission', 'Litigation', 'Contract law', 'E-discovery']);
  });

  it('guards everyday words: the rest of the team is not REST, a sales pipeline is not CI/CD', () => {
    expect(terms('You will join the rest of the data team')).toEqual([]);
    expect(terms('Design REST APIs')).toEqual(['REST APIs']);
    expect(terms('Manage a full sales pipeline')).toEqual(['Pipeline management']);
    expect(terms('A team player culture')).toEqual([]);
  });

  it('lets an umbrella term be shown by the terms under it', () => {
    const analysis = analyzeJob({ title: null, company: null, text: 'Requirements\n- Serverless architecture' });
    const report = buildMatchReport(analysis, { name: 'Ada', email: null, phone: null, skills: ['AWS Lambda'], education: [], career: [] });
    expect(report.covered.map((term) => term.term)).toEqual(['Serverless']);
  });

  it('takes no terms from the company’s description of itself or from perks', () => {
    const analysis = analyzeJob({
      title: 'Account Executive',
      company: 'Stackly',
      text: 'Stackly builds CI/CD software for engineering teams.\n\nRequirements\n- Salesforce\n\nWe offer a fast-paced, forecasting-driven culture.',
    });
    expect(analysis.terms.map((term) => term.term)).toEqual(['Salesforce']);
  });

  it('refuses malformed alias data with a message naming the place', () => {
    expect(() => parseAliasData({ vendorPrefixes: [], wholeWords: ['Bad Word'], aliases: {}, terms: {}, umbrellas: {} })).toThrow(/aliases\.json is invalid at wholeWords\.0/);
  });
});
