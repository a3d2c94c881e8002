import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, prismaPaths } from './config.js';
import { buildApp } from './app.js';
import { migrate, openDatabase } from './lib/database.js';
import { seedCatalogueIfEmpty } from '@studychina/db';
import { resolveLocalSecrets, type LocalSecrets } from './lib/local-secrets.js';
import { ensureFirstAdmin } from './modules/admin/admin-account.js';
import { backfillNationalityCodes } from './modules/applications/nationality-backfill.js';

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
    const seeded = await app.catalog.seed(prismaPaths.seedDir);
    if (seeded.heroes + seeded.majors + seeded.templates > 0) app.log.info(seeded, 'seed content loaded');
    // The starter programme catalogue (docs/product.md#programme-catalogue), on the first start only.
    const catalogue = await seedCatalogueIfEmpty(app.prisma, prismaPaths.seedDir, app.now());
    if (catalogue.universities + catalogue.exchangeRates > 0) app.log.info(catalogue, 'starter catalogue loaded');
  }
  const coded = await backfillNationalityCodes(app.prisma);
  if (coded > 0) app.log.info({ applications: coded }, 'nationalities recognised as countries');
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL;
    const outcome = await ensureFirstAdmin(
      app.prisma,
      { email, password: config.ADMIN_PASSWORD },
      { bcryptRounds: config.BCRYPT_ROUNDS, now: app.now(), source: 'startup' },
    );
    if (outcome === 'admin-exists') app.log.info('an admin exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used');
    else app.log.info({ email }, `first admin ${outcome}`);
  }

  // SIGTERM, SIGINT (and the other stop signals), or a crash (uncaught exception, unhandled rejection):
  // stop accepting connections and finish in-flight requests (app.close()), then close the database pool
  // (an onClose hook) and the embedded database. Exit 0 after a signal, 1 after a crash, a second signal
  // or SHUTDOWN_TIMEOUT_MS.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_MS,
      logger: app.log,
      onTimeout: () => app.log.error('graceful shutdown timed out'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error');
      else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      await app.close();
      await database.embedded?.stop();
      app.log.info('stopped');
    },
  );

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
