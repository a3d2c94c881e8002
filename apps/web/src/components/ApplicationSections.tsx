import type { ReactNode } from 'react';
import {
  EDUCATION_ENTRY_FIELDS,
  EDUCATION_FIELD_LABELS,
  FAMILY_FIELD_LABELS,
  FAMILY_MEMBER_FIELDS,
  STEP_FIELDS,
  STUDENT_PAGES,
  friendlyLabel,
  text,
  type EducationEntry,
  type FamilyMember,
} from '@studychina/contracts';
import { useLocale, useText } from '../lib/i18n';
import './application-sections.css';

export interface SubmittedApplication {
  fields: Record<string, string | null>;
  educationHistory: readonly EducationEntry[];
  familyMembers: readonly FamilyMember[];
}

function Pairs({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <dl className="read-only-fields">
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How a page shows one stored answer, by its wire name (docs/product.md#values-in-the-readers-language). */
export type ShowAnswer = (name: string, value: string) => ReactNode;
const asStored: ShowAnswer = (_name, value) => value;

const textPairs = (
  fields: Record<string, string | null>,
  names: readonly string[],
  labelOf: (name: string) => string,
  show: ShowAnswer,
): [string, ReactNode][] =>
  names.filter((name) => name in fields).map((name) => [labelOf(name), show(name, fields[name] ?? '')]);

/**
 * A submitted application read-only, in the form's sections and order (docs/product.md#apply-steps): the
 * back office's application page and the student's own. The documents section is each page's own (reviews,
 * viewer); `documents` is put in its place, then the sixth step's title closes with nothing left to show.
 * `answer` shows a stored value: the student's page writes choices, dates and countries in the student's
 * language; staff read the values as stored.
 */
export function ApplicationSections({
  application,
  documents,
  headingLevel = 2,
  answer = asStored,
}: {
  application: SubmittedApplication;
  documents?: ReactNode;
  headingLevel?: 2 | 3;
  answer?: ShowAnswer;
}) {
  // Labels and titles in the visitor's language (the student's page; staff screens read English).
  const stepTitles = useText(STUDENT_PAGES.stepTitles);
  const educationLabels = useText(EDUCATION_FIELD_LABELS);
  const familyLabels = useText(FAMILY_FIELD_LABELS);
  const labelOf = useText(friendlyLabel);
  // Entry titles by key, in the page's language (docs/decisions/0109-checks-raise-texts.md).
  const { msg } = useLocale();
  const educationTitle = (n: number) => msg(text('entry.educationTitle', { n }));
  const familyTitle = (n: number) => msg(text('entry.familyTitle', { n }));
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { fields } = application;
  const [personal, more, education] = STEP_FIELDS;
  return (
    <div className="application-sections">
      <section className="card application-section">
        <H>{stepTitles.personal}</H>
        <Pairs entries={textPairs(fields, personal, labelOf, answer)} />
      </section>
      <section className="card application-section">
        <H>{stepTitles.more}</H>
        <Pairs entries={textPairs(fields, more, labelOf, answer)} />
      </section>
      <section className="card application-section">
        <H>{stepTitles.education}</H>
        {application.educationHistory.map((entry, index) => (
          <div key={index} className="read-only-entry">
            <p className="read-only-entry-title">{educationTitle(index + 1)}</p>
            <Pairs entries={EDUCATION_ENTRY_FIELDS.map((name) => [educationLabels[name], answer(name, entry[name])])} />
          </div>
        ))}
        <Pairs
          entries={textPairs(
            fields,
            education.filter((name) => name !== 'educationHistory'),
            labelOf,
            answer,
          )}
        />
      </section>
      <section className="card application-section">
        <H>{stepTitles.family}</H>
        {application.familyMembers.map((member, index) => (
          <div key={index} className="read-only-entry">
            <p className="read-only-entry-title">{familyTitle(index + 1)}</p>
            <Pairs entries={FAMILY_MEMBER_FIELDS.map((name) => [familyLabels[name], member[name]])} />
          </div>
        ))}
      </section>
      {documents && (
        <section className="card application-section">
          <H>{stepTitles.documents}</H>
          {documents}
        </section>
      )}
    </div>
  );
}
