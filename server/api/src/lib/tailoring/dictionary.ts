import type { MatchTermKind } from '@careerforge/contract';
import { ALIAS_DATA, aliasTermLines } from './normalise';

/**
 * The terms the engine recognises, each with the spellings that mean it. An entry is written
 * 'Canonical|alias|alias'; matching ignores case, plurals and inflections (see `normaliseWord`). More spellings, the terms of
 * other fields and umbrella terms are data, in `aliases.json`.
 */
export interface DictionaryTerm {
  term: string;
  kind: MatchTermKind;
  aliases: string[];
  /** Aliases that are ordinary words too: they count only as written, and only where the context says they are this term. */
  ambiguous: AmbiguousAlias[];
}

export interface AmbiguousAlias {
  /** Matched case-sensitively. */
  text: string;
  /**
   * 'list': next to another recognised term in a list ('Python, R and SQL', 'C/C++');
   * 'language': a list, after 'in', 'with', 'using' ('APIs in Go'), or before a word such as
   * 'services' or 'developer' ('Go services'). A sentence's first word counts only when a list
   * or such a word follows ('Go, Rust or C++'; not 'Go the extra mile').
   * 'capitalised': anywhere, but only as written ('Excel', not 'excel at').
   */
  context: 'list' | 'language' | 'capitalised';
}

/** Languages and practices. */
const SKILLS = [
  'JavaScript|JS|ECMAScript|ES6',
  'TypeScript|TS',
  'Python|Python3',
  'Java',
  'Kotlin',
  'Scala',
  'C++',
  'C#|CSharp|C Sharp',
  'F#',
  'PHP',
  'Ruby',
  'Elixir',
  'Erlang',
  'Haskell',
  'Clojure',
  'Perl',
  'Objective-C|ObjC',
  'Dart',
  'Lua',
  'MATLAB',
  'Solidity',
  'Bash|Shell scripting|shell scripts|Zsh',
  'PowerShell',
  'SQL',
  'PL/SQL',
  'T-SQL',
  'NoSQL',
  'GraphQL',
  'HTML|HTML5',
  'CSS|CSS3',
  'Sass|SCSS',
  'REST APIs|REST|RESTful|REST API|RESTful APIs',
  'gRPC',
  'Front-end development|frontend development|front end development|front-end|frontend|front end',
  'Back-end development|backend development|back end development|back-end|backend|back end',
  'Microservices|microservice architecture',
  'Distributed systems',
  'System design',
  'Event-driven architecture|event driven architecture',
  'Machine learning|ML',
  'Deep learning',
  'Natural language processing|NLP',
  'Computer vision',
  'Large language models|LLM|LLMs',
  'Data analysis|data analytics|analysing data|analyzing data|analyse data|analyze data',
  'Data engineering|data pipelines|data pipeline|ETL|ELT',
  'Data modeling|data modelling',
  'Data visualization|data visualisation',
  'Statistics|statistical analysis|statistical modeling|statistical modelling',
  'Experiment design|A/B testing|A/B tests|experimentation|experiments',
  'Causal inference',
  'Unit testing|unit tests',
  'Test automation|automated testing|automated tests',
  'Test-driven development|TDD',
  'Object-oriented programming|OOP|object oriented programming',
  'Functional programming',
  'Agile|Agile methodologies',
  'Scrum',
  'Kanban',
  'DevOps',
  'Site reliability engineering|SRE',
  'Infrastructure as code|IaC',
  'Networking|network fundamentals|networking fundamentals',
  'Security|application security|information security|cybersecurity|cyber security',
  'Accessibility|a11y|WCAG',
  'Responsive design',
  'UX design|user experience design|UX',
  'UI design|user interface design',
  'User research|usability testing|UX research|UX researcher|user researcher',
  'Prototyping|prototypes|prototype',
  'Product management',
  'Project management',
  'SEO|search engine optimization|search engine optimisation',
  'SEM',
  'Content marketing',
  'Email marketing',
  'Social media marketing|social media',
  'Copywriting',
  'Financial modeling|financial modelling',
  'Financial reporting|financial statements',
  'Forecasting|forecasts',
  'Budgeting|budgets|budget',
  'Accounting|bookkeeping',
  'Accounts payable',
  'Accounts receivable',
  'Payroll',
  'Reconciliation|reconciliations|account reconciliation',
  'GAAP|US GAAP',
  'IFRS',
  'Auditing|audits|audit',
  'Tax preparation|tax returns',
  'Business development',
  'Negotiation|negotiating|negotiate',
  'Customer service|customer support|guest service|guest services',
  'Lesson planning|lesson plans',
  'Classroom management',
  'Curriculum development|curriculum design',
  'Patient care|patient assessment|assess patients',
  'Patient education|educate patients',
  'Medication administration',
  'Food safety|food handling',
  'Sanitation',
  'Inventory management|inventory|stock control',
  'Scheduling|rostering',
  'Logistics',
  'Supply chain|supply chain management',
  'Procurement|purchasing',
  'Quality assurance|QA',
  'Quality control|QC',
  'Process improvement|continuous improvement|Lean Six Sigma|Six Sigma',
  'Risk management|risk assessment',
  'Compliance|regulatory compliance',
  'Contract law|contract drafting|contract review',
  'Legal research',
  'Policy analysis',
  'Technical writing|technical documentation',
  'Public speaking|presentations|presenting',
  'Translation',
  'CAD|computer-aided design',
  'Electrical wiring|wiring',
  'Troubleshooting|troubleshoot|diagnose faults',
  'Preventive maintenance|preventative maintenance',
  'Forklift operation|forklift',
  'Bilingual|bilingual Spanish',
  'Spanish',
  'French',
  'German',
];

