import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COMPARE_MAX, type ProgrammeDetail, type ProgrammeResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';
import { useLoad } from '../../lib/useLoad';
import { programmeRead } from './catalogue.api';
import { requirementLines } from './Requirements';
import {
  degreeText,
  durationText,
  formatDate,
  formatMoney,
  formatMonth,
  languageText,
  useCatalogueText,
} from './texts';
import { useDocumentTitle } from './useCatalogueRead';
import './catalogue.css';

/** The programmes named by `?slugs=a,b,c`, in that order, at most COMPARE_MAX, each once. */
export function compareSlugs(search: URLSearchParams): string[] {
  const slugs = (search.get('slugs') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(slugs)].slice(0, COMPARE_MAX);
}

/**
 * /compare?slugs=… (docs/product.md#shortlist): up to three programmes of the student's shortlist side by side,
 * from the programme pages' own reads. A real table (column and row headers) that scrolls sideways on a phone
 * with its row headers kept in view.
 */
export function ComparePage() {
  const [search] = useSearchParams();
  const { t, locale } = useCatalogueText();
  const slugs = compareSlugs(search);
  useDocumentTitle(t('cataloguePage.compare.heading'));
  const result = useLoad(slugs.length ? ['/compare', ...slugs] : null, (signal) =>
    Promise.all(
      slugs.map((slug) => apiFetch<ProgrammeResponse>(programmeRead(slug).path, { signal }).then((r) => r.data)),
    ),
  );
  const back = (
    <Link to="/dashboard#shortlist" className="link">
      {t('cataloguePage.compare.back')}
    </Link>
  );
  if (slugs.length === 0)
    return (
      <div className="container section catalogue">
        <h1>{t('cataloguePage.compare.heading')}</h1>
        <p>{t('cataloguePage.compare.none')}</p>
        {back}
      </div>
    );
  const programmes = result.data;
  const money = (m: ProgrammeDetail['tuition']) => formatMoney(m, locale);
  const rows: { label: string; cell: (p: ProgrammeDetail) => ReactNode }[] = [
    { label: t('cataloguePage.compare.university'), cell: (p) => `${p.university.name}, ${p.university.city.name}` },
    { label: t('cataloguePage.compare.degree'), cell: (p) => degreeText(t, p.degree) },
    { label: t('cataloguePage.compare.language'), cell: (p) => languageText(t, p.language) },
    { label: t('cataloguePage.compare.duration'), cell: (p) => durationText(t, p.durationMonths) },
    { label: t('cataloguePage.compare.tuition'), cell: (p) => money(p.tuition) },
    { label: t('cataloguePage.compare.tuitionTotal'), cell: (p) => money(p.tuitionTotal) },
    { label: t('cataloguePage.compare.applicationFee'), cell: (p) => money(p.applicationFee) },
    {
      label: t('cataloguePage.compare.requirements'),
      cell: (p) => (
        <ul>
          {requirementLines(t, p.requirements).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      label: t('cataloguePage.compare.intakes'),
      cell: (p) => (
        <ul>
          {p.intakes.map((i) => (
            <li key={i.id}>
              {i.open
                ? t('cataloguePage.compare.intake', {
                    start: formatMonth(i.start, locale),
                    deadline: formatDate(i.deadline, locale),
                  })
                : `${formatMonth(i.start, locale)} (${t('cataloguePage.programme.closed')})`}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <div className="container section catalogue">
      <h1>{t('cataloguePage.compare.heading')}</h1>
      <p>{back}</p>
      {result.status === 'failed' && <p role="alert">{t('cataloguePage.compare.failed')}</p>}
      {!programmes ? (
        result.status === 'loading' && <div role="status" />
      ) : (
        <div className="table-scroll">
          <table className="cost-table compare-table">
            <caption id="compare-caption" className="visually-hidden">
              {t('cataloguePage.compare.caption')}
            </caption>
            <thead>
              <tr>
                <td />
                {programmes.map((p) => (
                  <th key={p.id} scope="col">
                    <Link to={`/programmes/${p.slug}`} className="link">
                      {p.title}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {programmes.map((p) => (
                    <td key={p.id}>{row.cell(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
