// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';

const config = loadConfig();
const database = await openDatabase(config, { attach: true });
try {
  const { applied } = await migrate(database.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'No pending migrations.',
  );
} finally {
  await database.embedded?.stop();
}
