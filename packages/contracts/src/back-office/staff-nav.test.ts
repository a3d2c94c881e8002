/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { opensBackOffice } from './staff-nav.js';
import { ROLES, isStaffRole } from './workflow.js';

describe("the first bundle's back-office check", () => {
  it('opens the back office for exactly STAFF_ROLES', () => {
    for (const role of ROLES) expect(opensBackOffice(role)).toBe(isStaffRole(role));
    expect(opensBackOffice(undefined)).toBe(false);
  });
});
