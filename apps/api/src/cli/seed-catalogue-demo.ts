// `pnpm db:seed:catalogue-demo [--universities 2000] [--programmes 50000]`: adds a large made-up programme
// catalogue to DATABASE_URL or the embedded database, for `pnpm bench:catalogue` and for trying the catalogue at
// scale. Loads the majors and the starter catalogue first when missing. Never in production.
import { parseArgs } from 'node:util';
import { createPrismaClient, seedCatalogueIfEmpty, seedIfEmpty } from '@studychina/db';
import { loadConfig, prismaPaths } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';
import { seedCatalogueDemo } from './catalogue-demo-data.js';

const { values } = parseArgs({
  options: {
    universities: { type: 'string', default: '2000' },
    programmes: { type: 'string', default: '50000' },
  },
});
const universities = Number(values.universities);
const programmes = Number(values.programmes);
if (![universities, programmes].every((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000)) {
  console.error('usage: pnpm db:seed:catalogue-demo [--universities N] [--programmes N] (1 to 1000000)');
  process.exit(2);
}
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('db:seed:catalogue-demo refuses to run with NODE_ENV=production: it adds made-up universities.');
  process.exit(2);
}
const database = await openDatabase(config, { attach: true });
const prisma = createPrismaClient({ url: database.url });
try {
  await migrate(database.url);
  await seedIfEmpty(prisma, prismaPaths.seedDir);
  await seedCatalogueIfEmpty(prisma, prismaPaths.seedDir);
  const started = Date.now();
  await seedCatalogueDemo(prisma, {
    universities,
    programmes,
    seedDir: prismaPaths.seedDir,
    progress: (done) => process.stdout.write(`\r  ${done} / ${programmes} programmes`),
  });
  // VACUUM, not only ANALYZE: it empties the search index's pending list (GIN fast update), which every search
  // otherwise reads whole, as autovacuum would soon on a live database (docs/decisions/0117-catalogue-search-in-one-statement.md).
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
  console.log(`\nAdded the demo catalogue in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await prisma.$disconnect();
  await database.embedded?.stop();
}
