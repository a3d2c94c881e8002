import { text } from '@studychina/contracts';
import type { User } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import type { LoginGuard } from './login-guard.js';
import type { UsersService } from './users.service.js';

/**
 * The password asked again before something that cannot be undone (turning off the second factor, new recovery
 * codes, deleting the account). Each try counts against the login's lock as a sign-in would, so a stolen session
 * cannot guess the password here; a wrong one is a 422 on the `password` field.
 */
export async function checkPasswordAgain(
  { loginGuard, users }: { loginGuard: LoginGuard; users: UsersService },
  client: string,
  user: User,
  password: string,
) {
  const slot = await loginGuard.reserve(client, user.email);
  if (!(await users.checkPassword(user, password)))
    throw new HttpError(422, 'VALIDATION_FAILED', text('mfa.PASSWORD_WRONG'), {
      password: [text('mfa.PASSWORD_WRONG')],
    });
  await slot.release();
}
