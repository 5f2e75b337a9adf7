import { useState } from 'react';
import { Button, RadioGroup, SelectField, errorMessage, saveFile } from '@careerforge/shared';
import {
  FORMAT_TYPES,
  PAGE_SIZES,
  PAGE_SIZE_NAMES,
  STYLED_FORMATS,
  STYLE_IDS,
  STYLE_NAMES,
  coverLetterFileName,
  type FormatType,
  type PageSize,
  type StyleId,
} from '@careerforge/contract';
import { useFormatCoverLetter } from '../api/format-cover-letter';
import './CoverLetterDownload.css';

/** Paper matters only where there are pages. */
const PAGED_FORMATS: readonly FormatType[] = ['pdf', 'docx'];

/** Format, style and page size of the saved letter, and the download as cover-letter.<extension>. */
export function CoverLetterDownload({ coverLetterId }: { coverLetterId: number }) {
  const [formatType, setFormatType] = useState<FormatType>('pdf');
  const [styleId, setStyleId] = useState<StyleId>('default');
  // '' is the user's preferred page size, as the API reads it.
  const [pageSize, setPageSize] = useState<PageSize | ''>('');
  const formatCoverLetter = useFormatCoverLetter();
  const styled = STYLED_FORMATS.includes(formatType);
  const paged = PAGED_FORMATS.includes(formatType);

  function download() {
    formatCoverLetter.mutate(
      { coverLetterId, formatType, ...(styled ? { styleId } : {}), ...(paged && pageSize ? { pageSize } : {}) },
      { onSuccess: (file) => saveFile(file, coverLetterFileName(formatType)) },
    );
  }

  return (
    <section className="cover-letter-download" aria-label="Download">
      <RadioGroup
        legend="Output format"
        options={FORMAT_TYPES.map((format) => ({ value: format, label: format }))}
        value={formatType}
        onChange={setFormatType}
      />
      <div className="cover-letter-download__selects">
        <SelectField label="Style" value={styleId} disabled={!styled} hint={styled ? undefined : 'For pdf, docx and html.'} onChange={(event) => setStyleId(event.target.value as StyleId)}>
          {STYLE_IDS.map((style) => (
            <option key={style} value={style}>
              {STYLE_NAMES[style]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Page size" value={pageSize} disabled={!paged} hint={paged ? undefined : 'For pdf and docx.'} onChange={(event) => setPageSize(event.target.value as PageSize | '')}>
          <option value="">My preference</option>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {PAGE_SIZE_NAMES[size]}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="cover-letter-download__hint">The download is the letter as last saved.</p>
      <Button busy={formatCoverLetter.isPending} busyLabel="Preparing…" onClick={download}>
        Download
      </Button>
      {formatCoverLetter.isError && (
        <p role="alert" className="cover-letter-download__error">
          {errorMessage(formatCoverLetter.error, 'Download failed.')}
        </p>
      )}
    </section>
  );
}
