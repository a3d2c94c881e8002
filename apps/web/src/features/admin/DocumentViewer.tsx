import { useEffect, useRef, useState } from 'react';
import { APPLICATION_COPY as COPY, type StaffFile } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { useFullScreen } from './useFullScreen';

const isImage = (mime: string) => mime.startsWith('image/');
const isPdf = (mime: string) => mime === 'application/pdf';
/** Zoom steps of an image (1 = fit the viewer; admin.css .zoom-n); PDFs zoom in the browser's own viewer. */
const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/**
 * The viewer beside the documents list: images inline, PDFs in the browser's own viewer, Word documents as a
 * download only (browsers cannot show them). The bytes come with the bearer token, so as an object URL.
 * Full screen (the Fullscreen API, else the viewer covering the window) and zoom for images: a passport
 * number or a stamp must be readable without downloading the file.
 */
export function DocumentViewer({ applicationId, file }: { applicationId: string; file: StaffFile | null }) {
  const { token } = useSession();
  const viewable = file && (isImage(file.mimeType) || isPdf(file.mimeType));
  const load = useLoad(viewable ? ['/admin/file', applicationId, file.id, token] : null, async (signal) => {
    return (await adminApi.file(applicationId, file!.id, token, signal)).blob();
  });
  const blob = load.data;
  // The zoom step belongs to one document: another opens fitted.
  const [zoomed, setZoomed] = useState({ fileId: '', step: 0 });
  const zoom = zoomed.fileId === file?.id ? zoomed.step : 0;
  const setZoom = (step: number) => setZoomed({ fileId: file?.id ?? '', step });
  const box = useRef<HTMLDivElement>(null);
  const full = useFullScreen(box);
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
  const image = isImage(file.mimeType);
  return (
    <div ref={box} className={`viewer-box${full.on ? ' is-full' : ''}`}>
      <div className="viewer-tools" role="toolbar" aria-label={COPY.viewerTools}>
        {image && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              disabled={zoom === 0}
              onClick={() => setZoom(zoom - 1)}
            >
              {COPY.zoomOut}
            </button>
            <span className="small" aria-live="polite">
              {COPY.zoomLevel(ZOOMS[zoom]! * 100)}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom(zoom + 1)}
            >
              {COPY.zoomIn}
            </button>
            <button type="button" className="btn btn-sm btn-secondary" disabled={zoom === 0} onClick={() => setZoom(0)}>
              {COPY.zoomFit}
            </button>
          </>
        )}
        <button type="button" className="btn btn-sm btn-secondary" aria-pressed={full.on} onClick={full.toggle}>
          {full.on ? COPY.exitFullScreen : COPY.fullScreen}
        </button>
      </div>
      {image ? (
        // Scrolls when zoomed, so every part of the image can be reached (also with the keyboard: it takes focus).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
        <div className="viewer-scroll" tabIndex={0} role="region" aria-label={file.originalName}>
          <img key={file.id} ref={frame} className={`viewer-image zoom-${zoom}`} alt={file.originalName} />
        </div>
      ) : (
        <iframe key={file.id} ref={frame} className="viewer-pdf" title={file.originalName} />
      )}
    </div>
  );
}
