import { titleLine, type ResumeOutline } from './outline';

/** Capitalised section headings, 'Title | Company' then the dates, '•' before each accomplishment. */
export function renderPlainText(outline: ResumeOutline): string {
  const blocks: string[] = [];
  const header = [outline.name, outline.headline, outline.contact.map((detail) => detail.text).join(' | '), outline.links.map((link) => link.text).join(' | ')];
  blocks.push(header.filter(Boolean).join('\n'));
  for (const section of outline.sections) {
    const lines = [section.heading.toUpperCase()];
    if (section.kind === 'summary') lines.push(...section.paragraphs);
    else if (section.kind === 'skills') lines.push(section.skills.join(', '));
    else {
      section.entries.forEach((entry, index) => {
        if (index > 0) lines.push('');
        lines.push(...[titleLine(entry), entry.dates, ...entry.details].filter(Boolean), ...entry.bullets.map((bullet) => `• ${bullet}`));
      });
    }
    blocks.push(lines.join('\n'));
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
