import { titleLine, type ResumeOutline } from './outline';

/**
 * Backslash-escapes what Markdown would read as markup: emphasis, code, links and raw HTML
 * anywhere, and list, heading, quote or underline markers at the start of a line. An underscore inside a
 * word (an email address) is literal in CommonMark and stays as written.
 */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*[\]<>]|(?<![\p{L}\d])_|_(?![\p{L}\d])/gu, '\\$&')
    .replace(/^(?:[#+-](?=\s|$)|>|=+$)/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** One heading per section ('##'), one per entry ('###'), dates on their own line, accomplishments as a list. */
export function renderMarkdown(outline: ResumeOutline): string {
  const blocks: string[] = [];
  if (outline.name) blocks.push(`# ${escapeMarkdown(outline.name)}`);
  if (outline.contact.length > 0) blocks.push(outline.contact.map(escapeMarkdown).join(' | '));
  for (const section of outline.sections) {
    blocks.push(`## ${section.heading}`);
    if (section.kind === 'skills') {
      blocks.push(section.skills.map(escapeMarkdown).join(', '));
      continue;
    }
    for (const entry of section.entries) {
      blocks.push([`### ${escapeMarkdown(titleLine(entry))}`, ...(entry.dates ? [escapeMarkdown(entry.dates)] : [])].join('\n'));
      blocks.push(...entry.details.map(escapeMarkdown));
      if (entry.bullets.length > 0) blocks.push(entry.bullets.map((bullet) => `- ${escapeMarkdown(bullet)}`).join('\n'));
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
