import { CONSENT_FIELD, CONSENT_VERSION, addFieldError, requiredFieldText } from '@studychina/contracts';
import type { TextFields } from '../../lib/text-fields.js';
import type { SubmissionCheck } from './check-submission.js';

/**
 * The consent of issue 31 on top of the submission's check: both submit paths must carry `consentVersion`
 * equal to the statement's current version (the one the Review step shows beside Submit), or the 422
 * names it with the other problems (the current version is in the OpenAPI document). An old version is refused too: the student saw a text that is no
 * longer ours. docs/decisions/0137-students-data-rights.md.
 */
export function withConsent(check: SubmissionCheck, fields: TextFields): SubmissionCheck {
  if (fields[CONSENT_FIELD] === CONSENT_VERSION) return check;
  // "consentVersion is required": a text every catalogue has (the web always sends it, so never shows it).
  const refused = requiredFieldText(CONSENT_FIELD);
  if (!check.ok) {
    const errors = structuredClone(check.errors);
    addFieldError(errors, CONSENT_FIELD, refused);
    return { ...check, errors };
  }
  return { ok: false, code: 'VALIDATION_FAILED', message: refused, errors: { [CONSENT_FIELD]: [refused] } };
}
