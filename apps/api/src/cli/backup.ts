// `pnpm backup <file> [--pg-bin <dir>]`: the database (pg_dump) and every uploaded file of the configured store in one
// archive with a manifest of checksums (docs/decisions/0145-backup-and-restore-commands.md). Works on DATABASE_URL or
// the embedded database, whether or not the server is running (lib/database.ts attaches to it).
import { openDatabase } from '../lib/database.js';
import { openFileStorage } from '../lib/storage/open-file-storage.js';
import { backup } from '../ops/backup.js';
import { readInvocation, runCommand } from '../ops/command-line.js';

await runCommand(async () => {
  const { file, tools, config } = readInvocation('pnpm backup <file> [--pg-bin <dir>]');
  const database = await openDatabase(config, { attach: true });
  try {
    const storage = await openFileStorage(config);
    const { embedded } = database;
    const done = await backup({
      file,
      databaseUrl: database.url,
      storage,
      config,
      tools,
      // Opened here (the site stopped): its folder is the backup. Attached to a running site: pg_dump.
      embeddedFolder: embedded && (() => embedded.dumpDataDir()),
    });
    console.log(
      `Backed up ${done.tables} tables (${done.rows} rows) and ${done.files} files (${done.bytes} bytes) to ${done.file}`,
    );
  } finally {
    await database.embedded?.stop();
  }
});
