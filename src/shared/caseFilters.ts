/** The case study list's industry filter (client-side only). */

export const ALL_INDUSTRIES = 'All Industries';

/** 'All Industries' followed by each distinct industry, in order of first appearance */
export function industryOptions(cases: ReadonlyArray<{ industry: string }>): string[] {
  return [ALL_INDUSTRIES, ...new Set(cases.map((c) => c.industry))];
}

/** the cases of one industry, or all of them for 'All Industries' (or an industry no case has) */
export function filterByIndustry<T extends { industry: string }>(cases: readonly T[], industry: string): T[] {
  if (industry === ALL_INDUSTRIES || !cases.some((c) => c.industry === industry)) return [...cases];
  return cases.filter((c) => c.industry === industry);
}
