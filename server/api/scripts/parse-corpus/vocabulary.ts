/** Word banks for the generated resumes: people, places and, per field of work, roles, employers, achievements and skills. */

export const FIELDS_OF_WORK = [
  'software', 'nursing', 'accounting', 'marketing', 'sales', 'logistics', 'teaching', 'legal', 'design', 'hospitality',
] as const;
export type FieldOfWork = (typeof FIELDS_OF_WORK)[number];

export const FIRST_NAMES = [
  'José', 'Zoë', 'Anne-Marie', 'Łukasz', 'Émilie', 'Søren', 'Chloé', 'Jürgen', 'Priya', 'Marcus', 'Aisha', 'Björn',
  'Inés', 'Noah', 'François', 'Mei', 'Dagný', 'Kwame', 'Olivia', 'Mateo', 'Jean-Luc', 'Hannah', 'Renée', 'Tomás',
] as const;
export const LAST_NAMES = [
  'García-López', 'Müller', 'Nowak', "O'Brien", 'Okafor', 'Dubois', 'van der Berg', 'Sørensen', 'Kowalski', 'Nguyen',
  'Fernández', 'Schmidt-Weber', 'Johnson', 'Ramírez', 'Lefèvre', 'de Vries', 'Andersson', 'Mensah', 'Brontë', 'Peña',
] as const;

export const PLACES = [
  'Berlin, Germany', 'München, Germany', 'Lyon, France', 'Paris, France', 'Madrid, Spain', 'Sevilla, Spain',
  'Amsterdam, Netherlands', 'Utrecht, Netherlands', 'Austin, TX', 'Chicago, IL', 'Seattle, WA', 'Boston, MA',
  'Toronto, ON', 'London, United Kingdom', 'Zürich, Switzerland', 'Kraków, Poland',
] as const;

export const EMAIL_DOMAINS = ['example.com', 'mail.example.org', 'example.de', 'example.fr', 'example.nl'] as const;

export const UNIVERSITIES = [
  'University of Michigan', 'Technische Universität München', 'Université Lyon 2', 'Universidad Complutense de Madrid',
  'Universiteit Utrecht', 'Boston University', 'University of Toronto', 'Humboldt-Universität zu Berlin',
  'Sorbonne Université', 'Universidad de Sevilla', 'Vrije Universiteit Amsterdam', 'Arizona State University',
  'Jagiellonian University', 'ETH Zürich', 'Northwestern University', "King's College London",
] as const;

export interface FieldVocabulary {
  titles: string[];
  /** A more senior title, for the later role of a promotion under one employer. */
  seniorTitles: string[];
  companies: string[];
  achievements: string[];
  degrees: string[];
  skills: string[];
  /** Category labels for 'Label: skills' lines, each with the skills that belong to it. */
  categories: Record<string, string[]>;
  summaries: string[];
}

