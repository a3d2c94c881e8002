import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, REPO_ROOT, type EnvConfig } from '../config.js';
import { OperatorError } from './operator-error.js';
import { pgTools, type PgTools } from './postgres-tools.js';

export interface Invocation {
  file: string;
  tools: PgTools;
  config: EnvConfig;
}

/**
 * `<file> [--pg-bin <dir>]` and the usual settings. A relative file is taken from the repository's root, as
 * DATA_DIR and UPLOAD_DIR are: pnpm runs the script in apps/api whichever folder it was typed in.
 */
export function readInvocation(usage: string): Invocation {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'pg-bin': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new OperatorError(`usage: ${usage}`, { cause: 'usage' });
  const named = positionals[0]!;
  const file = isAbsolute(named) ? named : resolve(REPO_ROOT, named);
  return { file, tools: pgTools(values['pg-bin']), config: loadConfig() };
}

/** Runs a command: an operator's mistake prints its message alone and exits 1 (2 for a wrong usage). */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof OperatorError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(error.cause === 'usage' ? 2 : 1);
    }
    throw error;
  }
}
