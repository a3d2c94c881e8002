import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { migrate, openDatabase } from './lib/database.js';
import { resolveLocalSecrets } from './lib/local-secrets.js';

/**
 * `pnpm worker`: the job worker alone (e-mails, scheduled clean-ups; plugins/jobs.ts), for deployments
 * that run the API with JOBS_WORKER=false, or more workers than API instances. It builds the same app
 * (so every module defines its tasks) but never listens. With the embedded database it attaches to the
 * running `pnpm start`, which owns the data folder.
 */
async function main() {
  let setup;
  try {
    setup = resolveLocalSecrets(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { config } = setup;
  const database = await openDatabase(config, { attach: true });
  if (config.MIGRATE_ON_START) await migrate(database.url);
  const app = await buildApp(config, { databaseUrl: database.url, worker: true });
  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'worker stopping after an unexpected error');
    else app.log.info({ signal }, 'worker stopping: finishing jobs in progress');
    await app.close();
    await database.embedded?.stop();
  });
  await app.ready();
  app.log.info('job worker running');
}

main().catch((error: unknown) => {
  console.error('worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
