import { linesFromPlainText, parseResume } from '../src/lib/resume-parser';
import type { DocumentLine } from '../src/lib/documents/types';

const parse = (text: string) => parseResume(linesFromPlainText(text));

describe('resume layouts beyond the usual headings', () => {
  it('joins a web address the line wrapped at its hyphen, and leaves a whole email on the next line alone', () => {
    const resume = parseResume(
      [
        { text: 'Aisha Bronte', bullet: false, heading: true, page: 1 },
        { text: 'Zürich, Switzerland | aisha@example.fr | +49 156 2234378 | github.com/aisha-bronte | aisha-', bullet: false, heading: false, page: 1 },
        { text: 'bronte.example.net', bullet: false, heading: false, page: 1 },
        { text: 'Skills', bullet: false, heading: true, page: 1 },
        { text: 'Go, SQL, Docker', bullet: false, heading: false, page: 1 },
      ] satisfies DocumentLine[],
    );
    expect(resume.contact.links).toEqual(['github.com/aisha-bronte', 'aisha-bronte.example.net']);
  });

  it('joins a skill a PDF wrapped onto the next line, and keeps short lines and labelled lines apart', () => {
    const line = (text: string, heading = false): DocumentLine => ({ text, heading, bullet: false, page: 1 });
    const resume = parseResume([
      line('Noah Nowak', true),
      line('Skills', true),
      line('Cold Calling, Negotiation, Presentations, Contract Negotiation, HubSpot, LinkedIn Sales'),
      line('Navigator, Account Management, Salesforce CRM, Pipeline Management, Prospecting,'),
      line('Forecasting'),
      line('Go, SQL, Docker'),
      line('Figma, Sketch'),
      line('Languages: English, Spanish, German, French, Portuguese, Italian, Dutch, Polish'),
      line('Tools: Canva, Miro'),
    ]);
    expect(resume.skills).toEqual([
      'Cold Calling', 'Negotiation', 'Presentations', 'Contract Negotiation', 'HubSpot', 'LinkedIn Sales Navigator',
      'Account Management', 'Salesforce CRM', 'Pipeline Management', 'Prospecting', 'Forecasting', 'Go', 'SQL', 'Docker',
      'Figma', 'Sketch', 'English', 'Spanish', 'German', 'French', 'Portuguese', 'Italian', 'Dutch', 'Polish', 'Canva', 'Miro',
    ]);
  });

  it('joins a web address a PDF wrapped after a slash, at the top and in a footer after the last section, but not into a heading', () => {
    const line = (text: string, heading = false): DocumentLine => ({ text, heading, bullet: false, page: 1 });
    const atTheTop = parseResume([
      line('Noah Nowak', true),
      line('Sevilla, Spain | noah.nowak@example.org | +49 171 8042322 | linkedin.com/in/'),
      line('noah.nowak | github.com/noah.nowak'),
      line('Skills', true),
      line('Go, SQL, Docker'),
    ]);
    expect(atTheTop.contact.links).toEqual(['linkedin.com/in/noah.nowak', 'github.com/noah.nowak']);
    expect(atTheTop.contact.location).toBe('Sevilla, Spain');

    const inTheFooter = parseResume([
      line('Noah Nowak', true),
      line('Skills', true),
      line('Go, SQL, Docker'),
      line('Seattle, WA | noah@example.nl | +31 6 90466691 | github.com/noah | linkedin.com/in/'),
      line('noahnowak'),
    ]);
    expect(inTheFooter.contact.links).toEqual(['github.com/noah', 'linkedin.com/in/noahnowak']);
    expect(inTheFooter.skills).toEqual(['Go', 'SQL', 'Docker']);

    const beforeAHeading = parseResume([line('Noah Nowak', true), line('noah@example.org | example.com/'), line('SUMMARY', true), line('Builds data tools.')]);
    expect(beforeAHeading.contact.links).toEqual(['example.com/']);
    expect(beforeAHeading.summary).toBe('Builds data tools.');
  });

  it('reads each company from the line below its dates when the entries put it there (not the unmarked bullet above), keeping a city that is part of the name', () => {
    const resume = parse(
      [
        'Aisha Bronte',
        'aisha@example.fr | +49 156 2234378',
        'Experience:',
        'Nurse Manager\tSep 2023 – Present',
        'Charité Berlin, Zürich, Switzerland',
        'Trained 15 new graduate nurses in triage',
        'Led the unit’s infection control audit with a 98% compliance score',
        'Registered Nurse\tFeb 2021 – Sep 2023',
        "St. Mary's Hospital, Berlin, Germany",
        'Coordinated discharge plans with physicians',
      ].join('\n'),
    );
    expect(resume.career.map(({ position, company }) => ({ position, company }))).toEqual([
      { position: 'Nurse Manager', company: 'Charité Berlin' },
      { position: 'Registered Nurse', company: "St. Mary's Hospital" },
    ]);
    // Lines under an entry that each start a sentence are its bullets, markers or not.
    expect(resume.career[0]?.accomplishments).toEqual(['Trained 15 new graduate nurses in triage', 'Led the unit’s infection control audit with a 98% compliance score']);
  });

  it('reads company-first entries with dotted dates under a German heading, several roles under one company', () => {
    const resume = parse(
      [
        'Max Mustermann',
        'max@example.de | +49 30 1234567 | Berlin, Germany',
        'BERUFLICHER WERDEGANG',
        'Acme GmbH',
        'Softwareentwickler\t04.2019 – heute',
        '• Baute die Zahlungs-API',
        'Werkstudent\t2017.10 – 2019.03',
        '• Schrieb Tests',
        'Praktikant\t2016.10 – 2017.03',
        'Globex AG',
        'Praktikant\tMai 2016 bis Sept. 2016',
        'AUSBILDUNG',
        'B.Sc. Informatik, TU München\t2014 – 2017',
      ].join('\n'),
    );
    expect(resume.career.map(({ position, company, startDate, endDate }) => ({ position, company, startDate, endDate }))).toEqual([
      { position: 'Softwareentwickler', company: 'Acme GmbH', startDate: '2019-04', endDate: null },
      { position: 'Werkstudent', company: 'Acme GmbH', startDate: '2017-10', endDate: '2019-03' },
      { position: 'Praktikant', company: 'Acme GmbH', startDate: '2016-10', endDate: '2017-03' },
      { position: 'Praktikant', company: 'Globex AG', startDate: '2016-05', endDate: '2016-09' },
    ]);
    expect(resume.education).toEqual([{ degree: 'B.Sc. Informatik', institution: 'TU München', startDate: '2014', endDate: '2017', gpa: null }]);
  });

  it('classifies a section under an unknown heading by its content', () => {
    const resume = parse(
      [
        'Ana Ruiz',
        'ana@example.com',
        'SUMMARY',
        'Backend engineer who likes boring, reliable systems and well-kept runbooks.',
        'PLACES I SHIPPED THINGS',
        'Senior Engineer, Initech, Jan 2020 – Present',
        '• Cut deploy time by 40%',
        'Engineer | Globex LLC | 2017 – 2019',
        '• Built the billing API',
        'THINGS I KNOW',
        'Go, PostgreSQL, Kubernetes, Terraform',
      ].join('\n'),
    );
    expect(resume.career.map(({ position, company }) => ({ position, company }))).toEqual([
      { position: 'Senior Engineer', company: 'Initech' },
      { position: 'Engineer', company: 'Globex LLC' },
    ]);
    expect(resume.skills).toEqual(['Go', 'PostgreSQL', 'Kubernetes', 'Terraform']);
  });

  it('reads a resume without headings, its parts told apart by their content', () => {
    const resume = parse(
      [
        'Jane Doe',
        'jane@doe.com | (555) 123-4567 | Austin, TX',
        'Software Engineer | Acme Inc | 2019 – 2021',
        '• Built the billing API',
        'Developer | Globex LLC | 2017 – 2019',
        '• Wrote the test suite',
        'BSc Computer Science | University of Texas | 2013 – 2017',
        'Python | Go | SQL | Docker',
      ].join('\n'),
    );
    expect(resume.contact).toMatchObject({ name: 'Jane Doe', email: 'jane@doe.com', phone: '(555) 123-4567', location: 'Austin, TX' });
    expect(resume.career.map(({ position, company, startDate, endDate }) => ({ position, company, startDate, endDate }))).toEqual([
      { position: 'Software Engineer', company: 'Acme Inc', startDate: '2019', endDate: '2021' },
      { position: 'Developer', company: 'Globex LLC', startDate: '2017', endDate: '2019' },
    ]);
    expect(resume.education).toMatchObject([{ degree: 'BSc Computer Science', institution: 'University of Texas', startDate: '2013', endDate: '2017' }]);
    expect(resume.skills).toEqual(['Python', 'Go', 'SQL', 'Docker']);
  });

  it('reads an inline skills line without a heading, categories not taken for skills', () => {
    const resume = parse(
      [
        'Lea Martin',
        'lea@example.fr',
        'EXPÉRIENCE PROFESSIONNELLE',
        'Développeuse, Octo SAS, janvier 2020 – aujourd’hui',
        '• Conçu le site',
        'Compétences : Java, CI/CD, TCP/IP',
        'Tools: A/B testing / UI/UX; C/C++ | PL/SQL',
      ].join('\n'),
    );
    expect(resume.career).toMatchObject([{ position: 'Développeuse', company: 'Octo SAS', startDate: '2020-01', endDate: null }]);
    expect(resume.skills).toEqual(['Java', 'CI/CD', 'TCP/IP', 'A/B testing', 'UI/UX', 'C/C++', 'PL/SQL']);
  });

  it('reads skills from table cells, the category cell not taken for a skill', () => {
    expect(parse('Ana Ruiz\nSKILLS\nLanguages:\tGo\tPython\nTools:\tDocker\tTerraform').skills).toEqual(['Go', 'Python', 'Docker', 'Terraform']);
  });

  it('reads one-line entries in Spanish and Dutch', () => {
    const resume = parse(
      [
        'Luis García',
        'EXPERIENCIA',
        'Ingeniero de Datos, Globant S.A., enero de 2019 – actualidad',
        'Werkervaring',
        'Ontwikkelaar\tBol.com BV\tmei 2015 tot dec 2018',
      ].join('\n'),
    );
    expect(resume.career).toMatchObject([
      { position: 'Ingeniero de Datos', company: 'Globant S.A.', startDate: '2019-01', endDate: null },
      { position: 'Ontwikkelaar', company: 'Bol.com BV', startDate: '2015-05', endDate: '2018-12' },
    ]);
  });

  it('reads the email and phone from a footer at the end of a page', () => {
    const lines: DocumentLine[] = [
      { text: 'Kim Park', heading: true, bullet: false, page: 1 },
      { text: 'Experience', heading: true, bullet: false, page: 1 },
      { text: 'Nurse, St. Mary Hospital, 2018 – 2022', heading: false, bullet: false, page: 1 },
      { text: 'Cared for 20 patients a shift', heading: false, bullet: true, page: 1 },
      { text: 'kim.park@example.com · +33 1 23 45 67 89', heading: false, bullet: false, page: 1 },
    ];
    expect(parseResume(lines).contact).toMatchObject({ name: 'Kim Park', email: 'kim.park@example.com', phone: '+33 1 23 45 67 89' });
  });

  it.each(['+49 30 1234567', '+33 1 23 45 67 89', '(555) 123-4567', '+1-555-123-4567'])('reads the phone %s', (phone) => {
    expect(parse(`Kim Park\n${phone}`).contact.phone).toBe(phone);
  });
});

