import { localizedPath, mailDeadlineDay, mailLocale, mailTexts, text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail, Mailer } from '../../plugins/mailer.js';
import { programmeDeadlineContent } from './alert-content.js';
import { queueAlert } from './queue-alert.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Student {
  id: string;
  email: string;
  firstname: string;
  locale: string;
}

function reminderMail(
  student: Student,
  programme: string,
  days: number,
  deadline: Date,
  url: string,
  contact: MailContact,
): Mail {
  const say = mailTexts(student.locale);
  const day = mailDeadlineDay(student.locale, deadline);
  const body = say(
    text('mail.alerts.mail.programmeDeadlineBody', { firstname: student.firstname, programme, days, day, url }),
  );
  return studentMail(
    {
      to: student.email,
      locale: student.locale,
      subject: say(text('mail.alerts.mail.programmeDeadlineSubject', { programme, day })),
      text: body.split('\n'),
      html: body.split('\n\n').map((part) => `<p>${escapeHtml(part)}</p>`),
    },
    contact,
  );
}

/**
 * The reminders before a shortlisted programme's application deadline (issue 32,
 * docs/decisions/0138-whatsapp-and-sms-alerts.md): to each student who saved a published programme and has not applied
 * to it, 3 days and then 1 day before the deadline of an intake still open, each once (its event key names the
 * intake, the student and the days) and only when the programme was saved while more time than that was left. On the
 * student's WhatsApp or SMS, else by e-mail, in their language, with a link to the programme's page. Returns how many
 * were queued.
 */
export async function queueShortlistReminders(
  prisma: PrismaClient,
  mailer: Pick<Mailer, 'sendLater' | 'contact'>,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  const intakes = await prisma.intake.findMany({
    where: {
      closed: false,
      deadline: { gt: now, lte: new Date(t + 3 * DAY_MS) },
      programme: { published: true, shortlistedBy: { some: {} } },
    },
    select: {
      id: true,
      deadline: true,
      programme: {
        select: {
          slug: true,
          title: true,
          titleFr: true,
          shortlistedBy: {
            select: {
              createdAt: true,
              user: {
                select: {
                  id: true,
                  email: true,
                  firstname: true,
                  locale: true,
                  applications: { select: { programmeFirstChoice: true, programmeSecondChoice: true } },
                },
              },
            },
          },
        },
      },
    },
  });
  let queued = 0;
  for (const { id: intakeId, deadline, programme } of intakes) {
    const left = deadline.getTime() - t;
    const days = left <= DAY_MS ? 1 : 3;
    for (const { createdAt: savedAt, user } of programme.shortlistedBy) {
      if (deadline.getTime() - savedAt.getTime() <= days * DAY_MS) continue;
      const applied = user.applications.some(
        (a) => a.programmeFirstChoice === programme.slug || a.programmeSecondChoice === programme.slug,
      );
      if (applied) continue;
      const eventKey = `deadline${days}:${intakeId}:${user.id}`;
      if ((await prisma.alert.count({ where: { eventKey } })) > 0) continue;
      const locale = mailLocale(user.locale);
      const title = locale === 'fr' ? programme.titleFr || programme.title : programme.title;
      const url = `${mailer.contact.webUrl}${localizedPath(`/programmes/${encodeURIComponent(programme.slug)}`, locale)}`;
      await prisma.$transaction((tx) =>
        queueAlert(
          tx,
          {
            eventKey,
            userId: user.id,
            applicationId: null,
            content: programmeDeadlineContent(locale, user.firstname, title, days, deadline, url),
            mail: {
              mail: reminderMail(user, title, days, deadline, url, mailer.contact),
              log: { reminder: eventKey },
            },
          },
          mailer,
        ),
      );
      queued += 1;
    }
  }
  return queued;
}
