import { ConfigError, loadConfig, prismaPaths, type Config } from './config.js';
import { buildApp } from './app.js';
import { migrate, openDatabase } from './lib/database.js';
import { seedIfEmpty } from '@studychina/db';

const SHUTDOWN_GRACE_MS = 25_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(config);
  const { applied } = await migrate(database.url);
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
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = database.embedded ? 'embedded Postgres under ' + config.DATA_DIR : 'DATABASE_URL';
  console.log(`\n  Study in China is running at http://localhost:${config.PORT}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error('failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
