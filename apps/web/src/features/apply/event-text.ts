import { useCallback } from 'react';
import { STUDENT_PAGES } from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';

/** The messages of the events the student causes: ours to translate. */
const OUR_EVENT_TEXTS = new Set<string>(Object.values(STUDENT_PAGES.events));

/**
 * An event's message in the visitor's language: the texts we write for the student's own actions are
 * translated; a staff message is shown exactly as staff wrote it (never run through the translation patterns).
 */
export function useEventText(): (message: string) => string {
  const { msg } = useLocale();
  return useCallback((message: string) => (OUR_EVENT_TEXTS.has(message) ? msg(message) : message), [msg]);
}
