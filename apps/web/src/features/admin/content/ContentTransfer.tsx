import { useId, useState, type FormEvent } from 'react';
import {
  CONTENT_TRANSFER_COPY as COPY,
  type ContentFileFormat,
  type ContentImportProblem,
  type ContentImportResult,
  type ContentTransferKind,
} from '@studychina/contracts';
import { ApiError, failureText } from '../../../lib/api';
import { saveDownload } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { contentApi } from './content.api';
import { canEdit } from './permissions';

type Outcome =
  | { state: 'idle' | 'working' }
  | { state: 'done'; result: ContentImportResult }
  | { state: 'refused'; problems: ContentImportProblem[]; message: string }
  | { state: 'failed'; message: string };

/** The rows' problems of a refused import (decision 0125: the same list as a dry run's, under `problems`). */
const problemsOf = (error: unknown): ContentImportProblem[] | null => {
  const body = error instanceof ApiError ? (error.body as { problems?: ContentImportProblem[] } | null) : null;
  return body?.problems ?? null;
};

/**
 * A kind list's spreadsheet panel (docs/product.md#content-management, docs/decisions/0125-content-import-export-files.md):
 * every staff member exports the published items as CSV or XLSX; an editor checks a file (a dry run listing each
 * row's problems, nothing written) and imports it, all rows published together or none.
 */
export function ContentTransfer({ kind }: { kind: ContentTransferKind }) {
  const { token, user } = useSession();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const download = (format: ContentFileFormat) =>
    void saveDownload(contentApi.exportFile(kind, format, token), `${kind}.${format}`).catch((error: unknown) =>
      setOutcome({ state: 'failed', message: failureText(error, COPY.failed) }),
    );

  const send = async (dryRun: boolean) => {
    if (!file || !token) return setOutcome({ state: 'failed', message: COPY.chooseFile });
    setOutcome({ state: 'working' });
    try {
      setOutcome({ state: 'done', result: await contentApi.importFile(kind, file, dryRun, token) });
    } catch (error) {
      const problems = problemsOf(error);
      setOutcome(
        problems
          ? { state: 'refused', problems, message: failureText(error, COPY.failed) }
          : { state: 'failed', message: failureText(error, COPY.failed) },
      );
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dryRun = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'import';
    void send(dryRun);
  };

  const problems =
    outcome.state === 'refused' ? outcome.problems : outcome.state === 'done' ? outcome.result.errors : [];
  return (
    <section className="content-transfer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{COPY.title}</h2>
      <p className="field-hint">{COPY.lead}</p>
      <p className="content-transfer-exports">
        <button type="button" className="btn btn-secondary" onClick={() => download('csv')}>
          {COPY.exportCsv}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => download('xlsx')}>
          {COPY.exportXlsx}
        </button>
      </p>
      {canEdit(user) && (
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-file`}>{COPY.file}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </div>
          <p className="content-transfer-exports">
            <button type="submit" value="check" className="btn btn-secondary" disabled={outcome.state === 'working'}>
              {COPY.check}
            </button>
            <button type="submit" value="import" className="btn btn-primary" disabled={outcome.state === 'working'}>
              {COPY.import}
            </button>
          </p>
        </form>
      )}
      <div role="status">
        {outcome.state === 'working' && <p>{COPY.working}</p>}
        {outcome.state === 'done' && (
          <p>
            {outcome.result.dryRun
              ? `${COPY.checked(outcome.result.rows, outcome.result.created, outcome.result.updated, outcome.result.unchanged)}${
                  outcome.result.errors.length === 0 ? ` ${COPY.checkedClean}` : ''
                }`
              : COPY.imported(outcome.result.created, outcome.result.updated)}
          </p>
        )}
      </div>
      {(outcome.state === 'failed' || outcome.state === 'refused') && (
        <p className="alert alert-error" role="alert">
          {outcome.message}
        </p>
      )}
      {problems.length > 0 && (
        <table className="admin-table">
          <caption>{COPY.problems}</caption>
          <thead>
            <tr>
              <th scope="col">{COPY.row}</th>
              <th scope="col">{COPY.column}</th>
              <th scope="col">{COPY.problem}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => (
              <tr key={index}>
                <td>{problem.row}</td>
                <td>{problem.column}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
