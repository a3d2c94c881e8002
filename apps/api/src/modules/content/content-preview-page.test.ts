import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPreviewLinkSchema } from '@studychina/contracts';
import { REPO_ROOT } from '../../config.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { contentClient, contentPeople } from '../../test/content-editors.js';
import { useTestApp } from '../../test/test-app.js';

/*
 * A draft opened as its public page (issue 29, docs/decisions/0136-content-preview-pages-rendered-by-the-server.md):
 * rendered by the server through the catalogue's own pages, for staff with a preview link, marked and noindex, while
 * the public page keeps the published figure. Needs the web build (turbo builds it before this package's tests).
 */
let now = FIXTURE_NOW;
const t = useTestApp(() => {
  // The server entry and the templates: a build under way empties dist first, and the pages could not be rendered.
  for (const file of [
    'apps/web/dist-ssr/entry-server.js',
    'apps/web/dist/.prerendered/catalogue/programmes-page.en.html',
  ])
    if (!existsSync(join(REPO_ROOT, file)))
      throw new Error(`These tests need the web build (${file}): run pnpm --filter @studychina/web build`);
  return {
    seed: true,
    now: () => now,
    config: { WEB_DIST_DIR: join(REPO_ROOT, 'apps/web/dist'), CATALOGUE_PAGES_CACHE_TTL_MS: '0' },
  };
});
let editor: string;
let staff: string;
let student: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  ({ editor, staff, student } = await contentPeople(t.app));
});

const api = () => request(t.app.server);
const linkOf = async (kind: string, id: string, lang: 'en' | 'fr', authorization: string) =>
  contentPreviewLinkSchema.parse(
    (
      await api()
        .get(`${ADMIN_API}/content/${kind}/${id}/preview-link?lang=${lang}`)
        .set('authorization', authorization)
        .expect(200)
    ).body,
  ).data;
const main = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';

