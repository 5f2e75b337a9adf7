/** One line of a document's text, in reading order, with the layout hints the resume parser uses. */
export interface DocumentLine {
  text: string;
  /** Set out like a heading: bold, all capitals, or larger than the body text. */
  heading: boolean;
  /** Starts with a list bullet (the bullet itself is removed from `text`). */
  bullet: boolean;
  /** 1-based page (1 for pasted text). */
  page: number;
}

export type DocumentFormat = 'pdf' | 'docx';

export interface ExtractedDocument {
  format: DocumentFormat;
  /** The whole text, lines joined with newlines. */
  text: string;
  lines: DocumentLine[];
  pages: number;
}
