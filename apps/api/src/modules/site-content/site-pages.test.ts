import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_SEED, SHIPPED_CONTACT, contentListResponseSchema } from '@studychina/contracts';
import { ABOUT_PAGE } from '@studychina/contracts/content-pages/about';
import { REPO_ROOT } from '../../config.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';

/*
 * The pre-rendered pages rendered again on request with the texts editors published
 * (docs/decisions/0127-site-texts-from-published-versions.md): the HTML a visitor or a crawler receives right after a
 * publish holds the new text. Needs the web build (`pnpm --filter @studychina/web build`).
 */
const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
const t = useTestApp(() => {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js')))
    throw new Error('These tests need the web build: run pnpm --filter @studychina/web build');
  return { seed: true, config: { WEB_DIST_DIR, WEB_URL: 'https://admissions.example.com' } };
});
let editor: string;

beforeAll(async () => {
  const made = await createStaff(t.app, 'staff', 'Eddie');
  await t.app.prisma.user.update({ where: { id: made.user.id }, data: { permissions: ['editor'] } });
  editor = made.authorization;
});

const api = () => request(t.app.server);
const page = async (path: string) => (await api().get(path).set('accept-language', 'en').expect(200)).text;
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** Saves and publishes the item of `kind` whose title starts with `title`. */
async function edit(kind: string, title: string, change: (item: Record<string, unknown>) => Record<string, unknown>) {
  const list = contentListResponseSchema.parse(
    (await api().get(`${ADMIN_API}/content/${kind}?per_page=100`).set('authorization', editor).expect(200)).body,
  );
  const id = list.data.find((row) => row.title.startsWith(title))!.id;
  const item = (await api().get(`${ADMIN_API}/content/${kind}/${id}`).set('authorization', editor).expect(200)).body
    .data;
  await api().put(`${ADMIN_API}/content/${kind}/${id}`).set('authorization', editor).send(change(item)).expect(200);
  await api().post(`${ADMIN_API}/content/${kind}/${id}/publish`).set('authorization', editor).expect(200);
}

describe('the site pages rendered with their published texts', () => {
  it("show today's texts and contact details on a fresh database", async () => {
    const about = await page('/about');
    expect(about).toContain(ABOUT_PAGE.mission);
    expect(about).toContain(`href="tel:+862038012468"`);
    expect(about).toContain(SHIPPED_CONTACT.email);
    expect(await page('/fr/faq')).toContain('De quoi ai-je besoin pour postuler dans une université chinoise');
  });

  it("show a just-published text in the next response's HTML: the about page's lead, in English and French", async () => {
    await page('/about'); // rendered and kept before the publish
    await edit('pages', 'about', (item) => ({
      ...item,
      about: {
        ...(item.about as object),
        lead: { en: 'A lead published a moment ago.', fr: 'Un chapeau tout frais.' },
      },
    }));
    const english = await page('/about');
    expect(english).toContain('A lead published a moment ago.');
    expect(english).not.toContain(ABOUT_PAGE.lead);
    expect(await page('/fr/about')).toContain('Un chapeau tout frais.');
  });

  it("carry the office's new phone in every page's footer, and the FAQ's new answer in its HTML and FAQPage", async () => {
    await edit('pages', 'contact', (item) => ({
      ...item,
      contact: { ...(item.contact as object), phone: '+86 20 5555 0000' },
    }));
    for (const path of ['/', '/majors', '/contact', '/fr/goods'])
      expect(await page(path)).toContain('tel:+862055550000');

    const question = FAQ_SEED.find((q) => q.topic === 'visa')!.question;
    await edit('faq', question, (item) => ({ ...item, answer: 'Apply for an X1 visa with your JW202 form.' }));
    const faq = await page('/faq');
    expect(faq).toContain('Apply for an X1 visa with your JW202 form.');
    const ld = structuredData(faq).find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(ld.mainEntity.find((q) => q.name === question)?.acceptedAnswer.text).toBe(
      'Apply for an X1 visa with your JW202 form.',
    );
  });

  it("show a testimonial published a moment ago on the home page's HTML", async () => {
    await edit('testimonials', 'Chiamaka O.', (item) => ({
      ...item,
      quote: 'Published just now.',
    }));
    expect(await page('/')).toContain('Published just now.');
  });

  it("show a hero slide published a moment ago in the home page's HTML, in English and French", async () => {
    await page('/'); // rendered and kept before the publish
    await edit('heroes', '', (item) => ({
      ...item,
      title: 'A slide published just now',
      titleFr: 'Une diapositive toute neuve',
    }));
    expect(await page('/')).toContain('A slide published just now');
    const french = (await api().get('/fr/').expect(200)).text;
    expect(french).toContain('Une diapositive toute neuve');
  });

  it("show a major published a moment ago on /majors' first page, its uploaded image in every size and format", async () => {
    await page('/majors'); // rendered and kept before the publish
    const first = (await api().get('/api/v1/user/majors?page=1').expect(200)).body.data[0] as { name: string };
    const hash = '0123456789abcdef0123456789abcdef';
    await edit('majors', first.name, (item) => ({
      ...item,
      name: 'Marine Engineering, just published',
      nameFr: 'Génie maritime, tout juste publié',
      image: `/media/content/${hash}/960.jpg`,
    }));
    const english = await page('/majors');
    expect(english).toContain('Marine Engineering, just published');
    expect(english).not.toContain(`>${first.name}<`);
    expect(english).toMatch(
      new RegExp(
        `<picture><source type="image/avif" srcSet="/media/content/${hash}/480.avif 480w, /media/content/${hash}/960.avif 960w"`,
      ),
    );
    expect(english).toContain(`srcSet="/media/content/${hash}/480.jpg 480w, /media/content/${hash}/960.jpg 960w"`);
    // The page's embedded data is the same first page, so the app takes over without showing the old major.
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(english)![1]!);
    expect(data['["/majors",1]'].data[0].name).toBe('Marine Engineering, just published');
    expect((await api().get('/fr/majors').expect(200)).text).toContain('Génie maritime, tout juste publié');
  });
});