describe('the preview page of a programme', () => {
  it("shows the draft's new tuition, marked as not published and noindex, while the public page keeps the old one", async () => {
    const programmes = contentClient(t.app, 'programmes', editor);
    const item = await programmes.find('pku-medicine', (i) => i.slug === 'pku-medicine');
    await programmes.save(item, { tuitionPerYear: { amount: 4_870_000, currency: 'CNY' } }).expect(200);

    const { url, expiresAt } = await linkOf('programmes', item.id, 'en', staff);
    expect(Date.parse(expiresAt) - FIXTURE_NOW.getTime()).toBe(10 * 60 * 1000);
    const preview = await api().get(url).expect(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(preview.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(preview.text).toMatch(/<body[^>]*><p role="note" data-preview-banner[^>]*>Preview — not published\./);
    expect(preview.text).not.toContain('<script');
    expect(main(preview.text)).toContain('CN¥48,700');

    const published = await api().get('/programmes/pku-medicine').set('accept-language', 'en').expect(200);
    expect(main(published.text)).toContain('CN¥45,000');
    expect(main(published.text)).not.toContain('CN¥48,700');
    expect(published.text).not.toContain('data-preview-banner');

    const french = await api()
      .get((await linkOf('programmes', item.id, 'fr', editor)).url)
      .expect(200);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('Aperçu — non publié.');
    expect(main(french.text)).toMatch(/48\s700/u);
  });

  it('opens for staff with a live link only: another item, a changed token, an expired link or a reset password is 401', async () => {
    const programmes = contentClient(t.app, 'programmes', editor);
    const item = await programmes.find('whu-civil', (i) => i.slug === 'whu-civil');
    const other = await programmes.find('pku-medicine', (i) => i.slug === 'pku-medicine');
    await api()
      .get(`${ADMIN_API}/content/programmes/${item.id}/preview-link`)
      .set('authorization', student)
      .expect(403);
    await api().get(`${ADMIN_API}/content/programmes/${item.id}/preview-link`).expect(401);

    const { url } = await linkOf('programmes', item.id, 'en', staff);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const refused = await api().get(`/admin/content/programmes/${other.id}/preview?lang=en&token=${token}`).expect(401);
    expect(refused.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(refused.body.message).toMatch(/expired or is not valid/);
    await api()
      .get(url.replace(/token=./, 'token=x'))
      .expect(401);
    // The link's token is not an access token: the API refuses it as one.
    await api().get(`${ADMIN_API}/content/programmes`).set('authorization', `Bearer ${token}`).expect(401);

    now = new Date(FIXTURE_NOW.getTime() + 10 * 60 * 1000 + 1000);
    await api().get(url).expect(401);
    now = FIXTURE_NOW;
    await api().get(url).expect(200);
    const colleague = await createStaff(t.app, 'staff', 'Olu');
    const made = await linkOf('programmes', item.id, 'en', colleague.authorization);
    await api().get(made.url).expect(200);
    await t.app.prisma.user.update({ where: { id: colleague.user.id }, data: { tokenVersion: { increment: 1 } } });
    await api().get(made.url).expect(401);
  });

  it('ends with the staff session that asked for it (decision 0134): a session past its 12 hours opens no link', async () => {
    const programmes = contentClient(t.app, 'programmes', editor);
    const item = await programmes.find('whu-civil', (i) => i.slug === 'whu-civil');
    const late = await createStaff(t.app, 'staff', 'Lola');
    const { url } = await linkOf('programmes', item.id, 'en', late.authorization);
    await api().get(url).expect(200);
    // The session began 12 hours ago (less a minute): the link, made in its last minute, is still within its 10.
    const sessions = { userId: late.user.id };
    await t.app.prisma.staffSession.updateMany({
      where: sessions,
      data: { startedAt: new Date(FIXTURE_NOW.getTime() - 12 * 3600_000 + 60_000) },
    });
    await api().get(url).expect(200);
    now = new Date(FIXTURE_NOW.getTime() + 2 * 60_000);
    try {
      const ended = await api().get(url).expect(401);
      expect(ended.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      // The same moment for the session's own token: it has ended too.
      await api().get(`${ADMIN_API}/content/programmes`).set('authorization', late.authorization).expect(401);
    } finally {
      now = FIXTURE_NOW;
    }
  });
});

describe('the preview page of a university', () => {
  it("shows the draft's new description; the public page keeps the published one", async () => {
    const universities = contentClient(t.app, 'universities', editor);
    const item = await universities.find('wuhan-university', (i) => i.slug === 'wuhan-university');
    await universities.save(item, { description: 'A draft description, not yet live.' }).expect(200);
    const preview = await api()
      .get((await linkOf('universities', item.id, 'en', staff)).url)
      .expect(200);
    expect(main(preview.text)).toContain('A draft description, not yet live.');
    expect(preview.text).toContain('data-preview-banner');
    const published = await api().get('/universities/wuhan-university').set('accept-language', 'en').expect(200);
    expect(main(published.text)).not.toContain('A draft description');
  });
});

describe('on an API without the web build', () => {
  let emptyDist = '';
  const bare = useTestApp(
    async () => {
      emptyDist = await mkdtemp(join(tmpdir(), 'no-web-build-'));
      return { seed: true, now: () => FIXTURE_NOW, config: { WEB_DIST_DIR: emptyDist } };
    },
    () => rm(emptyDist, { recursive: true, force: true }),
  );

  it('a valid link answers 503, not that the page does not exist', async () => {
    await loadCatalogueFixture(bare.app.prisma);
    const people = await contentPeople(bare.app);
    const item = await contentClient(bare.app, 'programmes', people.editor).find(
      'pku-medicine',
      (i) => i.slug === 'pku-medicine',
    );
    const link = (
      await request(bare.app.server)
        .get(`${ADMIN_API}/content/programmes/${item.id}/preview-link?lang=en`)
        .set('authorization', people.staff)
        .expect(200)
    ).body.data as { url: string };
    const answer = await request(bare.app.server).get(link.url).expect(503);
    expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});
