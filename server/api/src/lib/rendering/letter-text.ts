import { dirAuto, escapeHtml, FALLBACK_FONTS, htmlPage } from './html';
import type { LetterOutline } from './letter-outline';
import { escapeMarkdown } from './markdown';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { hexColor, type RenderStyle } from './styles';

/** The parts of the letter in reading order, each its own block. */
function letterBlocks(outline: LetterOutline): string[] {
  return [outline.greeting, ...outline.paragraphs, [outline.closing, outline.signature].filter(Boolean).join('\n')].filter(Boolean);
}

/** Name and contact details, then the letter; paragraphs separated by a blank line. */
export function renderLetterText(outline: LetterOutline): string {
  const header = [outline.name, outline.contact.join(' | ')].filter(Boolean).join('\n');
  return `${[header, ...letterBlocks(outline)].filter(Boolean).join('\n\n')}\n`;
}

/** The name as a heading, the contact details, then the letter; the sign-off and signature on two lines. */
export function renderLetterMarkdown(outline: LetterOutline): string {
  const blocks: string[] = [];
  if (outline.name) blocks.push(`# ${escapeMarkdown(outline.name)}`);
  if (outline.contact.length > 0) blocks.push(outline.contact.map(escapeMarkdown).join(' | '));
  blocks.push(...[outline.greeting, ...outline.paragraphs].filter(Boolean).map(escapeMarkdown));
  // Two trailing spaces: a line break inside one paragraph.
  const signOff = [outline.closing, outline.signature].filter(Boolean).map(escapeMarkdown);
  if (signOff.length > 0) blocks.push(signOff.join('  \n'));
  return `${blocks.join('\n\n')}\n`;
}

/** One standalone page: inline styles, no scripts, nothing loaded (the CSP forbids it), every text escaped. */
export function renderLetterHtml(outline: LetterOutline, style: RenderStyle): string {
  const color = (value: RenderStyle['color']['text']) => `#${hexColor(value)}`;
  const css = [
    `body{margin:0;background:#fff;color:${color(style.color.text)};font-family:'${FONT_FAMILY_NAMES[style.family]}',${FALLBACK_FONTS[style.family]};font-size:${style.size.body + 1}pt;line-height:${style.leading}}`,
    `main{max-width:680px;margin:0 auto;padding:${style.margin * 0.75}px}`,
    `h1{font-size:${style.size.name}pt;margin:0;color:${color(style.color.accent)}}`,
    `.contact{margin:2pt 0 ${style.gap.section * 2}pt;color:${color(style.color.muted)};font-size:${style.size.body}pt}`,
    `p{margin:0 0 0.8em}.signature{font-weight:bold}`,
  ].join('\n');
  const signOff = [outline.closing, outline.signature]
    .filter(Boolean)
    .map((text, index, parts) => (index === parts.length - 1 && outline.signature ? `<span class="signature">${escapeHtml(text)}</span>` : escapeHtml(text)))
    .join('<br>');
  return htmlPage(outline.name ? `${outline.name}: cover letter` : 'Cover letter', css, [
    `<header>${outline.name ? `<h1>${escapeHtml(outline.name)}</h1>` : ''}${outline.contact.length > 0 ? `<p class="contact">${outline.contact.map(escapeHtml).join(' | ')}</p>` : ''}</header>`,
    ...[outline.greeting, ...outline.paragraphs].filter(Boolean).map((text) => `<p${dirAuto(text)}>${escapeHtml(text)}</p>`),
    signOff ? `<p>${signOff}</p>` : '',
  ]);
}
