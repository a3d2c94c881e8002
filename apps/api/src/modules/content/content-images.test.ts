import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentImageResponseSchema,
  heroesResponseSchema,
  parseContentImageUrl,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { useTestApp, type SuiteApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// Editors' images (issue 29, docs/decisions/0126-content-images-sizes-formats-and-caching.md): checked by content,
// resized into every width and format, stored through the storage backend (a local folder, then S3), served with a
// year's cache; a refusal stores nothing.
const IMAGES = `${ADMIN_API}/content/images`;

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A real photograph-like image made here: a gradient with some texture, `width` x `height`. */
function picture(width: number, height: number, format: 'png' | 'jpeg', seed = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (((i / 3) % width) * 255) / width + ((i * seed) % 17);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function imagesSuite(t: SuiteApp, stored: () => Promise<string[]>) {
  let editor: string;
  let admin: string;
  let staff: string;
  let student: string;
  beforeAll(async () => {
    const made = await createStaff(t.app, 'staff', 'Iris');
    await t.app.prisma.user.update({ where: { id: made.user.id }, data: { permissions: ['editor'] } });
    editor = made.authorization;
    admin = (await createStaff(t.app, 'admin', 'Ada')).authorization;
    staff = (await createStaff(t.app, 'staff', 'Stella')).authorization;
    student = (await createApplicant(t.app, 'Sade')).authorization;
  });
  const api = () => request(t.app.server);
  const upload = (authorization: string, bytes: Buffer, filename: string) =>
    api().post(IMAGES).set('authorization', authorization).attach('file', bytes, { filename });

  /** Asserts that `act` stores nothing: no file in the storage, no row. */
  async function nothingStored(act: () => Promise<unknown>) {
    const [files, rows] = [await stored(), await t.app.prisma.contentImage.count()];
    await act();
    expect(await stored()).toEqual(files);
    expect(await t.app.prisma.contentImage.count()).toBe(rows);
  }

  it('resizes a PNG into 480, 960 and 1600 px in AVIF, WebP and JPEG, each served with a year of cache', async () => {
    const png = await picture(1800, 800, 'png');
    const res = await upload(editor, png, 'campus.png').expect(201);
    const { data } = contentImageResponseSchema.parse(res.body);
    expect(data.urls.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      ['480', '960', '1600'].flatMap((w) => ['avif', 'jpeg', 'webp'].map((f) => `${w}.${f}`)).sort(),
    );
    expect(parseContentImageUrl(data.urls.fallback)).toMatchObject({ width: 1600 });
    for (const variant of data.urls.variants) {
      const served = await binary(api().get(variant.url)).expect(200);
      expect(served.headers['content-type']).toBe(variant.type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const made = await sharp(served.body as Buffer).metadata();
      expect(made.width).toBe(variant.width);
      expect(made.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
    const audit = await t.app.prisma.auditLog.findFirst({ where: { action: 'content.image', targetId: data.id } });
    expect(audit?.meta).toMatchObject({ type: 'image/png', width: 1800, height: 800 });
    // The original is kept in the storage, not served.
    const row = await t.app.prisma.contentImage.findUniqueOrThrow({ where: { id: data.id } });
    expect(row.originalBytes).toBe(png.length);
  });

  it('makes no width above the original, and answers the same image uploaded again with its URLs (200), storing nothing', async () => {
    const jpeg = await picture(700, 400, 'jpeg', 3);
    const firstAnswer = await upload(admin, jpeg, 'small.jpg').expect(201);
    const first = contentImageResponseSchema.parse(firstAnswer.body);
    expect(first.data.urls.fallback).toMatch(/^\/media\/content\/[0-9a-f]{32}\/480\.jpg$/);
    expect(new Set(first.data.urls.variants.map((v) => v.width))).toEqual(new Set([480]));
    await nothingStored(async () => {
      const again = await upload(editor, jpeg, 'again.jpg').expect(200);
      expect(again.body).toEqual(firstAnswer.body);
    });
  });

  it('a hero published with an uploaded image shows it on GET /heroes as its fallback URL', async () => {
    const jpeg = await picture(1600, 700, 'jpeg', 5);
    const { data } = contentImageResponseSchema.parse((await upload(editor, jpeg, 'hero.jpg').expect(201)).body);
    const slide = {
      title: 'Spring intake',
      titleFr: 'Rentrée de printemps',
      subTitle: 'Applications open.',
      subTitleFr: 'Les candidatures sont ouvertes.',
      heroImage: data.urls.fallback,
    };
    const created = await api()
      .post(`${ADMIN_API}/content/heroes`)
      .set('authorization', editor)
      .send(slide)
      .expect(201);
    await api()
      .post(`${ADMIN_API}/content/heroes/${created.body.data.id}/publish`)
      .set('authorization', editor)
      .expect(200);
    const heroes = heroesResponseSchema.parse((await api().get('/api/v1/user/heroes').expect(200)).body).heroes;
    const hero = heroes.find((h) => h.title === slide.title);
    expect(hero?.hero_image).toBe(data.urls.fallback);
    await binary(api().get(hero!.hero_image)).expect(200).expect('content-type', 'image/jpeg');
  });

  it('refuses a file over 10 MiB with 413 PAYLOAD_TOO_LARGE, storing nothing', async () => {
    const big = Buffer.concat([await picture(64, 64, 'png'), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]);
    expect(big.length).toBeGreaterThan(CONTENT_IMAGE_MAX_BYTES);
    await nothingStored(async () => {
      const res = await upload(editor, big.subarray(0, CONTENT_IMAGE_MAX_BYTES + 1), 'huge.png').expect(413);
      expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expect(res.body.message).toContain('10 MiB');
      expect(res.body.errors).toHaveProperty('file');
    });
  });

  it('refuses a text file named .png with 422 FILE_TYPE_REFUSED naming the file, storing nothing', async () => {
    await nothingStored(async () => {
      const res = await upload(editor, Buffer.from('not an image at all\n'.repeat(50)), 'photo.png').expect(422);
      expect(res.body).toMatchObject({ success: false, code: 'FILE_TYPE_REFUSED' });
      expect(res.body.errors.file[0]).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
    });
  });

  it('refuses a request without a file with 422 naming it', async () => {
    const res = await api().post(IMAGES).set('authorization', editor).field('note', 'no file').expect(422);
    expect(res.body.errors).toHaveProperty('file');
  });

  it('answers a student 403, staff without the editor permission 403, and no token 401, storing nothing', async () => {
    const png = await picture(100, 100, 'png', 7);
    await nothingStored(async () => {
      const asStudent = await upload(student, png, 'a.png').expect(403);
      expect(asStudent.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const asStaff = await upload(staff, png, 'a.png').expect(403);
      expect(asStaff.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      await api().post(IMAGES).attach('file', png, { filename: 'a.png' }).expect(401);
    });
  });

  it('answers 404 for a name that holds no image', async () => {
    await api()
      .get(`/media/content/${'0'.repeat(32)}/480.jpg`)
      .expect(404);
  });
}

describe('content images on the local disk', () => {
  let dir: UploadDir;
  const t = useTestApp(
    async () => {
      dir = await makeUploadDir();
      return { config: { UPLOAD_DIR: dir.path } };
    },
    async () => dir?.remove(),
  );
  imagesSuite(t, () => dir.files());
});

describe('content images on S3', () => {
  let s3: TestS3;
  const t = useTestApp(
    async () => {
      s3 = await startS3('studychina-images');
      return { config: { ...s3.env } };
    },
    async () => s3?.close(),
  );
  imagesSuite(t, () => s3.objects());
});
