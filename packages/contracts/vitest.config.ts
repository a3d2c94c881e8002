// A plain object (no import of 'vitest/config'): the house lint lets contracts import zod only.
// Only the sources are tested: dist/ holds compiled copies. Tests use vitest's globals.
export default {
  test: {
    globals: true,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.fixtures.test.ts'],
  },
};
