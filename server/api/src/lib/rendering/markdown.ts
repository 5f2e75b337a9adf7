import { titleLine, type OutlineLink, type ResumeOutline } from './outline';

/**
 * Backslash-escapes what Markdown would read as markup: emphasis, code, links and raw HTML
 * anywhere, and list, heading, quote or underline markers at the start of a line. An underscore inside a
 * word (an email address) is literal in CommonMark and stays as written.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*[\]<>]|(?<![\p{L}\d])_|_(?![\p{L}\d])/gu, '\\$&')
    .replace(/^(?:[#+-](?=\s|$)|>|=+$)/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * '[GitHub](https://github.com/ada)': the label escaped, the address as the outline normalised it
 * (always http or https, percent-encoded, so it holds no space or angle bracket) with its
 * parentheses encoded too, so nothing in it can end the link early.
 */
function markdownLink(link: OutlineLink): string {
  return `[${escapeMarkdown(link.label)}](${link.href.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
}

/** One heading per section ('##'), one per entry ('###'), dates on their own line, accomplishments as a list. */
export function renderMarkdown(outline: ResumeOutline): string {
  const blocks: string[] = [];
  if (outline.name) blocks.push(`# ${escapeMarkdown(outline.name)}`);
  if (outline.headline) blocks.push(escapeMarkdown(outline.headline));
  if (outline.contact.length > 0) blocks.push(outline.contact.map((detail) => escapeMarkdown(detail.text)).join(' | '));
  if (outline.links.length > 0) blocks.push(outline.links.map(markdownLink).join(' | '));
  for (const section of outline.sections) {
    blocks.push(`## ${section.heading}`);
    if (section.kind === 'summary') {
      blocks.push(...section.paragraphs.map(escapeMarkdown));
      continue;
    }
    if (section.kind === 'skills') {
      blocks.push(section.skills.map(escapeMarkdown).join(', '));
      continue;
    }
    for (const entry of section.entries) {
      const title = titleLine(entry);
      const head = [...(title ? [`### ${escapeMarkdown(title)}`] : []), ...(entry.dates ? [escapeMarkdown(entry.dates)] : [])];
      if (head.length > 0) blocks.push(head.join('\n'));
      blocks.push(...entry.details.map(escapeMarkdown));
      if (entry.bullets.length > 0) blocks.push(entry.bullets.map((bullet) => `- ${escapeMarkdown(bullet)}`).join('\n'));
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
