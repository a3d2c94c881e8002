// `pnpm db:seed`: loads prisma/seed (and the starter programme catalogue) into empty tables of DATABASE_URL or
// the embedded database.
import { createPrismaClient, seedCatalogueIfEmpty, seedIfEmpty } from '@studychina/db';
import { loadConfig, prismaPaths } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';

const config = loadConfig();
const database = await openDatabase(config, { attach: true });
const prisma = createPrismaClient({ url: database.url });
try {
  await migrate(database.url);
  console.log('Seeded:', await seedIfEmpty(prisma, prismaPaths.seedDir));
  console.log('Starter catalogue:', await seedCatalogueIfEmpty(prisma, prismaPaths.seedDir));
} finally {
  await prisma.$disconnect();
  await database.embedded?.stop();
}
