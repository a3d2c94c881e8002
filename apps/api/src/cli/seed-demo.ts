// `pnpm db:seed:demo [--applications 1000] [--no-files]`: adds fake applications (with accented and
// Nigerian names, five staff members, and two small stored files each) to DATABASE_URL or the embedded
// database, for trying the back office and for `pnpm bench:admin`. Never in production.
import { parseArgs } from 'node:util';
import { createPrismaClient } from '@studychina/db';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';
import { LocalDiskStorage } from '../lib/storage/local-disk-storage.js';
import { seedDemoApplications } from './demo-data.js';
import { seedDemoHistory } from './demo-history.js';

const { values } = parseArgs({
  options: { applications: { type: 'string', default: '1000' }, 'no-files': { type: 'boolean', default: false } },
});
const count = Number(values.applications);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('usage: pnpm db:seed:demo [--applications N (1 to 1000000)] [--no-files]');
  process.exit(2);
}
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('db:seed:demo refuses to run with NODE_ENV=production: it adds fake people.');
  process.exit(2);
}
const database = await openDatabase(config, { attach: true });
const prisma = createPrismaClient({ url: database.url });
try {
  await migrate(database.url);
  const storage = new LocalDiskStorage(config.UPLOAD_DIR);
  await storage.init();
  const started = Date.now();
  const total = await seedDemoApplications(prisma, storage, {
    applications: count,
    files: !values['no-files'],
    progress: (done) => process.stdout.write(`\r  ${done} / ${count}`),
  });
  // Their status changes, corrections and payments, for the overview (docs/product.md#back-office-overview).
  await seedDemoHistory(prisma);
  console.log(
    `\nAdded ${count} demo applications in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in all).`,
  );
} finally {
  await prisma.$disconnect();
  await database.embedded?.stop();
}
