import { randomUUID } from 'node:crypto';
import type { ApplicationStatus, PrismaClient } from '@studychina/db';

/** The way each status is reached from submission (docs/product.md#back-office-statuses-and-workflow). */
const PATHS: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['submitted'],
  under_review: ['submitted', 'under_review'],
  action_required: ['submitted', 'under_review', 'action_required'],
  forwarded_to_university: ['submitted', 'under_review', 'forwarded_to_university'],
  admitted: ['submitted', 'under_review', 'forwarded_to_university', 'admitted'],
  rejected: ['submitted', 'under_review', 'rejected'],
  withdrawn: ['submitted', 'withdrawn'],
};
const DOCUMENTS = ['passportScan', 'transcripts', 'bankStatement', 'medicalReport', 'nonCriminalRecord'];
const REASONS = ['The scan is blurred.', 'Older than three months.', 'Not certified.', null];
const HOUR = 3_600_000;
const BATCH = 2000;

/**
 * Gives the demo applications without events a history (docs/product.md#back-office-overview): the status changes
 * that lead to their status, days apart, made by their assignee; document requests for those waiting for
 * corrections; and, for forwarded and admitted ones, an invoice paid in naira or dollars. Deterministic for a seed.
 * Returns the number of events added.
 */
export async function seedDemoHistory(prisma: PrismaClient, { seed = 33, now = new Date() } = {}): Promise<number> {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const staff = await prisma.user.findMany({ where: { role: { in: ['staff', 'admin'] } }, select: { id: true } });
  const apps = await prisma.$queryRaw<
    Array<{ id: string; userId: string; status: ApplicationStatus; createdAt: Date; assigneeId: string | null }>
  >`SELECT a."id"::text, a."userId"::text, a."status", a."createdAt", a."assigneeId"::text FROM "Application" a
    WHERE NOT EXISTS (SELECT 1 FROM "ApplicationEvent" e WHERE e."applicationId" = a."id") ORDER BY a."createdAt", a."id"`;
  const [counter] = await prisma.$queryRaw<Array<{ n: number }>>`
    SELECT coalesce(max("number"), 0)::int AS n FROM "Invoice"`;
  let invoiceNumber = counter?.n ?? 0;
  let added = 0;
  for (let start = 0; start < apps.length; start += BATCH) {
    const events = [];
    const requests = [];
    const invoices = [];
    const payments = [];
    for (const app of apps.slice(start, start + BATCH)) {
      let at = app.createdAt.getTime();
      let last = '';
      for (const [i, toStatus] of PATHS[app.status].entries()) {
        if (i > 0) at = Math.min(now.getTime(), at + (6 + Math.floor(next() * 24 * 14)) * HOUR);
        last = randomUUID();
        events.push({
          id: last,
          applicationId: app.id,
          actorId: i === 0 ? null : (app.assigneeId ?? (staff.length ? pick(staff).id : null)),
          fromStatus: i === 0 ? null : PATHS[app.status][i - 1]!,
          toStatus,
          message: 'Demo history.',
          createdAt: new Date(at),
        });
      }
      if (app.status === 'action_required')
        for (let k = 0; k < 1 + Math.floor(next() * 2); k += 1)
          requests.push({
            applicationId: app.id,
            eventId: last,
            listName: pick(DOCUMENTS),
            note: pick(REASONS),
            position: k,
            createdAt: new Date(at),
          });
      if ((app.status === 'forwarded_to_university' || app.status === 'admitted') && next() < 0.7) {
        const invoiceId = randomUUID();
        const currency = next() < 0.8 ? 'NGN' : 'USD';
        const total =
          currency === 'NGN'
            ? 150_000_000 + Math.floor(next() * 100) * 1_000_000
            : 80_000 + Math.floor(next() * 100) * 1000;
        invoices.push({
          id: invoiceId,
          number: (invoiceNumber += 1),
          userId: app.userId,
          applicationId: app.id,
          status: 'paid' as const,
          total,
          currency,
          ratePerCny: currency === 'NGN' ? '205.5' : '0.1406',
          rateDate: app.createdAt,
          createdAt: app.createdAt,
        });
        const paidAt = new Date(
          Math.min(now.getTime(), app.createdAt.getTime() + (1 + Math.floor(next() * 20)) * 24 * HOUR),
        );
        payments.push({
          invoiceId,
          method: 'paystack' as const,
          status: 'succeeded' as const,
          amount: total,
          currency,
          reference: `demo-${randomUUID()}`,
          paidAt,
          createdAt: paidAt,
        });
      }
    }
    await prisma.applicationEvent.createMany({ data: events });
    await prisma.documentRequest.createMany({ data: requests });
    await prisma.invoice.createMany({ data: invoices });
    await prisma.payment.createMany({ data: payments });
    added += events.length;
  }
  await prisma.$executeRaw`
    INSERT INTO "InvoiceCounter" ("series", "last") VALUES ('invoice', ${invoiceNumber})
    ON CONFLICT ("series") DO UPDATE SET "last" = greatest("InvoiceCounter"."last", EXCLUDED."last")`;
  return added;
}
