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
