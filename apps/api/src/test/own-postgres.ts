import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './spawn-server.js';

export interface OwnPostgres {
  /** The cluster's `postgres` database (admin URL for createTestDatabase). */
  adminUrl: string;
  /** SIGSTOP to the postmaster and every backend: connections stay open, nothing answers. */
  freeze(): void;
  /** SIGCONT to the same processes. */
  thaw(): void;
  /** Stops the cluster and deletes its files (thawing it first). */
  drop(): void;
}

/** The newest Postgres installed from Debian's packages (the one CI installs). */
function postgresBin(): string {
  const version = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error('no Postgres under /usr/lib/postgresql (apt-get install postgresql)');
  return `/usr/lib/postgresql/${version}/bin`;
}

/**
 * A Postgres cluster of the test's own (initdb in a temporary folder, trust auth, a free port on
 * 127.0.0.1), so an outage can be staged without touching the shared server on 5432. Postgres refuses to
 * run as root: as root, the cluster belongs to the `postgres` user. No fsync: the data is thrown away.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const root = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'own-postgres-'));
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run(`${bin}/pg_ctl`, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);

  let frozen: number[] = [];
  const signal = (pids: number[], name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // a backend that ended meanwhile
      }
    }
  };
  return {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    freeze() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so it forks no backend after the list below is read.
      signal([postmaster], 'SIGSTOP');
      const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      signal(children, 'SIGSTOP');
      frozen = [postmaster, ...children];
    },
    thaw() {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    drop() {
      signal(frozen, 'SIGCONT');
      try {
        run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
