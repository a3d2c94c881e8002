import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  OVERVIEW_COPY as COPY,
  STAFF_STATUS_LABELS,
  friendlyLabel,
  type Overview,
  type OverviewFigure,
} from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { saveDownload } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLoad } from '../../../lib/useLoad';
import { moneyText } from '../payments/money';
import { TableScroll } from '../TableScroll';
import { BarsChart, StackedChart, type Series } from './charts';
import { overviewApi } from './overview.api';
import './overview.css';

const FILTERS = ['from', 'to', 'nationality', 'university', 'programme', 'intake', 'staff'] as const;
const FUNNEL_STEPS = ['submitted', 'under_review', 'forwarded_to_university', 'admitted'] as const;
const C = COPY.columns;

const statusLabel = (status: string) => STAFF_STATUS_LABELS[status as keyof typeof STAFF_STATUS_LABELS] ?? status;
const valueLabel = (value: string | null) => (value === null ? COPY.rest : value);
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');
const unique = (values: string[]) => [...new Set(values)].sort();

/** One figure: its title, the chart, the table with the same figures, and its CSV. */
function Figure({
  figure,
  search,
  children,
  table,
  empty,
}: {
  figure: OverviewFigure;
  search: string;
  children?: ReactNode;
  table: ReactNode;
  empty: boolean;
}) {
  const { token } = useSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const words = COPY.charts[figure];
  const download = async () => {
    setBusy(true);
    try {
      await saveDownload(overviewApi.csv(figure, search, token), `overview-${figure}.csv`);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ov-figure card" aria-labelledby={id}>
      <div className="ov-head">
        <h2 id={id}>{words.title}</h2>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={busy}
          aria-label={`${COPY.downloadCsv}: ${words.title}`}
          onClick={() => void download()}
        >
          {busy ? COPY.downloading : COPY.downloadCsv}
        </button>
      </div>
      <p className="ov-caption">{words.caption}</p>
      {empty ? (
        <p>{COPY.empty}</p>
      ) : (
        <>
          {children}
          <TableScroll label={`${COPY.showTable}: ${words.title}`}>{table}</TableScroll>
        </>
      )}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="admin-table ov-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], i) => (
          <tr key={i}>
            <th scope="row">{first}</th>
            {rest.map((cell, k) => (
              <td key={k}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Per week (rows) and series (columns): the week tables of the stacked charts. */
function weekTable(weeks: string[], series: Series[], value: (week: string, key: string) => number) {
  return weeks.map((week) => [week, ...series.map((s) => value(week, s.key))]);
}

function Figures({ data, search }: { data: Overview; search: string }) {
  const t = COPY.charts;
  const weeks = unique(data.byWeek.map((row) => row.week));
  const statuses: Series[] = APPLICATION_STATUSES.filter((s) => data.byWeek.some((row) => row.status === s)).map(
    (s) => ({ key: s, label: statusLabel(s) }),
  );
  const weekValue = (week: string, status: string) =>
    data.byWeek.find((row) => row.week === week && row.status === status)?.count ?? 0;
  const reached = Object.fromEntries(data.funnel.map((row) => [row.status, row.count]));
  const names = Object.fromEntries(data.staff.map((member) => [member.id, member.name]));
  const staffWeeks = unique(data.staffByWeek.map((row) => row.week));
  const members: Series[] = unique(data.staffByWeek.map((row) => row.id)).map((id) => ({
    key: id,
    label: names[id] ?? id,
  }));
  const staffWeekValue = (week: string, id: string) =>
    data.staffByWeek.find((row) => row.week === week && row.id === id)?.decided ?? 0;
  const currencies = unique(data.payments.map((row) => row.currency));
  const one: Series[] = [{ key: 'count', label: C.count }];

  return (
    <div className="ov-grid">
      <Figure
        figure="byWeek"
        search={search}
        empty={weeks.length === 0}
        table={
          <Table
            caption={t.byWeek.title}
            head={[C.week, ...statuses.map((s) => s.label)]}
            rows={weekTable(weeks, statuses, weekValue)}
          />
        }
      >
        <StackedChart title={t.byWeek.title} columns={weeks} series={statuses} value={weekValue} />
      </Figure>

      <Figure
        figure="funnel"
        search={search}
        empty={false}
        table={
          <Table
            caption={t.funnel.title}
            head={[C.status, C.count, C.conversion]}
            rows={data.funnel.map((row) => {
              const step = FUNNEL_STEPS.indexOf(row.status as (typeof FUNNEL_STEPS)[number]);
              const before = step > 0 ? (reached[FUNNEL_STEPS[step - 1]!] ?? 0) : null;
              return [statusLabel(row.status), row.count, before === null ? '—' : percent(row.count, before)];
            })}
          />
        }
      >
        <BarsChart
          title={t.funnel.title}
          series={one}
          rows={FUNNEL_STEPS.map((s) => ({ label: statusLabel(s), values: [reached[s] ?? 0] }))}
        />
      </Figure>

      <Figure
        figure="stageDays"
        search={search}
        empty={data.stageDays.length === 0}
        table={
          <Table
            caption={t.stageDays.title}
            head={[C.status, C.median, C.p90, C.stays]}
            rows={data.stageDays.map((row) => [statusLabel(row.status), row.median, row.p90, row.stays])}
          />
        }
      >
        <BarsChart
          title={t.stageDays.title}
          series={[
            { key: 'median', label: C.median },
            { key: 'p90', label: C.p90 },
          ]}
          rows={data.stageDays.map((row) => ({ label: statusLabel(row.status), values: [row.median, row.p90] }))}
        />
      </Figure>

      <Figure
        figure="corrections"
        search={search}
        empty={data.corrections.length === 0}
        table={
          <Table
            caption={t.corrections.title}
            head={[C.document, C.requests]}
            rows={data.corrections.map((row) => [friendlyLabel(row.document), row.count])}
          />
        }
      >
        <BarsChart
          title={t.corrections.title}
          series={one}
          rows={data.corrections
            .slice(0, 10)
            .map((row) => ({ label: friendlyLabel(row.document), values: [row.count] }))}
        />
      </Figure>

      <Figure
        figure="correctionReasons"
        search={search}
        empty={data.correctionReasons.length === 0}
        table={
          <Table
            caption={t.correctionReasons.title}
            head={[C.document, C.reason, C.requests]}
            rows={data.correctionReasons.map((row) => [
              friendlyLabel(row.document),
              row.reason ?? COPY.none,
              row.count,
            ])}
          />
        }
      />

      {(['byNationality', 'byProgramme'] as const).map((figure) => (
        <Figure
          key={figure}
          figure={figure}
          search={search}
          empty={data[figure].length === 0}
          table={
            <Table
              caption={t[figure].title}
              head={[C.value, C.count]}
              rows={data[figure].map((row) => [valueLabel(row.value), row.count])}
            />
          }
        >
          <BarsChart
            title={t[figure].title}
            series={one}
            rows={data[figure].map((row) => ({ label: valueLabel(row.value), values: [row.count] }))}
          />
        </Figure>
      ))}

      <Figure
        figure="payments"
        search={search}
        empty={data.payments.length === 0}
        table={
          <Table
            caption={t.payments.title}
            head={[C.month, C.currency, C.amount, C.payments]}
            rows={data.payments.map((row) => [row.month, row.currency, moneyText(row.amount, row.currency), row.count])}
          />
        }
      >
        {currencies.map((currency) => (
          <BarsChart
            key={currency}
            title={`${t.payments.title}, ${currency}`}
            series={[{ key: currency, label: currency }]}
            rows={data.payments
              .filter((row) => row.currency === currency)
              .map((row) => ({ label: `${row.month} ${currency}`, values: [row.amount / 100] }))}
          />
        ))}
      </Figure>

      <Figure
        figure="staff"
        search={search}
        empty={data.staff.length === 0}
        table={
          <Table
            caption={t.staff.title}
            head={[C.name, C.open, C.decided]}
            rows={data.staff.map((member) => [member.name, member.open, member.decided])}
          />
        }
      >
        <BarsChart
          title={t.staff.title}
          series={[
            { key: 'open', label: C.open },
            { key: 'decided', label: C.decided },
          ]}
          rows={data.staff.map((member) => ({ label: member.name, values: [member.open, member.decided] }))}
        />
      </Figure>

      <Figure
        figure="staffByWeek"
        search={search}
        empty={staffWeeks.length === 0}
        table={
          <Table
            caption={t.staffByWeek.title}
            head={[C.week, ...members.map((m) => m.label)]}
            rows={weekTable(staffWeeks, members, staffWeekValue)}
          />
        }
      >
        <StackedChart title={t.staffByWeek.title} columns={staffWeeks} series={members} value={staffWeekValue} />
      </Figure>
    </div>
  );
}

/**
 * /admin/overview (docs/product.md#back-office-overview), for admins and managers: the figures over a range of days
 * and the filters, each as a chart, the table of the same figures and its CSV. The range and filters live in the
 * URL, sent to the API as they are.
 */
export function OverviewPage() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const load = useLoad(['/admin/overview', search, token], (signal) => overviewApi.figures(search, token, signal));
  const data = load.data?.data;
  const [people, setPeople] = useState<Record<string, string>>({});
  // The staff picker offers everyone seen with work in any answer so far (a filtered answer names only one).
  if (data && data.staff.some((member) => people[member.id] !== member.name))
    setPeople({ ...people, ...Object.fromEntries(data.staff.map((member) => [member.id, member.name])) });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <section className="admin-page" aria-labelledby="overview-title">
      <div className="admin-page-head">
        <h1 id="overview-title">{COPY.heading}</h1>
      </div>
      <p>{COPY.intro}</p>
      <form key={`${search}|${data?.from ?? ''}`} className="queue-filters" role="search" onSubmit={apply}>
        <div className="field">
          <label htmlFor="overview-from">{COPY.from}</label>
          <input id="overview-from" name="from" type="date" defaultValue={params.get('from') ?? data?.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="overview-to">{COPY.to}</label>
          <input id="overview-to" name="to" type="date" defaultValue={params.get('to') ?? data?.to ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="overview-nationality">{COPY.nationality}</label>
          <input
            id="overview-nationality"
            name="nationality"
            placeholder={COPY.nationalityHint}
            defaultValue={params.get('nationality') ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor="overview-university">{COPY.university}</label>
          <input id="overview-university" name="university" defaultValue={params.get('university') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="overview-programme">{COPY.programme}</label>
          <input id="overview-programme" name="programme" defaultValue={params.get('programme') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="overview-intake">{COPY.intake}</label>
          <input id="overview-intake" name="intake" defaultValue={params.get('intake') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="overview-staff">{COPY.staff}</label>
          <select id="overview-staff" name="staff" defaultValue={params.get('staff') ?? ''}>
            <option value="">{COPY.anyone}</option>
            {Object.entries(people).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="queue-filter-actions">
          <button type="submit" className="btn btn-sm btn-primary">
            {COPY.apply}
          </button>
          <Link to="?" className="btn btn-sm btn-secondary">
            {COPY.clear}
          </Link>
        </div>
      </form>
      {load.status === 'loading' && <Spinner label={COPY.heading} />}
      {load.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(load.error)}
        </p>
      )}
      {data && <Figures data={data} search={search} />}
    </section>
  );
}
