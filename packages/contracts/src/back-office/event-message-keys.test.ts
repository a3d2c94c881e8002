/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { STUDENT_PAGES } from '../i18n/student-pages.js';
import { MESSAGES_EN } from '../messages/keyed.en.js';
import { EVENT_MESSAGE_KEYS, eventMessageKeyOf, eventTextName } from './event-message-keys.js';

describe("the keys of the events' texts", () => {
  it('are one for each text of STUDENT_PAGES.events, each a key of the catalogue', () => {
    expect(EVENT_MESSAGE_KEYS.map(eventTextName).sort()).toEqual(Object.keys(STUDENT_PAGES.events).sort());
    for (const key of EVENT_MESSAGE_KEYS) expect(MESSAGES_EN[key]).toBe(STUDENT_PAGES.events[eventTextName(key)]);
  });

  it('read a stored key as ours, and none or any other as null', () => {
    expect(eventMessageKeyOf('studentPages.events.WITHDRAWN')).toBe('studentPages.events.WITHDRAWN');
    expect(eventMessageKeyOf(null)).toBeNull();
    expect(eventMessageKeyOf('answers.LOGIN_SUCCESS')).toBeNull();
  });
});
