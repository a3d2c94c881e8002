import type { User } from '@studychina/contracts';

/** A user as the API returns it, for the page tests. */
export const ADA: User = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '2348031234567',
  countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
  emailVerified: true,
  role: 'student',
  createdAt: '2026-01-01T00:00:00.000Z',
  locale: 'en',
};

/** A promise the test settles itself, to look at a page while its call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
