import type { ResumePreview } from '../api/preview-resume';
import { useObjectUrl } from '../lib/useObjectUrl';
import { DocxPreview } from './DocxPreview';
import './ResumePreviewView.css';

/** The height of an embedded pdf preview, in pixels. */
const PDF_PREVIEW_HEIGHT = 600;

function PdfPreview({ file }: { file: Blob }) {
  const url = useObjectUrl(file);
  return url ? <iframe className="resume-preview__pdf" title="PDF preview" src={url} height={PDF_PREVIEW_HEIGHT} /> : null;
}

/**
 * A preview as its format is best read: text as is, html rendered apart from the page, files
 * embedded. `onError`: the file could not be shown after all.
 */
export function ResumePreviewView({ preview, onError }: { preview: ResumePreview; onError: () => void }) {
  switch (preview.format) {
    case 'markdown':
    case 'text':
      return (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1)
        <pre role="region" className="resume-preview__text" tabIndex={0} aria-label={`${preview.format === 'text' ? 'Text' : 'Markdown'} preview`}>
          {preview.text}
        </pre>
      );
    case 'html':
      // An empty sandbox: the markup is shown without scripts, forms or access to this page.
      return <iframe className="resume-preview__html" title="HTML preview" sandbox="" srcDoc={preview.html} />;
    case 'pdf':
      return <PdfPreview file={preview.file} />;
    case 'docx':
      return <DocxPreview bytes={preview.bytes} onError={onError} />;
  }
}
