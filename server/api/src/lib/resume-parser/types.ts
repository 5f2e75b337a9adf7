import { z } from 'zod';

/** Dates are 'yyyy-mm-dd' (a month-precision date is the 1st of that month); null end = present/ongoing. */
export const parsedResumeSchema = z.object({
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    links: z.array(z.string()),
    /** A one-line description of the person ('Backend Engineer'); only structured imports give one. */
    headline: z.string().optional(),
    /** Where the person lives; absent when the resume names no place (and in resumes parsed before places were read). */
    location: z.string().optional(),
  }),
  /** The text of the Summary, Profile or About section; absent when there is none. */
  summary: z.string().optional(),
  skills: z.array(z.string()),
  education: z.array(
    z.object({
      degree: z.string(),
      institution: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      gpa: z.number().nullable(),
    }),
  ),
  career: z.array(
    z.object({
      position: z.string(),
      company: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      description: z.string(),
      accomplishments: z.array(z.string()),
    }),
  ),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;
