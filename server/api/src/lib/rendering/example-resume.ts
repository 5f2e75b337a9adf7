import type { GeneratedResumeContent } from '@careerforge/contract';

/**
 * A realistic two-page resume (a full header, a summary, five positions, Latin-extended names, one
 * current position): the input of the rendering tests, the ATS round trip and the generation benchmark.
 */
export const EXAMPLE_RESUME: GeneratedResumeContent = {
  name: 'Łucja Núñez-Öztürk',
  email: 'lucja.nunez@example.com',
  phone: '+1 415 555 0134',
  headline: 'Senior Data Engineer',
  location: 'San Francisco, CA',
  links: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/lucja-nunez' },
    { label: 'GitHub', url: 'https://github.com/lucjanunez' },
  ],
  summary:
    'Data engineer with nine years of building batch and streaming pipelines, most recently leading the data platform of a 400-person analytics organisation. Cut warehouse load times from six hours to 85 minutes with incremental dbt models.',
  skills: [
    'Python', 'SQL', 'Apache Airflow', 'dbt', 'Snowflake', 'Kafka', 'Spark', 'Terraform', 'AWS', 'Docker',
    'Kubernetes', 'Data Modeling', 'Looker', 'Great Expectations', 'CI/CD', 'Stakeholder Management',
  ],
  education: [
    { degree: 'MSc Data Science', institution: 'Politechnika Wrocławska', start_date: '2013-10-01', end_date: '2015-06-30', gpa: 4.8 },
    { degree: 'BSc Computer Science', institution: 'Universidad de Sevilla', start_date: '2009-09-15', end_date: '2013-06-28', gpa: 3.9 },
  ],
  career: [
    {
      position: 'Senior Data Engineer',
      company: 'Northwind Analytics',
      start_date: '2022-03-14',
      end_date: null,
      description: 'Lead engineer of the data platform team that feeds finance, growth and product reporting for 400 internal users.',
      accomplishments: [
        'Cut the nightly warehouse load from six hours to 85 minutes by rewriting ingestion with incremental dbt models and partition pruning.',
        'Introduced data contracts and automated quality checks with Great Expectations, reducing broken dashboards reported by analysts by 70%.',
        'Designed the event streaming layer on Kafka that replaced 40 point-to-point integrations and now carries 2 billion events a day.',
        'Mentored four engineers, ran the weekly design review and wrote the on-call runbook used by three teams.',
        'Negotiated a Snowflake contract restructuring that saved $310k a year without reducing capacity.',
      ],
    },
    {
      position: 'Data Engineer',
      company: 'Globex Corporation',
      start_date: '2019-06-03',
      end_date: '2022-02-25',
      description: 'Built and ran the batch pipelines behind the customer analytics product used by enterprise clients.',
      accomplishments: [
        'Migrated 120 legacy cron jobs to Apache Airflow with zero missed service-level agreements during the cut-over.',
        'Built a Spark job that deduplicates 50 million customer records nightly, raising match precision from 91% to 98%.',
        'Automated infrastructure with Terraform modules now reused by six product teams.',
        'Partnered with the security team to encrypt all personal data at rest and pass the SOC 2 audit on the first attempt.',
      ],
    },
    {
      position: 'Analytics Engineer',
      company: 'Şahin Veri',
      start_date: '2017-09-01',
      end_date: '2019-05-31',
      description: 'First analytics hire at a retail-data startup in Istanbul, owning modelling and reporting end to end.',
      accomplishments: [
        'Modelled sales, stock and loyalty data into a star schema that answered most weekly questions without engineering help.',
        'Rolled out Looker to 120 store managers with training sessions in Turkish and English.',
        'Reduced monthly reporting effort from four days to half a day through scheduled, tested transformations.',
      ],
    },
    {
      position: 'Software Developer',
      company: 'Müller & Söhne',
      start_date: '2015-08-17',
      end_date: '2017-08-31',
      description: 'Developer on the order management system of a family-owned industrial supplier in Köln.',
      accomplishments: [
        'Rewrote the invoice export in Python, removing manual corrections that had cost the finance team two days every month.',
        'Added integration tests and a CI pipeline that caught regressions before each weekly release.',
        'Built the supplier portal used by 300 partners to confirm orders and upload delivery notes.',
      ],
    },
    {
      position: 'Data Analyst Intern',
      company: 'Zażółć Gęślą',
      start_date: '2014-06-02',
      end_date: '2014-09-30',
      description: 'Summer internship in the pricing team of an online grocery.',
      accomplishments: [
        'Analysed basket data to find price points that raised conversion on private-label products by 6%.',
        'Automated the weekly competitor price report with Python and SQL.',
      ],
    },
  ],
};