/** Frameworks, libraries, platforms and products. */
const TOOLS = [
  'React|React.js|ReactJS',
  'React Native',
  'Next.js|NextJS',
  'Vue.js|Vue|VueJS|Vue 3',
  'Nuxt|Nuxt.js',
  'Angular|AngularJS',
  'Svelte|SvelteKit',
  'Redux',
  'jQuery',
  'Tailwind CSS|Tailwind|TailwindCSS',
  'Bootstrap',
  'Node.js|NodeJS|Node JS',
  'Express.js|ExpressJS',
  'NestJS|Nest.js',
  'Fastify',
  'Deno',
  'Django',
  'Flask',
  'FastAPI',
  'Ruby on Rails|Rails|RoR',
  'Laravel',
  'Symfony',
  'Spring Boot|Spring Framework',
  'Hibernate',
  '.NET|.NET Core|dotnet|ASP.NET|ASP.NET Core',
  'Flutter',
  'SwiftUI',
  'UIKit',
  'Jetpack Compose',
  'Android',
  'iOS',
  'Xcode',
  'Unity',
  'Unreal Engine',
  'PostgreSQL|Postgres|Postgre|PSQL',
  'MySQL',
  'MariaDB',
  'SQLite',
  'SQL Server|MSSQL|Microsoft SQL Server',
  'Oracle Database|Oracle DB',
  'MongoDB|Mongo',
  'Redis',
  'Elasticsearch|Elastic Search|OpenSearch',
  'Cassandra',
  'DynamoDB',
  'Snowflake',
  'BigQuery',
  'Redshift',
  'Databricks',
  'Apache Spark|Spark|PySpark',
  'Hadoop',
  'Apache Airflow|Airflow',
  'dbt',
  'Kafka|Apache Kafka',
  'RabbitMQ',
  'Amazon SQS|SQS',
  'pandas',
  'NumPy',
  'SciPy',
  'scikit-learn|sklearn|scikit learn',
  'statsmodels',
  'TensorFlow',
  'PyTorch',
  'Keras',
  'Jupyter|Jupyter notebooks',
  'Tableau',
  'Power BI|PowerBI',
  'Looker',
  'Amazon Web Services|AWS',
  'Google Cloud Platform|GCP|Google Cloud',
  'Microsoft Azure|Azure',
  'AWS Lambda|Lambda',
  'Amazon S3|S3',
  'Amazon EC2|EC2',
  'Docker|containerization|containerisation',
  'Kubernetes|k8s|K8S|EKS|Amazon EKS|GKE|AKS|OpenShift',
  'Helm',
  'Terraform',
  'Ansible',
  'Puppet',
  'Pulumi',
  'CloudFormation',
  'Jenkins',
  'GitHub Actions',
  'GitLab CI|GitLab',
  'CircleCI',
  'Argo CD|ArgoCD',
  'Git',
  'GitHub',
  'Bitbucket',
  'Linux|Unix',
  'Nginx',
  'Prometheus',
  'Grafana',
  'OpenTelemetry|OTel',
  'Datadog',
  'Splunk',
  'New Relic',
  'Sentry',
  'Jest',
  'Cypress',
  'Playwright',
  'Selenium',
  'Webpack',
  'Vite',
  'Storybook',
  'Figma',
  'Adobe XD',
  'Adobe Photoshop|Photoshop',
  'Adobe Illustrator|Illustrator',
  'Adobe InDesign|InDesign',
  'Adobe Creative Suite|Adobe Creative Cloud',
  'Jira',
  'Confluence',
  'Asana',
  'Trello',
  'Notion',
  'Slack',
  'Microsoft Excel|Excel|MS Excel',
  'Microsoft Word|MS Word',
  'Microsoft PowerPoint|PowerPoint',
  'Microsoft Office|MS Office|Office 365|Microsoft 365',
  'Microsoft Outlook|Outlook',
  'Google Workspace|G Suite|Google Sheets|Google Docs',
  'Google Analytics|GA4',
  'Google Ads|AdWords',
  'HubSpot',
  'Salesforce',
  'Marketo',
  'Mailchimp',
  'Zendesk',
  'Intercom',
  'SAP',
  'Oracle NetSuite|NetSuite',
  'QuickBooks',
  'Xero',
  'Workday',
  'ADP',
  'AutoCAD',
  'SolidWorks',
  'Revit',
  'MATLAB Simulink|Simulink',
  'ROS|Robot Operating System',
  'Epic EHR|Epic Systems',
  'Cerner',
  'Shopify',
  'WordPress',
  'Stripe',
  'Twilio',
  'Opera PMS|Oracle Opera',
  'WebPT',
];

