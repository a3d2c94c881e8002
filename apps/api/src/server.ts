import { seedIfEmpty } from '@studychina/db';
import { ConfigError, loadConfig, prismaPaths } from './config.js';
import { buildApp } from './app.js';
import { migrate, openDatabase } from './lib/database.js';
import { resolveLocalSecrets, type LocalSecrets } from './lib/local-secrets.js';

function readConfig(): LocalSecrets {
  try {
    return resolveLocalSecrets(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      // The list of bad keys is the whole message: no stack trace for a configuration mistake.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Says where generated secrets are kept, so nobody wonders why sessions survive a restart. */
function describeLocalSecrets(file: NonNullable<LocalSecrets['file']>): string {
  const what = file.created ? 'generated and kept in' : 'read from';
  return (
    `  Secrets ${file.keys.join(', ')}: ${what} ${file.path} (mode 0600; set them in the environment ` +
    `to use your own, as production must)`
  );
}

async function main() {
  const { config, file: secretsFile } = readConfig();
  if (secretsFile) console.log(`\n${describeLocalSecrets(secretsFile)}`);
  const database = await openDatabase(config);
  const applied = config.MIGRATE_ON_START ? (await migrate(database.url)).applied : [];
  const app = await buildApp(config, { databaseUrl: database.url });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.SEED_ON_START) {
    const seeded = await seedIfEmpty(app.prisma, prismaPaths.seedDir);
    if (seeded.heroes + seeded.majors > 0) app.log.info(seeded, 'seed content loaded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // close() stops accepting connections and resolves once in-flight requests are done; then the
    // database pool (onClose hook) and the embedded database are closed.
    await app.close();
    await database.embedded?.stop();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = database.embedded ? `embedded Postgres in ${config.DATA_DIR}` : 'DATABASE_URL';
  console.log(
    `\n  Study in China is running at http://localhost:${config.PORT}  (listening on ${config.HOST}; database: ${where})\n`,
  );
}

main().catch((error: unknown) => {
  console.error('failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