export const VOCABULARY: Record<FieldOfWork, FieldVocabulary> = {
  software: {
    titles: ['Software Engineer', 'Backend Developer', 'Frontend Engineer', 'Data Engineer', 'DevOps Engineer'],
    seniorTitles: ['Senior Software Engineer', 'Staff Engineer', 'Engineering Lead'],
    companies: ['Acme Systems', 'Northwind Labs', 'Zalando', 'Booking.com', 'Globex Software', 'Initech', 'Spotify'],
    achievements: [
      'Migrated the checkout service to Kubernetes, cutting deploy time from 40 to 6 minutes',
      'Built an event pipeline handling 12k messages per second',
      'Reduced page load time by 45% through code splitting and caching',
      'Mentored four junior engineers through their first production releases',
      'Designed the public REST API used by 300 partner integrations',
      'Introduced contract tests that caught 30 breaking changes before release',
      'Automated nightly data exports, saving the analytics team 10 hours a week',
      'Led the rewrite of the billing module in TypeScript with zero downtime',
    ],
    degrees: ['BSc Computer Science', 'MSc Software Engineering', 'BEng Computer Engineering'],
    skills: ['TypeScript', 'Python', 'Go', 'Java', 'React', 'Node.js', 'PostgreSQL', 'Redis', 'Docker', 'Kubernetes', 'Terraform', 'AWS', 'GraphQL', 'Kafka', 'Git', 'Linux'],
    categories: { Languages: ['TypeScript', 'Python', 'Go', 'Java'], Frameworks: ['React', 'Node.js', 'GraphQL'], Tools: ['Docker', 'Kubernetes', 'Terraform', 'Git', 'Linux'], Databases: ['PostgreSQL', 'Redis', 'Kafka'] },
    summaries: ['Backend engineer with eight years of experience building payment and order systems.', 'Product-minded developer who enjoys turning slow, fragile systems into fast, boring ones.'],
  },
  nursing: {
    titles: ['Registered Nurse', 'Staff Nurse', 'ICU Nurse', 'Pediatric Nurse'],
    seniorTitles: ['Charge Nurse', 'Nurse Manager', 'Clinical Nurse Specialist'],
    companies: ['St. Mary’s Hospital', 'Charité Berlin', 'Mercy General Hospital', 'Hôpital Édouard Herriot', 'Kaiser Permanente'],
    achievements: [
      'Cared for up to six critical patients per shift in a 24-bed intensive care unit',
      'Reduced medication errors on the ward by 30% by introducing barcode checks',
      'Trained 15 new graduate nurses in triage and patient assessment',
      'Coordinated discharge plans with physicians, social workers and families',
      'Led the unit’s infection control audit with a 98% compliance score',
      'Administered IV therapy and monitored patients after cardiac surgery',
      'Introduced a fall-prevention checklist that halved falls within a year',
    ],
    degrees: ['BSc Nursing', 'Master of Science in Nursing', 'Associate Degree in Nursing'],
    skills: ['Patient Assessment', 'IV Therapy', 'Wound Care', 'Triage', 'BLS', 'ACLS', 'Epic EHR', 'Medication Administration', 'Infection Control', 'Phlebotomy', 'Patient Education', 'Telemetry'],
    categories: { Clinical: ['Patient Assessment', 'IV Therapy', 'Wound Care', 'Triage', 'Phlebotomy', 'Telemetry'], Certifications: ['BLS', 'ACLS'], Systems: ['Epic EHR'] },
    summaries: ['Compassionate registered nurse with seven years in intensive and acute care.', 'Calm under pressure, with a record of safer wards and well-trained colleagues.'],
  },
  accounting: {
    titles: ['Staff Accountant', 'Financial Analyst', 'Auditor', 'Accounts Payable Specialist'],
    seniorTitles: ['Senior Accountant', 'Finance Manager', 'Audit Manager'],
    companies: ['Deloitte', 'KPMG', 'Contoso Finance', 'Grant Thornton', 'Mazars', 'Fabrikam Holdings'],
    achievements: [
      'Closed the monthly books two days faster by automating bank reconciliations',
      'Prepared consolidated financial statements for 12 subsidiaries under IFRS',
      'Identified 140k in duplicate vendor payments during an internal audit',
      'Managed accounts payable for 400 vendors and 3,000 invoices a month',
      'Built a cash-flow forecast model adopted by the CFO for quarterly planning',
      'Supported the external audit with zero material findings',
      'Reduced days sales outstanding from 52 to 38',
    ],
    degrees: ['BBA Accounting', 'MSc Finance', 'Bachelor of Commerce'],
    skills: ['IFRS', 'US GAAP', 'SAP', 'Excel', 'QuickBooks', 'Financial Reporting', 'Reconciliation', 'Budgeting', 'Forecasting', 'Power BI', 'Tax Compliance', 'Audit'],
    categories: { Standards: ['IFRS', 'US GAAP', 'Tax Compliance'], Software: ['SAP', 'Excel', 'QuickBooks', 'Power BI'], Finance: ['Financial Reporting', 'Reconciliation', 'Budgeting', 'Forecasting', 'Audit'] },
    summaries: ['Chartered accountant with a knack for faster closes and cleaner audits.'],
  },
  marketing: {
    titles: ['Marketing Specialist', 'Content Strategist', 'SEO Manager', 'Brand Manager'],
    seniorTitles: ['Head of Marketing', 'Senior Brand Manager', 'Marketing Director'],
    companies: ['Ogilvy', 'Publicis', 'Wunderman Thompson', 'HubSpot', 'Red Bull', 'Tchibo'],
    achievements: [
      'Grew organic traffic by 180% in 14 months through a topic-cluster strategy',
      'Launched a product campaign that generated 2,400 qualified leads',
      'Managed a paid media budget of 1.2M across search and social',
      'Rebuilt the brand guidelines and trained 60 staff on the new voice',
      'Raised email open rates from 18% to 31% with segmentation',
      'Produced a podcast series with 50k monthly listeners',
      'Ran A/B tests on landing pages that lifted conversion by 22%',
    ],
    degrees: ['BA Marketing', 'MA Communication', 'BSc Business Administration'],
    skills: ['SEO', 'Google Analytics', 'Content Strategy', 'Copywriting', 'HubSpot', 'Google Ads', 'Social Media', 'Email Marketing', 'A/B Testing', 'Brand Strategy', 'Canva', 'Salesforce'],
    categories: { Channels: ['SEO', 'Google Ads', 'Social Media', 'Email Marketing'], Tools: ['Google Analytics', 'HubSpot', 'Canva', 'Salesforce'], Craft: ['Content Strategy', 'Copywriting', 'A/B Testing', 'Brand Strategy'] },
    summaries: ['Marketer who pairs strong copy with careful measurement.'],
  },
  sales: {
    titles: ['Account Executive', 'Sales Representative', 'Business Development Manager', 'Inside Sales Rep'],
    seniorTitles: ['Senior Account Executive', 'Regional Sales Manager', 'Sales Director'],
    companies: ['Salesforce', 'Oracle', 'Siemens', 'Vistaprint', 'Adecco', 'Philips'],
    achievements: [
      'Exceeded the annual quota by 132% and ranked first in the region',
      'Opened 45 new enterprise accounts in the DACH market',
      'Shortened the sales cycle from 90 to 60 days with a new demo process',
      'Negotiated a three-year contract worth 2.3M with a national retailer',
      'Built a pipeline of 4M through outbound prospecting',
      'Trained a team of eight representatives on consultative selling',
      'Retained 95% of key accounts during a price increase',
    ],
    degrees: ['BA Business Administration', 'BSc Economics', 'MBA'],
    skills: ['Salesforce CRM', 'Negotiation', 'Prospecting', 'Account Management', 'Pipeline Management', 'Cold Calling', 'HubSpot', 'Forecasting', 'Contract Negotiation', 'LinkedIn Sales Navigator', 'Presentations'],
    categories: { Selling: ['Negotiation', 'Prospecting', 'Cold Calling', 'Presentations', 'Contract Negotiation'], Tools: ['Salesforce CRM', 'HubSpot', 'LinkedIn Sales Navigator'], Management: ['Account Management', 'Pipeline Management', 'Forecasting'] },
    summaries: ['Quota-beating account executive with a decade of B2B sales.'],
  },
  logistics: {
    titles: ['Logistics Coordinator', 'Supply Chain Analyst', 'Warehouse Supervisor', 'Dispatcher'],
    seniorTitles: ['Logistics Manager', 'Supply Chain Manager', 'Operations Manager'],
    companies: ['DHL', 'Kuehne + Nagel', 'Maersk', 'DB Schenker', 'UPS', 'PostNL'],
    achievements: [
      'Cut late deliveries by 40% by re-planning routes for 35 trucks',
      'Managed inbound freight of 1,200 containers a year',
      'Introduced cycle counting that raised inventory accuracy to 99.6%',
      'Negotiated carrier rates that saved 310k a year',
      'Supervised a warehouse team of 28 across two shifts',
      'Implemented a new WMS with no interruption to shipping',
      'Reduced picking errors by 55% with barcode scanning',
    ],
    degrees: ['BSc Logistics Management', 'BA Supply Chain Management', 'MSc Operations Research'],
    skills: ['SAP EWM', 'Inventory Management', 'Route Planning', 'Excel', 'Forklift License', 'Customs Clearance', 'Lean', 'Six Sigma', 'Demand Planning', 'Incoterms', 'WMS'],
    categories: { Operations: ['Inventory Management', 'Route Planning', 'Demand Planning', 'Customs Clearance', 'Incoterms'], Systems: ['SAP EWM', 'WMS', 'Excel'], Methods: ['Lean', 'Six Sigma'] },
    summaries: ['Logistics coordinator who keeps freight moving and costs down.'],
  },
  teaching: {
    titles: ['Teacher', 'Mathematics Teacher', 'English Teacher', 'Teaching Assistant'],
    seniorTitles: ['Head of Department', 'Lead Teacher', 'Deputy Head'],
    companies: ['Lincoln High School', 'Gymnasium am Markt', 'Lycée Victor Hugo', 'Colegio San José', 'Het Amsterdams Lyceum'],
    achievements: [
      'Raised the pass rate in final exams from 71% to 89% over three years',
      'Designed a project-based curriculum for 120 students in grade 9',
      'Coached the debate team to the national finals twice',
      'Introduced weekly parent updates that improved attendance by 12%',
      'Mentored five student teachers through their placements',
      'Organised an exchange programme with a school in Lyon',
      'Adapted lessons for students with special educational needs',
    ],
    degrees: ['BEd Secondary Education', 'MA Mathematics Education', 'BA English Literature'],
    skills: ['Curriculum Design', 'Classroom Management', 'Differentiated Instruction', 'Google Classroom', 'Assessment', 'Special Education', 'Moodle', 'Public Speaking', 'Mentoring', 'Lesson Planning'],
    categories: { Teaching: ['Curriculum Design', 'Classroom Management', 'Differentiated Instruction', 'Assessment', 'Lesson Planning'], Tools: ['Google Classroom', 'Moodle'], Other: ['Special Education', 'Public Speaking', 'Mentoring'] },
    summaries: ['Teacher who makes mathematics feel possible for every student.'],
  },
  legal: {
    titles: ['Associate', 'Paralegal', 'Legal Counsel', 'Compliance Officer'],
    seniorTitles: ['Senior Associate', 'General Counsel', 'Head of Compliance'],
    companies: ['Freshfields', 'Baker McKenzie', 'Clifford Chance', 'Linklaters', 'Hogan Lovells', 'Allianz'],
    achievements: [
      'Drafted and negotiated 200 commercial contracts for technology clients',
      'Led due diligence for an acquisition valued at 85M',
      'Built a GDPR compliance programme across five countries',
      'Represented clients in 30 employment tribunal hearings',
      'Reduced contract turnaround from ten to four days with templates',
      'Advised the board on anti-bribery policies and training',
      'Managed a document review team of twelve paralegals',
    ],
    degrees: ['Juris Doctor', 'LLB Law', 'LLM International Business Law'],
    skills: ['Contract Drafting', 'Due Diligence', 'GDPR', 'Litigation', 'Legal Research', 'Westlaw', 'Mergers & Acquisitions', 'Employment Law', 'Compliance', 'Negotiation', 'Corporate Governance'],
    categories: { Practice: ['Contract Drafting', 'Due Diligence', 'Litigation', 'Mergers & Acquisitions', 'Employment Law'], Regulation: ['GDPR', 'Compliance', 'Corporate Governance'], Tools: ['Westlaw', 'Legal Research'] },
    summaries: ['Commercial lawyer focused on technology contracts and data protection.'],
  },
  design: {
    titles: ['Graphic Designer', 'UX Designer', 'Product Designer', 'Visual Designer'],
    seniorTitles: ['Senior Product Designer', 'Design Lead', 'Art Director'],
    companies: ['IDEO', 'Pentagram', 'Frog Design', 'Canva', 'Figma', 'Studio Dumbar'],
    achievements: [
      'Redesigned the onboarding flow, raising activation by 27%',
      'Built a design system of 80 components used by six product teams',
      'Ran 40 usability tests and turned the findings into a roadmap',
      'Created the visual identity for a national museum reopening',
      'Reduced support tickets by 18% with clearer error states',
      'Art-directed a photo campaign across print and social',
      'Led accessibility reviews to meet WCAG 2.1 AA',
    ],
    degrees: ['BA Graphic Design', 'MA Interaction Design', 'BFA Visual Communication'],
    skills: ['Figma', 'Sketch', 'Adobe Illustrator', 'Photoshop', 'InDesign', 'Prototyping', 'User Research', 'Design Systems', 'Typography', 'Accessibility', 'Wireframing', 'After Effects'],
    categories: { Design: ['Prototyping', 'Design Systems', 'Typography', 'Wireframing', 'Accessibility'], Tools: ['Figma', 'Sketch', 'Adobe Illustrator', 'Photoshop', 'InDesign', 'After Effects'], Research: ['User Research'] },
    summaries: ['Product designer who makes complex tools feel simple.'],
  },
  hospitality: {
    titles: ['Front Desk Agent', 'Sous Chef', 'Event Coordinator', 'Restaurant Supervisor'],
    seniorTitles: ['Front Office Manager', 'Head Chef', 'Hotel Manager'],
    companies: ['Hilton', 'Marriott', 'Accor', 'Meliá Hotels', 'NH Hotels', 'Four Seasons'],
    achievements: [
      'Raised guest satisfaction scores from 8.1 to 9.2 in one year',
      'Managed check-in for 300 rooms during peak season',
      'Planned and ran 60 corporate events a year for up to 500 guests',
      'Cut food waste by 25% by reworking prep lists and portions',
      'Trained 20 new staff on service standards and upselling',
      'Increased upsell revenue by 15% at the front desk',
      'Handled VIP arrivals and complaints with tact and speed',
    ],
    degrees: ['BA Hospitality Management', 'Diploma in Culinary Arts', 'BSc Tourism Management'],
    skills: ['Opera PMS', 'Customer Service', 'Event Planning', 'Food Safety', 'Revenue Management', 'Team Leadership', 'Menu Planning', 'Upselling', 'Conflict Resolution', 'Micros POS', 'Spanish'],
    categories: { Service: ['Customer Service', 'Upselling', 'Conflict Resolution', 'Event Planning'], Systems: ['Opera PMS', 'Micros POS'], Kitchen: ['Food Safety', 'Menu Planning'], Management: ['Revenue Management', 'Team Leadership'] },
    summaries: ['Hospitality professional who turns busy nights into five-star reviews.'],
  },
};
