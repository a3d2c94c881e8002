import type { StudentPagesTexts } from '../i18n/student-pages.js';

/**
 * The keys of our texts for the events a student's own action makes (docs/decisions/0116-texts-by-key-to-the-end.md):
 * stored with the event (ApplicationEvent.messageKey, beside its English `message`) and sent to the student's pages,
 * which show the text by its key in the reader's language. An event without one carries staff's message as written.
 */
export const EVENT_MESSAGE_KEYS = [
  'studentPages.events.SUBMITTED',
  'studentPages.events.RESUBMITTED',
  'studentPages.events.WITHDRAWN',
] as const satisfies readonly `studentPages.events.${keyof StudentPagesTexts['events']}`[];
export type EventMessageKey = (typeof EVENT_MESSAGE_KEYS)[number];

/** A stored key as one of ours, null for none (staff's message) or one these pages do not know. */
export const eventMessageKeyOf = (stored: string | null): EventMessageKey | null =>
  (EVENT_MESSAGE_KEYS as readonly string[]).includes(stored ?? '') ? (stored as EventMessageKey) : null;

/** The name of the event's text in STUDENT_PAGES.events ('studentPages.events.SUBMITTED' → 'SUBMITTED'). */
export const eventTextName = (key: EventMessageKey): keyof StudentPagesTexts['events'] =>
  key.slice('studentPages.events.'.length) as keyof StudentPagesTexts['events'];
