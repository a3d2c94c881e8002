import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, configSchema } from './config.js';

// Docker has no engine on our machines, so these checks keep the operators' files honest instead:
// every path they name exists, and every variable the API reads reaches the container.
const read = (path: string) => readFileSync(resolve(REPO_ROOT, path), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');
const entrypoint = read('apps/api/docker-entrypoint.sh');

describe('Dockerfile and docker-compose.yml', () => {
  it('start the entrypoint script, which runs files that exist after the build', () => {
    const [, script] = dockerfile.match(/ENTRYPOINT \["sh", "([^"]+)"\]/) ?? [];
    expect(script).toBe('apps/api/docker-entrypoint.sh');
    expect(existsSync(resolve(REPO_ROOT, script!))).toBe(true);
    expect(entrypoint).toContain('cd /app/packages/db');
    expect(existsSync(resolve(REPO_ROOT, 'packages/db/prisma.config.ts'))).toBe(true);
    expect(read('packages/db/package.json')).toContain('"prisma"');
    expect(entrypoint).toContain('exec node apps/api/dist/server.js');
    expect(read('apps/api/tsconfig.build.json')).toBeTruthy();
    expect(existsSync(resolve(REPO_ROOT, 'apps/api/src/server.ts'))).toBe(true);
  });

  it('fetch the engine from the @prisma/engines version the lockfile pins', () => {
    const [, glob] = dockerfile.match(/RUN node (node_modules\/\.pnpm\/@prisma\+engines@\*\S+)/) ?? [];
    expect(glob).toBeDefined();
    const version = read('pnpm-lock.yaml').match(/^ {2}'?@prisma\/engines@([\d.]+)'?:/m)?.[1];
    expect(version).toBeDefined();
    expect(existsSync(resolve(REPO_ROOT, glob!.replace('*', version!)))).toBe(true);
  });

  it('use the pnpm version the workspace pins', () => {
    const pinned = JSON.parse(read('package.json')).packageManager as string;
    for (const match of dockerfile.matchAll(/pnpm@([\d.]+)/g)) expect(`pnpm@${match[1]}`).toBe(pinned);
  });

  it('pass every configuration variable to the app container', () => {
    const app = compose.slice(compose.indexOf('\n  app:'));
    const passed = [...app.matchAll(/^ {6}([A-Z0-9_]+): /gm)].map((m) => m[1]);
    expect(passed.sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('keep uploads and the database on named volumes, with health checks', () => {
    expect(compose).toMatch(/- uploads:\/var\/lib\/studychina\/uploads/);
    expect(compose).toMatch(/UPLOAD_DIR: "\/var\/lib\/studychina\/uploads"/);
    expect(compose).toMatch(/- pgdata:\/var\/lib\/postgresql/);
    expect(compose).toMatch(/pg_isready/);
    expect(compose).toMatch(/\/readyz/);
    expect(compose).toMatch(/axllent\/mailpit/);
  });

  it('run several app replicas behind one proxy port, on MinIO (bucket created at start) and Redis', () => {
    const app = compose.slice(compose.indexOf('\n  app:'));
    // A fixed host port on app would stop `--scale app=3`; the proxy owns the one public port.
    expect(app).not.toMatch(/^ {4}ports:/m);
    expect(compose).toMatch(/^ {2}proxy:\n {4}image: caddy:2\n {4}ports:\n {6}- "\$\{PORT:-3000\}:80"/m);
    const caddyfile = read('deploy/Caddyfile');
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(/dynamic a app 3000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);

    expect(compose).toMatch(/^ {2}minio:\n {4}image: minio\/minio/m);
    expect(compose).toMatch(/mc mb --ignore-existing "local\/\$\$BUCKET"/);
    expect(app).toMatch(/minio-init:\n {8}condition: service_completed_successfully/);
    expect(compose).toMatch(/^ {2}redis:\n {4}image: redis:/m);
    expect(app).toMatch(/redis:\n {8}condition: service_healthy/);

    expect(app).toContain('STORAGE_DRIVER: "${STORAGE_DRIVER:-s3}"');
    expect(app).toContain('S3_ENDPOINT: "${S3_ENDPOINT:-http://minio:9000}"');
    expect(app).toContain('S3_FORCE_PATH_STYLE: "${S3_FORCE_PATH_STYLE:-true}"');
    // The bucket the init service creates is the one the app uses, with the same key pair as MinIO's root.
    expect(app).toContain('S3_BUCKET: "${S3_BUCKET:-studychina-uploads}"');
    expect(compose).toContain('BUCKET: ${S3_BUCKET:-studychina-uploads}');
    expect(compose.match(/\$\{S3_SECRET_ACCESS_KEY:-studychina-minio-secret\}/g)).toHaveLength(3);
  });
});
