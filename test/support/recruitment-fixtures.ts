/**
 * Recruitment applications for the recruitment tests
 * (test/api/recruitment-applications-*.test.ts): the stored rows as D1 has
 * them, and the spec's options for the fixed lists.
 */
import { env } from 'cloudflare:workers';

export interface StoredApplication {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  location: string | null;
  experience_level: string | null;
  current_role: string | null;
  interested_roles: string;
  pet_experience: string | null;
  qualifications: string | null;
  availability: string | null;
  relocate_willing: number;
  salary_expectation: string | null;
  motivation: string | null;
  additional_info: string | null;
  status: string;
  created_at: number;
}

// The spec's options (spec 02 §9) with the stable code each is stored as, written out here rather than read from the code under test.
export const experienceLevels = {
  entry: 'Entry (0-2 years)',
  mid: 'Mid (2-5 years)',
  senior: 'Senior (5-10 years)',
  expert: 'Expert (10+ years)',
};
export const availabilityOptions = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract/Freelance',
  flexible: 'Flexible hours',
  weekends: 'Weekends only',
  evenings: 'Evenings only',
};
export const salaryBands = {
  '18k-22k': '£18,000-£22,000',
  '22k-26k': '£22,000-£26,000',
  '26k-30k': '£26,000-£30,000',
  '30k-35k': '£30,000-£35,000',
  '35k-40k': '£35,000-£40,000',
  '40k-50k': '£40,000-£50,000',
  '50k-plus': '£50,000+',
};

export async function stored(): Promise<StoredApplication[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM recruitment_applications ORDER BY created_at',
  ).all<StoredApplication>();
  return results;
}
