import { useState, type DragEvent, type KeyboardEvent } from 'react';

export interface FileDropAreaProps {
  /** Called with the first dropped file only. */
  onFile: (file: File) => void;
  /** Opens the file picker. */
  onOpenPicker: () => void;
}

/** The 'Drag & Drop' area: takes a dropped file, or opens the file picker on click, Enter or Space. */
export function FileDropArea({ onFile, onOpenPicker }: FileDropAreaProps) {
  const [dragging, setDragging] = useState(false);

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    // Without this the browser would open the dropped file itself.
    event.preventDefault();
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      // Space would otherwise scroll the page.
      event.preventDefault();
      onOpenPicker();
    }
  }

  return (
    <div
      role="button"
      tabIndex={0}
      className={dragging ? 'resume-drop-area resume-drop-area--dragging' : 'resume-drop-area'}
      onClick={onOpenPicker}
      onKeyDown={handleKeyDown}
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      Drag &amp; Drop .docx, .pdf or JSON Resume .json here, or click to select a file
    </div>
  );
}
