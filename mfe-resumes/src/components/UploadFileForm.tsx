import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { Button, TextField } from '@careerforge/shared';
import { RESUME_FILE_ACCEPT, isAcceptedResumeFile, unsupportedFileMessage } from '../lib/resumeFiles';
import { FileDropArea } from './FileDropArea';

export interface UploadFileFormProps {
  file: File | null;
  onFileChange: (file: File) => void;
  busy: boolean;
  onUpload: (file: File) => void;
  /** Reports a refused file or a missing one. */
  onInvalid: (message: string) => void;
}

/** Upload mode: a drop area, a plain file input, the chosen file's name and 'Upload Resume'. */
export function UploadFileForm({ file, onFileChange, busy, onUpload, onInvalid }: UploadFileFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  function choose(chosen: File) {
    if (isAcceptedResumeFile(chosen)) {
      onFileChange(chosen);
    } else {
      onInvalid(unsupportedFileMessage(chosen));
    }
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    choose(chosen);
    // The chosen file is kept in state; clearing the input lets the same file be picked again.
    event.target.value = '';
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file) onUpload(file);
    else onInvalid('Please select a file first.');
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FileDropArea onFile={choose} onOpenPicker={() => inputRef.current?.click()} />
      <TextField ref={inputRef} label="Choose a resume file" type="file" accept={RESUME_FILE_ACCEPT} onChange={handleInputChange} />
      {file && <p className="resume-entry__file-name">Selected file: {file.name}</p>}
      <Button type="submit" busy={busy} busyLabel="Uploading...">
        Upload Resume
      </Button>
    </form>
  );
}
