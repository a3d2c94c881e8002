import { useState, type FormEvent } from 'react';
import { APPLICATION_COPY as COPY, NOTE_TEXT_REQUIRED_MESSAGE, type StaffApplication } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import { When } from './dates';
import { fullName, type Actions } from './application-actions';

export function NotesPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const [text, setText] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return void toast.error(NOTE_TEXT_REQUIRED_MESSAGE);
    if (await actions.run(() => adminApi.addNote(application.id, text.trim(), token))) setText('');
  };
  return (
    <section className="card admin-panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{COPY.notes}</h2>
      {application.notes.length === 0 ? (
        <p className="muted">{COPY.noNotes}</p>
      ) : (
        <ul role="list" className="notes">
          {application.notes.map((note) => (
            <li key={note.id}>
              <p className="pre-line">{note.text}</p>
              <p className="muted small">
                {note.author ? fullName(note.author) : ''} · <When iso={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={(e) => void add(e)}>
        <div className="field">
          <label htmlFor="new-note">{COPY.newNote}</label>
          <textarea id="new-note" rows={2} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy}>
          {COPY.addNote}
        </button>
      </form>
    </section>
  );
}