/** What the work involves: matched only outside the company's description of itself. */
const RESPONSIBILITIES = [
  'Mentoring|mentor|mentored|mentorship|mentoring junior|precept|preceptor|precepting|coach engineers|coaching',
  'Code review|reviewing code|review code|reviewed code|pull request review|PR review',
  'Stakeholder management|stakeholder|stakeholder communication|stakeholder engagement',
  'CI/CD|continuous integration|continuous delivery|continuous deployment|CI/CD pipeline|CI pipeline|build pipeline|deployment pipeline',
  'On-call|on call|on-call rotation|pager duty',
  'Incident response|incident management|incident|post-mortem|postmortem|post mortem',
  'Observability|monitoring|alerting',
  'API development|API|API design|design APIs|designing APIs|build APIs|building APIs|built APIs|designed APIs',
  'Performance optimization|performance tuning|performance optimisation|optimize performance|optimise performance|latency',
  'Software architecture|architecture|technical architecture|system architecture|architectural decisions',
  'Technical leadership|tech lead|technical direction|lead engineers',
  'Team leadership|leadership|lead a team|leading a team|led a team|lead the team|manage a team|managing a team|managed a team|people management|line management|direct reports|supervise|supervised|supervising|supervision',
  'Recruiting|recruit|interviewing|hiring decisions|hiring process|hired',
  'Cross-functional collaboration|cross-functional|cross functional|collaborate with product|worked closely with|work closely with',
  'Documentation|write documentation|documenting|documented',
  'Roadmap planning|roadmap',
  'Migrations|migration|migrate|migrating|migrated',
  'Database design|schema design|database schema|schema',
  'Automation|automate|automating|automated',
  'Metrics|KPI|key performance indicators',
  'Reporting|dashboard|reporting tools',
  'Training|train new|training new|train staff|trained staff|train employees|trained new|onboard new|onboarding new|training program',
  'Client relationships|client relationship management|account management|relationship management',
  'Vendor management|vendor|supplier|supplier management',
  'Campaign management|campaign|marketing campaign',
  'Predictive modeling|predictive modelling|predictive model|build models|built models|churn prediction|churn',
  'Health and safety|workplace safety|safety procedures|safety standards|safety regulations|safety',
  'Food preparation|food prep|prep and cook|meal preparation|cooking|cook dishes',
  'Problem solving|problem-solving|solve problems|solving problems',
  'Communication|communication skills|written communication|verbal communication|communicator',
  'Attention to detail|detail-oriented|detail oriented',
  'Time management|prioritisation|prioritization|prioritize|prioritise',
  // 'Team player' is the boilerplate of nearly every posting, not a requirement to match.
  'Teamwork',
  'Calendar management|manage calendars|managing calendars|managed calendars|calendar|diary management',
  'Travel planning|plan travel|planned travel|travel arrangements|book travel|booked travel',
  'Organisational skills|organizational skills|organisation skills|organization skills|organised|organized',
  'Confidentiality|discretion|confidential information',
  'Payment processing|process payments|processed payments|cash handling|handle cash|handled cash',
  'Patient evaluation|evaluate and treat|evaluate patients|evaluated patients|patient evaluations',
];

