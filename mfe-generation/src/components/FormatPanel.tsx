import { useId, useState } from 'react';
import { Button, RadioGroup, SelectField, errorMessage, saveFile, useUserInfo } from '@careerforge/shared';
import {
  DEFAULT_PAGE_SIZE,
  FORMAT_TYPES,
  PAGE_SIZES,
  PAGE_SIZE_NAMES,
  STYLED_FORMATS,
  STYLE_IDS,
  STYLE_NAMES,
  TEMPLATED_FORMATS,
  downloadFileName,
  type FormatRequestBody,
  type FormatType,
  type PageSize,
  type StyleId,
} from '@careerforge/contract';
import { useDownloadFormattedResume } from '../api/download-formatted-resume';
import { useFormatResume } from '../api/format-resume';
import { useTemplates } from '../api/list-templates';
import { usePreviewResume, type ResumePreview } from '../api/preview-resume';
import { ResumePreviewView } from './ResumePreviewView';
import './FormatPanel.css';

/** Formats printed on pages of a size; the others flow. */
const PAGED_FORMATS: readonly FormatType[] = ['pdf', 'docx'];

/**
 * The Format & Download panel of one generated resume: choose an output format, a style, a
 * template and the page size, preview the result, or have it formatted and saved as resume.<extension>.
 */
export function FormatPanel({ resumeId }: { resumeId: number }) {
  const previewErrorId = useId();
  const onePageId = useId();
  const [formatType, setFormatType] = useState<FormatType>('markdown');
  const [styleId, setStyleId] = useState<StyleId>('default');
  const [templateId, setTemplateId] = useState('');
  // Until the user picks one, the page size follows their preference (US Letter when they have none).
  const [chosenPageSize, setChosenPageSize] = useState<PageSize | null>(null);
  const userInfo = useUserInfo();
  const pageSize = chosenPageSize ?? userInfo.data?.page_size ?? DEFAULT_PAGE_SIZE;
  const [onePage, setOnePage] = useState(false);
  /** After a file asked to fit one page is made: whether it did. */
  const [fitResult, setFitResult] = useState<boolean | null>(null);
  const [preview, setPreview] = useState<ResumePreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // A failed load leaves only '(None)' and shows no error: a resume formats without a template.
  const templates = useTemplates();
  const previewResume = usePreviewResume();
  const formatResume = useFormatResume();
  const downloadResume = useDownloadFormattedResume();

  const styled = STYLED_FORMATS.includes(formatType);
  const templated = TEMPLATED_FORMATS.includes(formatType);
  const paged = PAGED_FORMATS.includes(formatType);

  function requestBody(): FormatRequestBody {
    return {
      resumeId,
      formatType,
      templateId: templated && templateId ? templateId : null,
      ...(styled ? { styleId } : {}),
      ...(paged ? { pageSize, ...(onePage ? { onePage } : {}) } : {}),
    };
  }

  /** A changed choice hides the preview, which no longer shows it, and drops one still on its way. */
  function changeChoice(apply: () => void) {
    apply();
    setFitResult(null);
    setPreview(null);
    previewResume.reset();
  }

  function showPreview() {
    setPreviewError(null);
    previewResume.mutate(requestBody(), {
      onSuccess: setPreview,
      onError: (error) => {
        setPreview(null);
        setPreviewError(errorMessage(error, 'Preview failed'));
      },
    });
  }

  async function formatAndDownload() {
    let formattedResumeId: number;
    setFitResult(null);
    try {
      const formatted = await formatResume.mutateAsync(requestBody());
      formattedResumeId = formatted.formattedResumeId;
      setFitResult(formatted.fits_one_page ?? null);
    } catch (error) {
      window.alert(errorMessage(error, 'Format failed'));
      return;
    }
    try {
      saveFile(await downloadResume.mutateAsync(formattedResumeId), downloadFileName(formatType));
    } catch {
      window.alert('Download failed');
    }
  }

  const processing = formatResume.isPending || downloadResume.isPending;

  return (
    <div className="format-panel">
      <RadioGroup
        legend="Output format"
        className="format-panel__formats"
        options={FORMAT_TYPES.map((format) => ({ value: format, label: format }))}
        value={formatType}
        onChange={(format) => changeChoice(() => setFormatType(format))}
      />

      <div className="format-panel__selects">
        <SelectField
          label="Style"
          value={styleId}
          disabled={!styled}
          hint={styled ? undefined : 'For pdf, docx and html.'}
          onChange={(event) => changeChoice(() => setStyleId(event.target.value as StyleId))}
        >
          {STYLE_IDS.map((style) => (
            <option key={style} value={style}>
              {STYLE_NAMES[style]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Template"
          value={templateId}
          disabled={!templated}
          hint={templated ? undefined : 'For pdf and docx.'}
          onChange={(event) => changeChoice(() => setTemplateId(event.target.value))}
        >
          <option value="">(None)</option>
          {templates.data?.map((template) => (
            <option key={template.templateId} value={template.templateId}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Page size"
          value={pageSize}
          disabled={!paged}
          hint={paged ? undefined : 'For pdf and docx.'}
          onChange={(event) => changeChoice(() => setChosenPageSize(event.target.value as PageSize))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {PAGE_SIZE_NAMES[size]}
            </option>
          ))}
        </SelectField>
        <div className="format-panel__checkbox">
          <input
            id={onePageId}
            type="checkbox"
            checked={paged && onePage}
            disabled={!paged}
            onChange={(event) => changeChoice(() => setOnePage(event.target.checked))}
          />
          <label htmlFor={onePageId}>Fit on one page</label>
        </div>
      </div>

      <div className="format-panel__actions">
        <Button
          variant="secondary"
          busy={previewResume.isPending}
          busyLabel="Previewing…"
          aria-describedby={previewError ? previewErrorId : undefined}
          onClick={showPreview}
        >
          Preview
        </Button>
        <Button busy={processing} busyLabel="Processing…" onClick={() => void formatAndDownload()}>
          Generate & Download
        </Button>
      </div>

      {fitResult !== null && (
        <p role="status" className="format-panel__fit">
          {fitResult
            ? 'It fits on one page.'
            : 'It does not fit on one page even with the tightest spacing and sizes; the file uses as few pages as it can.'}
        </p>
      )}
      {previewError && (
        <p id={previewErrorId} role="alert" className="format-panel__error">
          {previewError}
        </p>
      )}
      {preview && (
        <section className="resume-preview" aria-label="Preview">
          <ResumePreviewView
            preview={preview}
            onError={() => {
              setPreview(null);
              setPreviewError('Preview failed');
            }}
          />
        </section>
      )}
    </div>
  );
}
