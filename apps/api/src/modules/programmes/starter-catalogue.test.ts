import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueIfEmpty } from '@studychina/db';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { prismaPaths } from '../../config.js';

// The starter catalogue a fresh `pnpm start` loads (docs/product.md#programme-catalogue), seeded on a day in
// May so that both next starts of September and of March are in the following years.
const NOW = new Date('2027-05-10T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedCatalogueIfEmpty(t.app.prisma, prismaPaths.seedDir, NOW);
});
afterAll(async () => t?.close());

describe('the starter catalogue', () => {
  it('holds at least 30 universities in 10 cities, 300 programmes and 10 scholarships, with sample rates', async () => {
    const prisma = t.app.prisma;
    expect(await prisma.university.count()).toBeGreaterThanOrEqual(30);
    const cities = await prisma.university.groupBy({ by: ['cityId'] });
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(await prisma.programme.count()).toBeGreaterThanOrEqual(300);
    expect(await prisma.scholarship.count()).toBeGreaterThanOrEqual(10);
    const rates = await prisma.exchangeRate.findMany();
    expect(rates.map((r) => r.currency).sort()).toEqual(['NGN', 'USD', 'XOF']);
  });

  it('gives every major programmes, and the majors French names', async () => {
    const majors = await t.app.prisma.major.findMany({ include: { _count: { select: { programmes: true } } } });
    for (const major of majors) {
      expect(major._count.programmes, major.name).toBeGreaterThan(0);
      expect(major.nameFr, major.name).toBeTruthy();
    }
    expect(majors.find((m) => m.name === 'Clinical Medicine (MBBS)')?.nameFr).toBe('Médecine clinique (MBBS)');
  });

  it('opens intakes for the next two September and March starts, closing at 23:59 in Shanghai', async () => {
    const starts = await t.app.prisma.intake.groupBy({ by: ['start'], _count: true, orderBy: { start: 'asc' } });
    expect(starts.map((s) => s.start.toISOString().slice(0, 7))).toEqual(['2027-09', '2028-03', '2028-09', '2029-03']);
    const september = await t.app.prisma.intake.findFirstOrThrow({ where: { start: new Date('2027-09-01') } });
    expect(september.deadline.toISOString()).toBe('2027-06-30T15:59:59.000Z');
    // Every programme starts in September.
    expect(starts[0]?._count).toBe(await t.app.prisma.programme.count());
  });

  it('marks every figure as sample data with the day it was last checked', async () => {
    const prisma = t.app.prisma;
    for (const rows of [
      await prisma.programme.findMany({ select: { sampleData: true, figuresCheckedOn: true } }),
      await prisma.university.findMany({ select: { sampleData: true, figuresCheckedOn: true } }),
      await prisma.scholarship.findMany({ select: { sampleData: true, figuresCheckedOn: true } }),
    ]) {
      for (const row of rows) expect(row).toEqual({ sampleData: true, figuresCheckedOn: new Date('2026-11-27') });
    }
  });

  it('is loaded once: a second start leaves staff changes alone', async () => {
    const before = await t.app.prisma.programme.count();
    await t.app.prisma.university.update({
      where: { slug: 'peking-university' },
      data: { website: 'https://example.org' },
    });
    expect(await seedCatalogueIfEmpty(t.app.prisma, prismaPaths.seedDir, NOW)).toEqual({
      universities: 0,
      programmes: 0,
      scholarships: 0,
      exchangeRates: 0,
    });
    expect(await t.app.prisma.programme.count()).toBe(before);
    const pku = await t.app.prisma.university.findUniqueOrThrow({ where: { slug: 'peking-university' } });
    expect(pku.website).toBe('https://example.org');
  });
});