/** Certificates, licences and similar credentials; degrees and years of experience are read separately. */
const QUALIFICATIONS = [
  'CPA|Certified Public Accountant',
  'CFA',
  'PMP|Project Management Professional',
  'CSM|Certified ScrumMaster|Certified Scrum Master',
  'AWS Certified|AWS certification',
  'CompTIA Security+|Security+',
  'CISSP',
  'RN license|registered nurse license|RN licence|registered nurse licence',
  'BLS|Basic Life Support',
  'ACLS|Advanced Cardiac Life Support',
  'PALS',
  'CCRN',
  'CPR|CPR certification',
  'First aid',
  'ServSafe|ServSafe certification|food handler certificate',
  'CDL|commercial driver license|commercial driver licence|commercial driving licence',
  'Teaching license|teaching licence|teaching certificate|teaching certification|state teaching license',
  'JD|Juris Doctor|J.D',
  'Bar admission|admitted to the bar|licensed to practice law',
  'Electrician license|journeyman license|journeyman electrician license',
  'PE license|professional engineer license',
  'Security clearance',
  'DPT|Doctor of Physical Therapy',
  'PT license|physical therapy license|physical therapist license|PT licence',
  'Driver\'s license|driver license|drivers license|driving licence|driver’s license',
];

/** Aliases that are ordinary words or letters too; the canonical term must be an entry above. */
const AMBIGUOUS: Record<string, AmbiguousAlias[]> = {
  Go: [{ text: 'Go', context: 'language' }],
  R: [{ text: 'R', context: 'list' }],
  C: [{ text: 'C', context: 'list' }],
  Swift: [{ text: 'Swift', context: 'language' }],
  Rust: [{ text: 'Rust', context: 'language' }],
  'Node.js': [{ text: 'Node', context: 'list' }],
  'Express.js': [{ text: 'Express', context: 'list' }],
  'Spring Boot': [{ text: 'Spring', context: 'list' }],
  Sketch: [{ text: 'Sketch', context: 'list' }],
  'Epic EHR': [{ text: 'Epic', context: 'list' }],
  'Adobe Illustrator': [{ text: 'Illustrator', context: 'list' }],
  Notion: [{ text: 'Notion', context: 'list' }],
  // 'the rest of the team' is not REST: only the capitals name it.
  'REST APIs': [{ text: 'REST', context: 'capitalised' }],
  ...Object.fromEntries(
    [
      ['Microsoft Excel', 'Excel'], ['Microsoft Outlook', 'Outlook'], ['AWS Lambda', 'Lambda'], ['Apache Spark', 'Spark'],
      ['Looker', 'Looker'], ['Helm', 'Helm'], ['Puppet', 'Puppet'], ['Unity', 'Unity'], ['React', 'React'], ['Ruby', 'Ruby'],
      ['Flask', 'Flask'], ['Jest', 'Jest'], ['Asana', 'Asana'], ['Workday', 'Workday'], ['Stripe', 'Stripe'],
      ['Bootstrap', 'Bootstrap'], ['Apache Airflow', 'Airflow'], ['Slack', 'Slack'], ['Angular', 'Angular'], ['Vue.js', 'Vue'],
      ['Dart', 'Dart'], ['Sentry', 'Sentry'], ['Redux', 'Redux'], ['Vite', 'Vite'], ['Storybook', 'Storybook'],
    ].map(([term = '', text = '']) => [term, [{ text, context: 'capitalised' as const }]]),
  ),
};

/** Terms known only by an ambiguous spelling (or an unambiguous long form). */
const AMBIGUOUS_ONLY_SKILLS = ['Go|Golang', 'R|RStudio', 'C', 'Swift', 'Rust'];
const AMBIGUOUS_ONLY_TOOLS = ['Sketch|Sketch app'];

function toTerms(lines: string[], kind: MatchTermKind): DictionaryTerm[] {
  return lines.map((line) => {
    const [term = '', ...aliases] = line.split('|');
    const ambiguous = AMBIGUOUS[term] ?? [];
    // An ambiguous spelling is matched only by its own rules, never as a plain alias.
    const plain = [term, ...aliases].filter((alias) => !ambiguous.some((entry) => entry.text === alias));
    return { term, kind, aliases: plain, ambiguous };
  });
}

