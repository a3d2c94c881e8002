import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Real databases: the first open of an embedded Postgres and the WASM engine take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
