import { expect } from 'vitest';
import { asWritten, errorTexts, renderAll } from '@studychina/contracts';
import { createApplicant } from './applicant.js';
import { postApplication, type UploadPart } from './application-payload.js';
import { useTestApp, type SuiteApp } from './test-app.js';
import type { Clock } from '../lib/clock.js';
import { makeUploadDir, type UploadDir } from './upload-dir.js';

/**
 * Posts an application, expects 422 with `errors[key]` equal to `messages` (the headline being one of
 * the problems as a person reads them, entry prefix included), and that nothing at all was stored: no
 * row, no file, no temporary file.
 */
export async function expectRefused(
  t: SuiteApp,
  uploads: UploadDir,
  request: { fields: Record<string, string>; files: UploadPart[] },
  key: string,
  messages: string[],
) {
  // A new applicant each time: submissions are rate-limited per account.
  const { authorization } = await createApplicant(t.app);
  const res = await postApplication(t.app, authorization, request.fields, request.files).expect(422);
  expect(res.body.success).toBe(false);
  expect(res.body.errors[key]).toEqual(messages);
  const answered = res.body.errors as Record<string, string[]>;
  const written = Object.fromEntries(Object.entries(answered).map(([field, texts]) => [field, texts.map(asWritten)]));
  expect(renderAll(errorTexts(written), 'en')).toContain(res.body.message);
  expect(await t.app.prisma.application.count()).toBe(0);
  expect(await uploads.files()).toEqual([]);
  return res.body as { message: string; errors: Record<string, string[]> };
}

/**
 * For a file of refusal tests: registers beforeAll/afterAll for an app on a fresh UPLOAD_DIR (removed
 * after the app is closed) and returns expectRefused bound to both. `now`: the app's clock (date rules).
 */
export function useRefusalChecks({ now }: { now?: Clock } = {}) {
  let uploads: UploadDir | undefined;
  const t = useTestApp(
    async () => {
      uploads = await makeUploadDir();
      return { config: { UPLOAD_DIR: uploads.path }, now };
    },
    async () => {
      await uploads?.remove();
    },
  );
  return {
    t,
    expectRefused: (fields: Record<string, string>, files: UploadPart[], key: string, messages: string[]) =>
      expectRefused(t, uploads!, { fields, files }, key, messages),
  };
}