describe('employer lines, places, names and dates', () => {
  const roles = (text: string) => parse(text).career.map(({ position, company, startDate, endDate }) => ({ position, company, startDate, endDate }));

  it('reads an employer line with its place above roles whose dates stand on their own lines, the state not taken for the word "on"', () => {
    expect(roles(['EXPERIENCE', 'Marriott, Toronto, ON', 'Front Office Manager', 'März 2024 – Februar 2025', '• Cut food waste by 25%', 'Sous Chef', 'Juni 2021 – Januar 2024', '• Trained 20 new staff'].join('\n'))).toEqual([
      { position: 'Front Office Manager', company: 'Marriott', startDate: '2024-03', endDate: '2025-02' },
      { position: 'Sous Chef', company: 'Marriott', startDate: '2021-06', endDate: '2024-01' },
    ]);
  });

  it('reads an employer and its place above pipe-separated roles on a resume without headings as the roles\' company, not as skills', () => {
    const resume = parse(
      ['Tomás Sørensen', 'tomas@example.org | +49 161 2931135', 'Grant Thornton, Sevilla, Spain', 'Audit Manager | 2023–Present', '• Reduced days sales outstanding from 52 to 38', 'Staff Accountant | Fabrikam Holdings | Austin, TX | 2016–2020', '• Supported the external audit', 'Skills: Audit, IFRS, Excel'].join('\n'),
    );
    expect(resume.career.map(({ position, company }) => `${position} @ ${company}`)).toEqual(['Audit Manager @ Grant Thornton', 'Staff Accountant @ Fabrikam Holdings']);
    expect(resume.skills).toEqual(['Audit', 'IFRS', 'Excel']);
  });

  it('takes a company off a place its tab was lost before ("Red Bull Seattle, WA"), and leaves a place alone that is only a place', () => {
    expect(roles(['EXPERIENCE', 'Red Bull Seattle, WA', 'Senior Brand Manager May 2024 – Present', '• Ran A/B tests', 'Mazars Austin, TX', 'Accounts Payable Specialist April 2021 – April 2023', '• Closed the books'].join('\n'))).toEqual([
      { position: 'Senior Brand Manager', company: 'Red Bull', startDate: '2024-05', endDate: null },
      { position: 'Accounts Payable Specialist', company: 'Mazars', startDate: '2021-04', endDate: '2023-04' },
    ]);
    expect(roles(['EXPERIENCE', 'Lyft', 'Data Analyst, San Francisco, CA\t2019 – 2021'].join('\n'))).toEqual([{ position: 'Data Analyst', company: 'Lyft', startDate: '2019', endDate: '2021' }]);
  });

  it('reads "Legal Counsel, Hogan Lovells" as title and company', () => {
    expect(roles('EXPERIENCE\nLegal Counsel, Hogan Lovells\tDec 2020 – Feb 2023')).toEqual([{ position: 'Legal Counsel', company: 'Hogan Lovells', startDate: '2020-12', endDate: '2023-02' }]);
  });

  it('does not read the last digits of a phone number as a year, so the contact line is no job', () => {
    const resume = parse(['Anne-Marie Mensah', 'London, United Kingdom | anne@example.org | 781-259-2090', 'EXPERIENCE', 'Logistics Manager, DHL\tOct 2022 – Mar 2025'].join('\n'));
    expect(resume.contact).toMatchObject({ name: 'Anne-Marie Mensah', phone: '781-259-2090' });
    expect(resume.career.map(({ company }) => company)).toEqual(['DHL']);
  });

  it('reads contact details in a footer after the last section as contact details, not as skills', () => {
    const resume = parse(['Chloe Weber', 'SKILLS', 'Tools: HubSpot, Canva', 'Amsterdam, Netherlands | chloe@example.com | +33 6 20 90 46 43 | github.com/chloe'].join('\n'));
    expect(resume.skills).toEqual(['HubSpot', 'Canva']);
    expect(resume.contact).toMatchObject({ email: 'chloe@example.com', phone: '+33 6 20 90 46 43', location: 'Amsterdam, Netherlands' });
  });

  it('reads names with family-name particles', () => {
    for (const name of ['Olivia van der Berg', 'José de Vries', 'Anne-Marie von Trapp', 'Ana da Silva']) {
      expect(parse(`${name}\n${name.split(' ')[0]?.toLowerCase()}@example.com`).contact.name).toBe(name);
    }
  });

  it.each(['\t', ' '])('keeps the number that ends an institution\'s name when %j and a date follow ("Université Lyon 2", not 2 June)', (gap) => {
    expect(parse(`EDUCATION\nMSc Software Engineering, Université Lyon 2${gap}juin 2010`).education).toEqual([
      { degree: 'MSc Software Engineering', institution: 'Université Lyon 2', startDate: null, endDate: '2010-06', gpa: null },
    ]);
  });

  it('reads a teaching job at a high school on a resume without headings as a job, not a degree', () => {
    const resume = parse(
      ['Émilie Mensah', 'emilie@example.com | (811) 432-7303', 'Mathematics Teacher | Het Amsterdams Lyceum | Utrecht, Netherlands | 2021–2024', '• Mentored five student teachers', 'Teacher | Lincoln High School | Utrecht, Netherlands | 2015–2018', '• Coached the debate team', 'BEd Secondary Education | Boston University | 2015 | GPA 3.8'].join('\n'),
    );
    expect(resume.career.map(({ position, company }) => `${position} @ ${company}`)).toEqual(['Mathematics Teacher @ Het Amsterdams Lyceum', 'Teacher @ Lincoln High School']);
    expect(resume.education.map(({ degree, institution }) => `${degree} @ ${institution}`)).toEqual(['BEd Secondary Education @ Boston University']);
  });

  it('takes no unmarked bullet for a company: roles under one employer keep it, a company below the dates is still read', () => {
    expect(
      roles(
        ['EXPERIENCE', 'Frog Design, Boston, MA', 'Design Lead\tMay 2023 – Apr 2025', 'Ran 40 usability tests and turned the findings into a roadmap', 'Art-directed a photo campaign across print and social', 'Product Designer\tOct 2020 – Mar 2023', 'Built a design system of 80 components used by six product teams', 'UX Designer\tMay 2019 – Aug 2020', 'Figma, Boston, MA', 'Led accessibility reviews to meet WCAG 2.1 AA'].join('\n'),
      ).map(({ position, company }) => `${position} @ ${company}`),
    ).toEqual(['Design Lead @ Frog Design', 'Product Designer @ Frog Design', 'UX Designer @ Figma']);
  });

  it('reads a heading underlined with a rule in pasted text, and no rule as a company', () => {
    expect(roles(['Priya Raman', 'Experience', '----------', 'Nurse Manager\t2023-12 – 2025-01', 'Kaiser Permanente, Sevilla, Spain', '• Cared for six patients per shift', 'Skills', '======', 'Triage, Telemetry, Epic'].join('\n'))).toEqual([
      { position: 'Nurse Manager', company: 'Kaiser Permanente', startDate: '2023-12', endDate: '2025-01' },
    ]);
  });
});
