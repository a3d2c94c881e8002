import { useCallback } from 'react';
import { STUDENT_PAGES, eventTextName, type EventMessageKey } from '@studychina/contracts';
import { useText } from '../../lib/i18n';

/**
 * An event's message in the visitor's language: an event of the student's own action carries our text's key (the
 * API's `messageKey`), shown by that key; a staff message has none and is shown exactly as staff wrote it
 * (docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export function useEventText(): (message: string, key: EventMessageKey | null) => string {
  const texts = useText(STUDENT_PAGES.events);
  return useCallback((message, key) => (key ? texts[eventTextName(key)] : message), [texts]);
}
