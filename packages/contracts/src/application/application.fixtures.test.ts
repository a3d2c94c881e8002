// Shared test data, not a test: vitest.config excludes *.fixtures.test.ts, and the build skips every
// *.test.ts, so this never ships in dist.
import type { ApplicationFormValues, EducationEntry, FamilyMember } from './fields.js';
import { emptyFiles, type ApplicationFiles } from './files.js';
import { buildApplicationFields, buildEducationEntry, buildFamilyMember } from './fixtures.js';

export const NOW = new Date('2025-06-01T12:00:00Z');

export const education: EducationEntry = buildEducationEntry();
export const member = (name = 'Chukwu Obi'): FamilyMember => buildFamilyMember({ familyMemberName: name });

/** The shared complete application: every text filled validly, the passport valid after NOW. */
export const complete = (): ApplicationFormValues => buildApplicationFields();

export const png = { name: 'p.png', size: 2048, type: 'image/png' };
/** The three required lists filled (passportphoto with two photos: it is a multiple list). */
export const withFiles = (): ApplicationFiles => ({
  ...emptyFiles(),
  passportphoto: [png, png],
  applicantSignature: [png],
  sponsorSignature: [png],
});
