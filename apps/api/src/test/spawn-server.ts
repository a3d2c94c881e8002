import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { SECRET_KEYS } from '../config.js';

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address() as { port: number };
  probe.close();
  return free;
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real entry point (src/server.ts) in a child process, as operators run it, so signals, the
 * listening address and what it prints are real. `env` is laid over the test's environment without
 * HOST, NODE_ENV and the secrets, so a test states the ones it means (an unset key is a default start).
 */
export async function spawnServer(env: NodeJS.ProcessEnv, { waitForHealth = true } = {}): Promise<SpawnedServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const inherited = { ...process.env };
  for (const key of ['HOST', 'NODE_ENV', ...SECRET_KEYS]) delete inherited[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('../..', import.meta.url),
    env: { ...inherited, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const server: SpawnedServer = {
    child,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
  if (waitForHealth) {
    for (let i = 0; ; i += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || i >= 300) {
        if (child.exitCode === null) child.kill('SIGKILL');
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return server;
}
