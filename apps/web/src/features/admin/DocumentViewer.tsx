import { useEffect, useRef } from 'react';
import { APPLICATION_COPY as COPY, type StaffFile } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';

const isImage = (mime: string) => mime.startsWith('image/');
const isPdf = (mime: string) => mime === 'application/pdf';

/**
 * The viewer beside the documents list: images inline, PDFs in the browser's own viewer, Word documents as a
 * download only (browsers cannot show them). The bytes come with the bearer token, so as an object URL.
 */
export function DocumentViewer({ applicationId, file }: { applicationId: string; file: StaffFile | null }) {
  const { token } = useSession();
  const viewable = file && (isImage(file.mimeType) || isPdf(file.mimeType));
  const load = useLoad(viewable ? ['/admin/file', applicationId, file.id, token] : null, async (signal) => {
    return (await adminApi.file(applicationId, file!.id, token, signal)).blob();
  });
  const blob = load.data;
  // The object URL lives as long as the element shows it: set on the element, revoked when the blob changes.
  const frame = useRef<HTMLImageElement & HTMLIFrameElement>(null);
  useEffect(() => {
    if (!blob || !frame.current) return;
    const url = URL.createObjectURL(blob);
    frame.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (!file) return <p className="viewer-empty muted">{COPY.viewerEmpty}</p>;
  if (!viewable) return <p className="viewer-empty">{COPY.viewerWord}</p>;
  if (load.status === 'failed')
    return (
      <p className="alert alert-error" role="alert">
        {failureText(load.error)}
      </p>
    );
  if (!blob) return <Spinner label={COPY.viewerLoading} />;
  return isImage(file.mimeType) ? (
    <img key={file.id} ref={frame} className="viewer-image" alt={file.originalName} />
  ) : (
    <iframe key={file.id} ref={frame} className="viewer-pdf" title={file.originalName} />
  );
}
