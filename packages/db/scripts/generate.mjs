// `prisma generate` offline: the CLI insists that a schema-engine binary exists before generating,
// although generation never runs it. Its download is blocked here, so point it at a file that exists.
// Where the real engine is installed (docker image), PRISMA_SCHEMA_ENGINE_BINARY may already be set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const schema = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
