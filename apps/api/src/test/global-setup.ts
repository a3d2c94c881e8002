import { prepareTestTemplate } from '@studychina/db';
import { loadConfig, prismaPaths } from '../config.js';

/**
 * vitest globalSetup: migrates the template database once per run, before the test files start (each
 * copies it in createTestApp). Without it the first files would all migrate a template at once.
 */
export default async function setup(): Promise<void> {
  await prepareTestTemplate({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
}
