/**
 * The catalogue's answers as the pages read them (GET /api/v1/user/programmes …, issue 28), mirroring
 * contracts' catalogue schemas until they land on main. Money is in minor units with its ISO 4217 currency;
 * an intake's deadline is an ISO 8601 date-time.
 */
export interface Money {
  amount: number;
  currency: string;
}
export interface Price extends Money {
  estimates: (Money & { estimate: true; rateDate: string })[];
}
export interface Intake {
  id: number;
  start: string;
  deadline: string;
  open: boolean;
}
export interface Place {
  slug: string;
  name: string;
}
export interface UniversityRef {
  slug: string;
  name: string;
  city: Place;
}
export interface ProgrammeSummary {
  id: number;
  slug: string;
  title: string;
  university: UniversityRef;
  major: { id: number; name: string };
  degree: string;
  language: string;
  durationMonths: number;
  tuition: Price;
  nextIntake: Intake | null;
  scholarship: boolean;
}
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}
export const PROGRAMME_FACETS = ['degree', 'language', 'city', 'major', 'intake'] as const;
export type ProgrammeFacet = (typeof PROGRAMME_FACETS)[number];
export interface ProgrammesPageResponse {
  data: ProgrammeSummary[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  facets: Record<ProgrammeFacet, FacetValue[]>;
}
export interface Accommodation {
  roomType: string;
  period: 'month' | 'year';
  min: Price;
  max: Price;
}
export interface Requirements {
  ageMin: number | null;
  ageMax: number | null;
  minPreviousDegree: string | null;
  hskLevel: number | null;
  ielts: number | null;
  toefl: number | null;
  duolingo: number | null;
  minGrade: string | null;
  notes: string;
}
export interface RequiredDocument {
  document: string;
  note: string;
}
export interface Coverage {
  tuitionPercent: number;
  accommodation: boolean;
  stipendMonthly: Price | null;
  insurance: boolean;
}
export interface ProgrammeScholarship {
  id: number;
  slug: string;
  name: string;
  provider: string;
  coverage: Coverage;
  deadline: string | null;
  open: boolean;
  remainingTuition: Price;
}
export interface ProgrammeDetail extends Omit<ProgrammeSummary, 'university'> {
  description: string;
  university: UniversityRef & { nameZh: string; province: Place; type: string; tags: string[] };
  tuitionTotal: Price;
  applicationFee: Price;
  serviceFee: Price;
  accommodation: Accommodation[];
  intakes: Intake[];
  requirements: Requirements;
  documents: RequiredDocument[];
  scholarships: ProgrammeScholarship[];
  sampleData: boolean;
  figuresCheckedOn: string;
}
export interface ProgrammeResponse {
  data: ProgrammeDetail;
}
export interface ScholarshipSummary {
  id: number;
  slug: string;
  name: string;
  provider: string;
  coverage: Coverage;
  degrees: string[];
  deadline: string | null;
  open: boolean;
}
export interface UniversityDetail {
  id: number;
  slug: string;
  name: string;
  nameZh: string;
  city: Place;
  province: Place;
  type: string;
  tags: string[];
  logo: string | null;
  coverImage: string | null;
  programmeCount: number;
  founded: number | null;
  internationalStudents: number | null;
  website: string | null;
  description: string;
  accommodation: Accommodation[];
  programmes: ProgrammeSummary[];
  scholarships: ScholarshipSummary[];
  sampleData: boolean;
  figuresCheckedOn: string;
}
export interface UniversityResponse {
  data: UniversityDetail;
}
export interface ScholarshipsPageResponse {
  data: ScholarshipSummary[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export interface ScholarshipDetail extends ScholarshipSummary {
  description: string;
  howToApply: string;
  universities: UniversityRef[];
  programmes: { slug: string; title: string; university: UniversityRef }[];
  sampleData: boolean;
  figuresCheckedOn: string;
}
export interface ScholarshipResponse {
  data: ScholarshipDetail;
}
