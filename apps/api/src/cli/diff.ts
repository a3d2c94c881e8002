// `pnpm db:diff <name>`: writes the next migration (prisma/migrations/<timestamp>_<name>) from the
// difference between the existing migrations and prisma/schema.prisma. The engine replays the
// migrations into a scratch database: on DATABASE_URL's server when set, else an in-memory one.
import { diffMigrations } from '@studychina/db';
import { loadConfig, prismaPaths } from '../config.js';

const name = (process.argv[2] ?? '').trim();
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:diff <name>   (lower-case letters, digits and _)');
  process.exit(2);
}
const config = loadConfig();
const { created } = await diffMigrations({ url: config.DATABASE_URL, name, ...prismaPaths });
console.log(created ? `Created prisma/migrations/${created}` : 'The schema matches the migrations: nothing to create.');
