import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@studychina/db';
import { generateSecrets, loadConfig, prismaPaths } from './config.js';
import { spawnServer, type SpawnedServer } from './test/spawn-server.js';

// The real entry point in a child process, as operators run it, so signals are real.
let database: TestDatabase;
let spawned: SpawnedServer;
let server: ChildProcess;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  spawned = await spawnServer({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    MIGRATE_ON_START: 'false',
    SEED_ON_START: 'false',
    ...generateSecrets(),
  });
  server = spawned.child;
  port = spawned.port;
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await database?.drop();
});

describe('graceful shutdown', () => {
  it('lets a slow in-flight request finish after SIGTERM, refuses new connections, and exits 0', async () => {
    const body = JSON.stringify({ email: 'slow.client@example.com', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (d: Buffer) => (response += d.toString()));
    socket.write(
      `POST /api/v1/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));
    // While draining, the listener is closed: a new connection is refused.
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    // write, not end: like a browser, the client keeps its side open until the answer arrives.
    socket.write(body.slice(10));
    await once(socket, 'close');
    expect(response).toMatch(/^HTTP\/1\.1 (401|422|429) /);
    expect(response).toContain('"success":false');

    const [code] = await exited;
    expect(code).toBe(0);
    expect(spawned.output()).toContain('shutting down');
  }, 60_000);
});

describe('start-up with a bad configuration', () => {
  it('exits 1 listing every bad key, without a stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, PORT: 'eighty', HANDOFF_KEY: 'not-hex', NODE_ENV: 'production', CORS_ORIGINS: '*' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/HANDOFF_KEY: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
