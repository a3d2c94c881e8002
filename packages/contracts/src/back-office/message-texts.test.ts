/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { TEMPLATE_STATUSES } from './message-texts.js';
import { TRANSITIONS } from './workflow.js';

describe('message templates', () => {
  it('are written for exactly the statuses staff move applications to', () => {
    const staffTargets = new Set(TRANSITIONS.filter((t) => t.by.includes('staff')).map((t) => t.to));
    expect([...TEMPLATE_STATUSES].sort()).toEqual([...staffTargets].sort());
  });
});
