import { useId, useRef, useState } from 'react';
import {
  APPLICATION_COPY as COPY,
  fileFieldName,
  fileTypeNotAllowedMessage,
  friendlyLabel,
  isAcceptedFile,
  uploadRuleOf,
  type UploadListName,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import type { Actions } from './application-actions';

interface StaffUploadControlProps {
  applicationId: string;
  /** The list the files go to; several: staff pick one (the lists not shown above). */
  lists: readonly UploadListName[];
  /** What the control is for, in its accessible name ("Upload for the student: Passport Data Page"). */
  label?: string;
  /** The document request the files answer (a named extra document). */
  requestId?: string;
  actions: Actions;
}

/**
 * "Upload for the student" (docs/product.md#document-requests): a document the student sent another way,
 * uploaded by staff on their behalf with the list's accepted types and upload progress. The API replaces a
 * rejected file, answers the open request, or adds the file to its list, and marks it as uploaded by staff.
 */
export function StaffUploadControl({ applicationId, lists, label, requestId, actions }: StaffUploadControlProps) {
  const { token } = useSession();
  const id = useId();
  const [picked, setList] = useState<UploadListName | ''>('');
  // One list: that one. Several: the one picked, while it is still offered (an upload moves it out of these).
  const list = lists.length === 1 ? lists[0]! : lists.includes(picked as UploadListName) ? picked : '';
  const [chosen, setChosen] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  if (lists.length === 0) return null;
  const rule = list ? uploadRuleOf(list) : null;
  const name = label ?? (list ? friendlyLabel(list) : COPY.uploadList);

  const choose = (files: File[]) => {
    if (!list) return;
    const refused = files.find((file) => !isAcceptedFile(list, file));
    if (refused) return void toast.error(fileTypeNotAllowedMessage(friendlyLabel(list)));
    setChosen(rule?.multiple ? files : files.slice(0, 1));
  };
  const upload = async () => {
    if (!token || !list || chosen.length === 0) return;
    const body = new FormData();
    if (requestId) body.append('requestId', requestId);
    chosen.forEach((file, index) => body.append(fileFieldName(list, index), file));
    setPercent(0);
    const saved = await actions.run(() => adminApi.uploadForStudent(applicationId, body, token, setPercent));
    setPercent(null);
    if (saved) {
      setChosen([]);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="staff-upload" role="group" aria-label={`${COPY.uploadFor}: ${name}`}>
      {lists.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-list`}>{COPY.uploadList}</label>
          <select
            id={`${id}-list`}
            value={list}
            onChange={(e) => {
              setList(e.target.value as UploadListName);
              setChosen([]);
            }}
          >
            <option value="">—</option>
            {lists.map((option) => (
              <option key={option} value={option}>
                {friendlyLabel(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor={`${id}-file`} className={`btn btn-sm btn-secondary${list ? '' : ' is-disabled'}`}>
        {COPY.uploadFor}
        <span className="visually-hidden">: {name}</span>
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        disabled={!list}
        accept={rule?.accept}
        multiple={rule?.multiple}
        onChange={(e) => choose([...(e.target.files ?? [])])}
      />
      {chosen.length > 0 && (
        <>
          <span className="small">{chosen.map((file) => file.name).join(', ')}</span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={actions.busy || percent !== null}
            onClick={() => void upload()}
          >
            {COPY.uploadSend}
          </button>
        </>
      )}
      {percent !== null && <progress max={100} value={percent} aria-label={`${percent}%`} />}
    </div>
  );
}
