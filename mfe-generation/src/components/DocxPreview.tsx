import { useEffect, useId, useRef, useState } from 'react';
import './DocxPreview.css';

/** The docx preview's zoom range: 50% to 120% in steps of 5%, 80% at first. */
const ZOOM = { min: 0.5, max: 1.2, step: 0.05, initial: 0.8 } as const;

export interface DocxPreviewProps {
  bytes: ArrayBuffer;
  /** The document could not be read (not a valid .docx). */
  onError: () => void;
}

/** A .docx rendered into the page by docx-preview, with a zoom slider. */
export function DocxPreview({ bytes, onError }: DocxPreviewProps) {
  const zoomId = useId();
  const documentRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  // The latest handler, without rendering the document again when only the handler changed.
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const container = documentRef.current;
    if (!container) return;
    let current = true;
    // Loaded on first use: docx-preview and its zip reader are most of this screen's code.
    import('docx-preview')
      // Bytes, not a Blob: docx-preview never settles on a Blob.
      .then(({ renderAsync }) => renderAsync(bytes, container, undefined, { className: 'docx-preview', inWrapper: true }))
      .catch(() => {
        if (current) onErrorRef.current();
      });
    return () => {
      current = false;
      container.replaceChildren();
    };
  }, [bytes]);

  const percent = `${Math.round(zoom * 100)}%`;
  return (
    <div className="docx-preview-frame">
      <div className="docx-preview-frame__zoom">
        <label htmlFor={zoomId}>Preview Zoom</label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          aria-valuetext={percent}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <output htmlFor={zoomId}>{percent}</output>
      </div>
      <div className="docx-preview-frame__viewport">
        <div
          ref={documentRef}
          role="document"
          aria-label="DOCX preview"
          className="docx-preview-frame__document"
          style={{ transform: `scale(${zoom})` }}
        />
      </div>
    </div>
  );
}
