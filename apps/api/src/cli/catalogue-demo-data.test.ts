import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prismaPaths } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedCatalogueDemo } from './catalogue-demo-data.js';

// The benchmark's demo catalogue (pnpm db:seed:catalogue-demo), made small: what it was asked for, of the majors' subjects.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

describe('the demo catalogue', () => {
  it('makes the universities and programmes asked for, each programme of a seeded major', async () => {
    await seedCatalogueDemo(t.app.prisma, { universities: 4, programmes: 40, seedDir: prismaPaths.seedDir });
    expect(await t.app.prisma.university.count()).toBe(4);
    const programmes = await t.app.prisma.programme.findMany({ select: { majorId: true } });
    expect(programmes).toHaveLength(40);
    const majors = new Set((await t.app.prisma.major.findMany()).map((m) => m.id));
    expect(programmes.every((p) => majors.has(p.majorId))).toBe(true);
  });
});
