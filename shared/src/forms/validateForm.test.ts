import { freeformJobBodySchema, structuredJobBodySchema } from '@careerforge/contract';
import { validateForm } from './validateForm';

describe('validateForm', () => {
  it('returns the values as the API will read them', () => {
    expect(validateForm(structuredJobBodySchema, { job_title: ' Data Analyst ', company: '', description: ' SQL ' })).toEqual({
      ok: true,
      data: { job_title: 'Data Analyst', company: null, description: 'SQL' },
    });
  });

  it("gives each invalid field the API's message", () => {
    expect(validateForm(structuredJobBodySchema, { job_title: 'x'.repeat(201), company: '', description: '  ' })).toEqual({
      ok: false,
      errors: { job_title: 'Job title must be at most 200 characters.', description: 'Job description is required.' },
    });
    expect(validateForm(freeformJobBodySchema, { text: '\n ' })).toEqual({
      ok: false,
      errors: { text: 'Please paste a job posting.' },
    });
  });
});
