// `pnpm admin:create <email> [--firstname X] [--lastname Y]`: makes <email> an admin who signs in with
// the password read from ADMIN_PASSWORD, else asked for (twice, not echoed) on a terminal, else read as
// the first line of standard input (docs/product.md#back-office-staff-accounts). Works on DATABASE_URL or
// the embedded database, whether or not the server is running (lib/database.ts attaches to it).
import { parseArgs } from 'node:util';
import { createPrismaClient } from '@studychina/db';
import { emailField, newPasswordField, PASSWORDS_DO_NOT_MATCH, renderText, textOfIssue } from '@studychina/contracts';
import { ConfigError, loadConfig, type EnvConfig } from '../config.js';
import { migrate, openDatabase } from '../lib/database.js';
import { createOrPromoteAdmin } from '../modules/admin/admin-account.js';
import { readHiddenLine, readFirstLine } from './prompt.js';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { firstname: { type: 'string' }, lastname: { type: 'string' } },
});
const email = emailField().safeParse(positionals[0] ?? '');
if (!email.success) fail('usage: pnpm admin:create <email> [--firstname X] [--lastname Y]   (a valid e-mail)');

function readConfig(): EnvConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1);
    throw error;
  }
}
const config = readConfig();

async function askPassword(): Promise<string> {
  if (config.ADMIN_PASSWORD) return config.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return readFirstLine(process.stdin);
  const password = await readHiddenLine('Password for the admin account: ');
  const again = await readHiddenLine('Same password again: ');
  if (password !== again) fail(PASSWORDS_DO_NOT_MATCH);
  return password;
}

const password = newPasswordField().safeParse(await askPassword());
// The check gives a Text (docs/decisions/0109-checks-raise-texts.md): the terminal gets its English.
if (!password.success) fail(renderText(textOfIssue(password.error.issues[0]?.message), 'en'));

const database = await openDatabase(config, { attach: true });
const prisma = createPrismaClient({ url: database.url });
try {
  await migrate(database.url);
  const outcome = await createOrPromoteAdmin(
    prisma,
    { email: email.data, password: password.data, firstname: values.firstname, lastname: values.lastname },
    { bcryptRounds: config.BCRYPT_ROUNDS, now: new Date(), source: 'cli' },
  );
  console.log(`${email.data}: ${outcome === 'created' ? 'admin account created' : 'promoted to admin'}.`);
} finally {
  await prisma.$disconnect();
  await database.embedded?.stop();
}
