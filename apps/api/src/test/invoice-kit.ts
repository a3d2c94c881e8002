import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createApplicant } from './applicant.js';
import { postApplication, requiredFiles, validFields } from './application-payload.js';
import { createProgramme } from './catalogue-rows.js';

/** The rates of the invoice tests' day: 215.5 naira, 0.14 dollar and 85 CFA francs for one yuan. */
export const RATES = { NGN: '215.5', USD: '0.14', XOF: '85' } as const;
export const RATE_DAY = '2026-11-26';

export async function setRates(app: FastifyInstance) {
  for (const [currency, perCny] of Object.entries(RATES))
    await app.prisma.exchangeRate.upsert({
      where: { currency_asOf: { currency, asOf: new Date(`${RATE_DAY}T00:00:00Z`) } },
      update: { perCny },
      create: { currency, perCny, asOf: new Date(`${RATE_DAY}T00:00:00Z`) },
    });
}

/**
 * A programme with an application fee of 600 yuan and our service fee of 150 dollars, with an open intake:
 * at RATES its invoice is 129,300 naira + 230,892.857… naira = 36,019,286 kobo (each line rounded half up).
 */
export async function feeProgramme(app: FastifyInstance) {
  const programme = await createProgramme(app.prisma, {
    intakes: [{ start: '2027-09', deadline: new Date('2027-06-30T15:59:59Z') }],
  });
  await app.prisma.programme.update({
    where: { id: programme.id },
    data: { applicationFee: 60_000, applicationFeeCurrency: 'CNY', serviceFee: 15_000, serviceFeeCurrency: 'USD' },
  });
  return programme;
}
export const FEE_TOTAL_KOBO = 12_930_000 + 23_089_286;

/** A new student who submits an application to `slug`: their token and the application's id. */
export async function applyTo(app: FastifyInstance, slug: string, firstname = 'Ada') {
  const student = await createApplicant(app, firstname);
  const fields = { ...validFields(), programmeFirstChoice: slug, intakeFirstChoice: '2027-09' };
  const res = await postApplication(app, student.authorization, fields, requiredFiles());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...student, applicationId: res.body.application.id as string };
}
