// `pnpm restore <file> [--pg-bin <dir>]`: puts a `pnpm backup` archive back into the empty database and the empty file
// store the usual settings name (DATABASE_URL or the embedded database; STORAGE_DRIVER, UPLOAD_DIR, S3_*); refuses any
// other (docs/decisions/0145-backup-and-restore-commands.md).
import { rm } from 'node:fs/promises';
import { embeddedDataDir, openDatabase } from '../lib/database.js';
import { openFileStorage } from '../lib/storage/open-file-storage.js';
import { readInvocation, runCommand } from '../ops/command-line.js';
import { restore } from '../ops/restore.js';

await runCommand(async () => {
  const { file, tools, config } = readInvocation('pnpm restore <file> [--pg-bin <dir>]');
  let database = await openDatabase(config, { attach: true });
  try {
    const { manifest, differences } = await restore({
      file,
      databaseUrl: database.url,
      openStorage: () => openFileStorage(config),
      tools,
      // The empty embedded database opened here is replaced by the backup's folder (a backup of the embedded one).
      replaceEmbedded:
        database.embedded &&
        (async (folder) => {
          await database.embedded?.stop();
          await rm(embeddedDataDir(config), { recursive: true, force: true });
          database = await openDatabase(config, { loadDataDir: folder });
          return database.url;
        }),
      progress: (line) => console.log(line),
    });
    const { rowCounts, countsInDumpSnapshot } = manifest.database;
    if (differences.length > 0) {
      // Taken beside the dump (embedded database), the counts may miss rows written meanwhile.
      const say = countsInDumpSnapshot ? console.error : console.warn;
      say(`Row counts differ from the backup's:\n  ${differences.join('\n  ')}`);
      if (countsInDumpSnapshot) process.exitCode = 1;
    }
    console.log(
      `Restored ${Object.keys(rowCounts).length} tables and ${manifest.storage.files} files from ${file} ` +
        `(made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}; schema ${manifest.database.lastMigration ?? 'none'}).`,
    );
  } finally {
    await database.embedded?.stop();
  }
});
