/**
 * The student's consent to sending the application to the universities named (issue 31, Nigeria's Data
 * Protection Act s.43 transfers): the statement shown beside Submit on the Review step, and its version.
 * The version is sent with the submit (`consentVersion`) and recorded on the application with the time
 * (docs/decisions/0137-students-data-rights.md). Change the statement, change the version: what a
 * student agreed to stays findable by the version on their application.
 */
export const CONSENT_VERSION = '2026-11-27';
/** The name of the field that carries it: a text field of POST /apply, a JSON field of the draft's submit. */
export const CONSENT_FIELD = 'consentVersion';

/** The statement in English; its French is ../i18n/form-texts.fr.ts's `consent`. */
export const CONSENT_TEXTS = {
  title: 'Sending your application',
  statement:
    'By pressing Submit, you agree that we send this application, its documents and your contact details to the universities in China you chose (and, when a place is offered, to the university that admits you), so they can consider you for admission. We keep them as our privacy notice says.',
  privacyLink: 'Privacy notice: what we keep, why and for how long',
} as const;