/**
 * Terms that show experience with another: a bullet about Jenkins speaks to a job asking for CI/CD.
 * Used to rank accomplishments only; the match report counts a term as covered only where it is named.
 */
export const RELATED_TERMS: Readonly<Record<string, readonly string[]>> = {
  'CI/CD': ['GitHub Actions', 'GitLab CI', 'Jenkins', 'CircleCI', 'Argo CD'],
  Observability: ['Prometheus', 'Grafana', 'OpenTelemetry', 'Datadog', 'Splunk', 'New Relic', 'Sentry'],
  Kubernetes: ['Helm', 'Docker', 'Argo CD'],
  Docker: ['Kubernetes'],
  'Infrastructure as code': ['Terraform', 'Pulumi', 'CloudFormation', 'Ansible'],
  'Amazon Web Services': ['AWS Lambda', 'Amazon S3', 'Amazon EC2', 'DynamoDB', 'Amazon SQS', 'Redshift', 'CloudFormation'],
  'Machine learning': ['PyTorch', 'TensorFlow', 'scikit-learn', 'Keras', 'Deep learning', 'Predictive modeling'],
  'Data analysis': ['SQL', 'pandas', 'Tableau', 'Power BI', 'Looker', 'Microsoft Excel', 'Statistics'],
  'Data engineering': ['Apache Spark', 'Apache Airflow', 'dbt', 'Kafka', 'Snowflake', 'BigQuery', 'Databricks'],
  'Test automation': ['Jest', 'Cypress', 'Playwright', 'Selenium', 'Unit testing'],
  'Front-end development': ['React', 'Vue.js', 'Angular', 'Svelte', 'Next.js'],
  'Back-end development': ['Node.js', 'Django', 'Flask', 'FastAPI', 'Spring Boot', 'Ruby on Rails', '.NET', 'Go', 'Java', 'REST APIs', 'Microservices'],
  JavaScript: ['TypeScript', 'Node.js', 'React', 'Vue.js', 'Angular'],
  TypeScript: ['JavaScript'],
  PostgreSQL: ['SQL'],
  SQL: ['PostgreSQL', 'MySQL', 'SQL Server', 'SQLite', 'MariaDB', 'Oracle Database', 'Snowflake', 'BigQuery', 'Redshift'],
  'Project management': ['Jira', 'Asana', 'Trello', 'Agile', 'Scrum', 'Kanban'],
  Accounting: ['QuickBooks', 'Xero', 'Oracle NetSuite', 'SAP', 'Reconciliation', 'Accounts payable', 'Accounts receivable'],
};

function withAliasData(terms: DictionaryTerm[]): DictionaryTerm[] {
  const byName = new Map(terms.map((term) => [term.term, term]));
  const known = (name: string, where: string) => {
    const term = byName.get(name);
    if (!term) throw new Error(`aliases.json names '${name}' in ${where}, which is not a dictionary term`);
    return term;
  };
  for (const [name, aliases] of Object.entries(ALIAS_DATA.aliases)) known(name, 'aliases').aliases.push(...aliases);
  for (const [umbrella, parts] of Object.entries(ALIAS_DATA.umbrellas)) {
    known(umbrella, 'umbrellas');
    for (const part of parts) known(part, `the umbrella '${umbrella}'`);
  }
  return terms;
}

export const DICTIONARY: readonly DictionaryTerm[] = withAliasData([
  ...toTerms([...SKILLS, ...AMBIGUOUS_ONLY_SKILLS, ...aliasTermLines('skill')], 'skill'),
  ...toTerms([...TOOLS, ...AMBIGUOUS_ONLY_TOOLS, ...aliasTermLines('tool')], 'tool'),
  ...toTerms([...QUALIFICATIONS, ...aliasTermLines('qualification')], 'qualification'),
  ...toTerms(RESPONSIBILITIES, 'responsibility'),
]);

/** For each term, the umbrella terms its evidence also shows ('AWS Lambda' → 'Serverless'). */
export const UMBRELLAS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const umbrellas = new Map<string, string[]>();
  for (const [umbrella, parts] of Object.entries(ALIAS_DATA.umbrellas)) {
    for (const part of parts) umbrellas.set(part, [...(umbrellas.get(part) ?? []), umbrella]);
  }
  return umbrellas;
})();
