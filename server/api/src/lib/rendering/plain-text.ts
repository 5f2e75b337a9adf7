import { titleLine, type ResumeOutline } from './outline';

/** Capitalised section headings, 'Title | Company' then the dates, '•' before each accomplishment. */
export function renderPlainText(outline: ResumeOutline): string {
  const blocks: string[] = [];
  blocks.push([outline.name, outline.contact.join(' | ')].filter(Boolean).join('\n'));
  for (const section of outline.sections) {
    const lines = [section.heading.toUpperCase()];
    if (section.kind === 'skills') lines.push(section.skills.join(', '));
    else {
      section.entries.forEach((entry, index) => {
        if (index > 0) lines.push('');
        lines.push(titleLine(entry));
        if (entry.dates) lines.push(entry.dates);
        lines.push(...entry.details, ...entry.bullets.map((bullet) => `• ${bullet}`));
      });
    }
    blocks.push(lines.join('\n'));
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
