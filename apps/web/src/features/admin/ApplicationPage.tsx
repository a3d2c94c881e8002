import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { APPLICATION_COPY as COPY, type StaffApplication } from '@studychina/contracts';
import { ApplicationSections } from '../../components/ApplicationSections';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { useProgrammeAnswers } from '../../lib/programme-choices/ChosenStudy';
import { adminApi } from './admin.api';
import { useActions, type Actions } from './application-actions';
import { ApplicationHeader } from './ApplicationHeader';
import { AssignmentPanel } from './AssignmentPanel';
import { AttachPanel } from './AttachPanel';
import { AlertsPanel } from './AlertsPanel';
import { ConsentPanel } from './ConsentPanel';
import { DocumentList } from './DocumentList';
import { DocumentViewer } from './DocumentViewer';
import { HistoryPanel } from './HistoryPanel';
import { NotesPanel } from './NotesPanel';
import { InvoicePanel } from './payments/InvoicePanel';
import { PlacementPanel } from './PlacementPanel';
import { StatusPanel } from './StatusPanel';

/** /admin/applications/:id (docs/product.md#back-office-screens). */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const { token } = useSession();
  const load = useLoad(['/admin/applications/:id', id, token], (signal) => adminApi.application(id, token, signal));
  // While reloading after an action, keep showing the last answer: the page keeps its scroll and state.
  const [shown, setShown] = useState<StaffApplication | null>(null);
  if (load.data && load.data.application !== shown) setShown(load.data.application);
  const application = load.data?.application ?? (shown?.id === id ? shown : null);
  const actions = useActions(load.reload);

  if (!application) {
    if (load.status === 'failed')
      return (
        <div className="alert alert-error" role="alert">
          <p>{failureText(load.error, COPY.failed)}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={load.reload}>
            {COPY.retry}
          </button>
        </div>
      );
    return <Spinner label={COPY.loading} />;
  }
  return <ApplicationView application={application} actions={actions} />;
}

function ApplicationView({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const { id } = application;
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = application.files.find((f) => f.id === viewing) ?? null;
  // The chosen programme by its title and university, the intake by its month (the stored slug when the catalogue
  // no longer holds it).
  const programmeAnswer = useProgrammeAnswers(application.fields);

  const download = async (call: () => ReturnType<typeof adminApi.zip>, fallbackName: string) => {
    try {
      await saveDownload(call(), fallbackName);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <article className="admin-application" aria-labelledby="application-title">
      <ApplicationHeader application={application} />

      <div className="admin-application-grid">
        <div className="admin-application-main">
          <section className="card admin-panel" aria-labelledby="documents-title">
            <div className="admin-page-head">
              <h2 id="documents-title">{COPY.documents}</h2>
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                onClick={() => void download(() => adminApi.zip(id, token), 'documents.zip')}
              >
                {COPY.downloadAll}
              </button>
            </div>
            <div className="documents-and-viewer">
              <DocumentList
                application={application}
                viewing={viewing}
                onView={setViewing}
                onDownload={(file) => void download(() => adminApi.fileDownload(id, file.id, token), file.originalName)}
                actions={actions}
              />
              <div className="viewer" aria-live="polite">
                <DocumentViewer applicationId={id} file={viewed} />
              </div>
            </div>
          </section>
          <ApplicationSections
            application={application}
            answer={(name, value) => programmeAnswer(name, value) ?? value}
          />
        </div>

        <aside className="admin-application-side">
          <StatusPanel
            applicationId={id}
            status={application.status}
            locale={application.applicant.locale}
            busy={actions.busy}
            onSubmit={(body) => actions.run(() => adminApi.changeStatus(id, body, token))}
            outstanding={application.outstanding}
          />
          <AssignmentPanel application={application} actions={actions} />
          <InvoicePanel invoice={application.invoice} actions={actions} />
          <PlacementPanel application={application} actions={actions} />
          <NotesPanel application={application} actions={actions} />
          <AttachPanel application={application} actions={actions} />
          <AlertsPanel application={application} actions={actions} />
          <ConsentPanel application={application} />
          <HistoryPanel application={application} />
        </aside>
      </div>
    </article>
  );
}
