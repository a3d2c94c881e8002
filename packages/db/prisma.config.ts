// Configuration of Prisma's own CLI. Where its native engine can be downloaded (the docker image), the
// image runs `prisma migrate deploy` from packages/db with it. On our machines migrations run through
// the WASM engine instead (pnpm db:migrate), from the same migrations folder.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
