import { randomUUID } from 'node:crypto';
import type { ApplicationStatus, PrismaClient } from '@studychina/db';

/**
 * A fixed history for the overview's test (docs/product.md#back-office-overview): six applications, two staff
 * members, their status changes, document requests and payments at known times. The test counts its figures by
 * hand for the range 2026-11-02 .. 2026-11-15; the comments say what each row is there for.
 */
export async function loadOverviewFixture(prisma: PrismaClient) {
  const grace = await prisma.user.create({
    data: { firstname: 'Grace', lastname: 'Eze', email: `grace-${randomUUID()}@example.com`, role: 'staff' },
  });
  const tunde = await prisma.user.create({
    data: { firstname: 'Tunde', lastname: 'Bakare', email: `tunde-${randomUUID()}@example.com`, role: 'admin' },
  });
  const at = (text: string) => new Date(`${text}Z`);
  let invoiceNumber = 9000;

  async function application(
    name: string,
    fields: { nationality: string; code: string | null; programme?: string; intake?: string; major?: string },
    assigneeId: string | null,
    history: Array<[ApplicationStatus, string, string | null]>,
  ) {
    const student = await prisma.user.create({
      data: { firstname: name, lastname: 'Fixture', email: `${name.toLowerCase()}-${randomUUID()}@example.com` },
    });
    const [last] = history.slice(-1);
    const created = await prisma.application.create({
      data: {
        userId: student.id,
        status: last![0],
        assigneeId,
        majorFirstChoice: fields.major ?? 'Computer Science',
        programmeFirstChoice: fields.programme ?? null,
        intakeFirstChoice: fields.intake ?? null,
        surName: 'Fixture',
        firstName: name,
        email: student.email,
        phone: '+2348030000000',
        gender: 'Female',
        dob: '2004-01-01',
        nationality: fields.nationality,
        nationalityCode: fields.code,
        nativeLanguage: 'English',
        passportNumber: `A${Math.floor(Math.random() * 1e8)}`,
        passportExpiryDate: '2031-01-01',
        religion: 'None',
        maritalStatus: 'Single',
        placeOfBirth: 'Lagos',
        permanentHomeAddress: '1 Test Street',
        rateYourChinese: 'None',
        rateYourEnglish: 'Good',
        fieldOfStudy: 'Computing',
        studyCategory: 'Undergraduate',
        durationOfStudyFrom: '2027-09-01',
        durationOfStudyTo: '2031-07-01',
        financialSponsorName: 'Parent',
        address: '1 Test Street',
        relationshipWithApplicant: 'Father',
        mobileNumber: '+2348030000001',
        agent: 'None',
        sponsorComment: 'I pay.',
        signedDate: history[0]![1].slice(0, 10),
        createdAt: at(history[0]![1]),
        statusChangedAt: at(last![1]),
      },
    });
    const events = [];
    let from: ApplicationStatus | null = null;
    for (const [toStatus, when, actorId] of history) {
      events.push(
        await prisma.applicationEvent.create({
          data: { applicationId: created.id, actorId, fromStatus: from, toStatus, message: 'x', createdAt: at(when) },
        }),
      );
      from = toStatus;
    }
    return { id: created.id, userId: student.id, events };
  }

  const request = (applicationId: string, eventId: string, document: string, note: string | null, when: string) =>
    prisma.documentRequest.create({
      data: {
        applicationId,
        eventId,
        ...(document === 'passportScan' ? { listName: document } : { name: document }),
        note,
        createdAt: at(when),
      },
    });

  async function paid(
    app: { id: string; userId: string },
    currency: string,
    payments: Array<[number, string, string]>,
  ) {
    const invoice = await prisma.invoice.create({
      data: {
        number: (invoiceNumber += 1),
        userId: app.userId,
        applicationId: app.id,
        total: 10_000_000,
        currency,
        ratePerCny: '200',
        rateDate: at('2026-11-01T00:00:00'),
      },
    });
    for (const [amount, when, status] of payments)
      await prisma.payment.create({
        data: {
          invoiceId: invoice.id,
          method: 'paystack',
          status: status as 'succeeded' | 'failed',
          amount,
          currency,
          reference: `fixture-${randomUUID()}`,
          paidAt: status === 'succeeded' ? at(when) : null,
          createdAt: at(when),
        },
      });
  }

  const g = grace.id;
  const t = tunde.id;
  // A1: the whole way, corrections once (the student's answer has no actor), admitted by Tunde.
  const a1 = await application(
    'Amaka',
    { nationality: 'Nigerian', code: 'NG', programme: 'computer-science-pku', intake: '2027-09' },
    g,
    [
      ['submitted', '2026-11-02T10:00:00', null],
      ['under_review', '2026-11-04T10:00:00', g],
      ['action_required', '2026-11-05T10:00:00', g],
      ['under_review', '2026-11-08T10:00:00', null],
      ['forwarded_to_university', '2026-11-10T10:00:00', g],
      ['admitted', '2026-11-12T10:00:00', t],
    ],
  );
  await request(a1.id, a1.events[2]!.id, 'passportScan', 'Blurred', '2026-11-05T10:00:00');
  await request(a1.id, a1.events[2]!.id, 'Bank statement', 'Older than three months', '2026-11-05T10:00:00');
  // Paid twice in the range in naira, once before it.
  await paid(a1, 'NGN', [
    [5_000_000, '2026-11-05T12:00:00', 'succeeded'],
    [2_500_000, '2026-11-12T12:00:00', 'succeeded'],
    [1_000_000, '2026-10-30T12:00:00', 'succeeded'],
  ]);
  // A2: waiting for corrections (open work for Grace); the same reason with a trailing space.
  const a2 = await application(
    'Bola',
    { nationality: 'Nigeria', code: 'NG', programme: 'computer-science-pku', intake: '2028-03' },
    g,
    [
      ['submitted', '2026-11-03T09:00:00', null],
      ['under_review', '2026-11-09T09:00:00', g],
      ['action_required', '2026-11-10T09:00:00', g],
    ],
  );
  await request(a2.id, a2.events[2]!.id, 'passportScan', 'Blurred ', '2026-11-10T09:00:00');
  // In dollars: one payment succeeded, one failed (not received).
  await paid(a2, 'USD', [
    [120_000, '2026-11-10T09:30:00', 'succeeded'],
    [999, '2026-11-10T09:10:00', 'failed'],
  ]);
  // A3: submitted before the range (its 13 days waiting end inside it), rejected by Tunde.
  await application('Kwame', { nationality: 'Ghanaian', code: 'GH', programme: 'medicine-fudan' }, t, [
    ['submitted', '2026-10-20T12:00:00', null],
    ['under_review', '2026-11-02T12:00:00', t],
    ['rejected', '2026-11-06T12:00:00', t],
  ]);
  // A4: submitted in the range, nobody on it yet; no programme from the catalogue, a major.
  await application('Wanjiru', { nationality: 'Kenyan', code: 'KE', major: 'Nursing' }, null, [
    ['submitted', '2026-11-14T08:00:00', null],
  ]);
  // A5: after the range, but open work for Grace now.
  await application('Chidi', { nationality: 'Nigerian', code: 'NG', programme: 'medicine-fudan' }, g, [
    ['submitted', '2026-11-20T08:00:00', null],
  ]);
  // A6: all before the range but its admission, the day after the range.
  await application('Emeka', { nationality: 'Nigerian', code: 'NG' }, t, [
    ['submitted', '2026-09-01T08:00:00', null],
    ['under_review', '2026-09-02T08:00:00', t],
    ['forwarded_to_university', '2026-10-01T08:00:00', t],
    ['admitted', '2026-11-16T00:00:00', t],
  ]);
  return { grace, tunde };
}
