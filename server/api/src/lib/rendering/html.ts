import { hasRightToLeft } from './pdf/bidi';
import { FONT_FAMILY_NAMES } from './pdf/fonts';
import { webAddress, type OutlineEntry, type OutlineSection, type ResumeOutline } from './outline';
import { headingText, hexColor, type RenderStyle } from './styles';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text with right-to-left letters gets dir="auto", so the browser orders it by its first strong letter. */
export function dirAuto(text: string): string {
  return hasRightToLeft(text) ? ' dir="auto"' : '';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export const FALLBACK_FONTS = { inter: "'Helvetica Neue', Arial, sans-serif", 'source-serif-4': "Georgia, 'Times New Roman', serif" } as const;

function css(style: RenderStyle): string {
  const color = (value: RenderStyle['color']['text']) => `#${hexColor(value)}`;
  return [
    `body{margin:0;background:#fff;color:${color(style.color.text)};font-family:'${FONT_FAMILY_NAMES[style.family]}',${FALLBACK_FONTS[style.family]};font-size:${style.size.body}pt;line-height:${style.leading}}`,
    `main{max-width:780px;margin:0 auto;padding:${style.margin * 0.75}px}`,
    `h1{font-size:${style.size.name}pt;margin:0;color:${color(style.color.accent)}}`,
    `.headline{margin:2pt 0 0;font-size:${style.size.title}pt}`,
    `.contact{margin:2pt 0 0;color:${color(style.color.muted)}}`,
    `.contact a{color:inherit}`,
    `h2{font-size:${style.size.heading}pt;margin:${style.gap.section}pt 0 ${style.gap.heading}pt;color:${color(style.color.accent)};${style.headingCase === 'upper' ? 'letter-spacing:.04em;' : ''}}`,
    `article{margin-bottom:${style.gap.entry}pt}`,
    `.entry-head{display:flex;justify-content:space-between;gap:12pt;align-items:baseline}`,
    `h3{font-size:${style.size.title}pt;margin:0}`,
    `.company{font-weight:normal}`,
    `.dates{color:${color(style.color.muted)};white-space:nowrap}`,
    `p{margin:0}ul{margin:2pt 0 0;padding-left:1.2em}`,
  ].join('\n');
}

function entryHtml(entry: OutlineEntry): string {
  // 'Title | Company', either part alone without a dangling separator.
  const company = entry.subtitle ? `<span class="company">${entry.title ? '| ' : ''}${escapeHtml(entry.subtitle)}</span>` : '';
  const title = entry.title ? `${escapeHtml(entry.title)}${company ? ' ' : ''}` : '';
  const heading = title || company ? `<h3${dirAuto(entry.title + entry.subtitle)}>${title}${company}</h3>` : '';
  const dates = entry.dates ? `<span class="dates">${escapeHtml(entry.dates)}</span>` : '';
  const details = entry.details.map((detail) => `<p${dirAuto(detail)}>${escapeHtml(detail)}</p>`).join('');
  const bullets = entry.bullets.length > 0 ? `<ul>${entry.bullets.map((bullet) => `<li${dirAuto(bullet)}>${escapeHtml(bullet)}</li>`).join('')}</ul>` : '';
  const head = heading || dates ? `<div class="entry-head">${heading}${dates}</div>` : '';
  return `<article>${head}${details}${bullets}</article>`;
}

function sectionBody(section: OutlineSection): string {
  switch (section.kind) {
    case 'summary':
      return section.paragraphs.map((paragraph) => `<p${dirAuto(paragraph)}>${escapeHtml(paragraph)}</p>`).join('');
    case 'skills':
      return `<p${dirAuto(section.skills.join(', '))}>${section.skills.map(escapeHtml).join(', ')}</p>`;
    default:
      return section.entries.map(entryHtml).join('\n');
  }
}

/** Name, headline, contact details and links; a link is a real link only to an http(s) address, checked again here. */
function headerHtml(outline: ResumeOutline): string {
  const links = outline.links.map((link) => {
    const href = webAddress(link.href);
    return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${escapeHtml(link.text)}</a>` : escapeHtml(link.text);
  });
  return [
    outline.name ? `<h1${dirAuto(outline.name)}>${escapeHtml(outline.name)}</h1>` : '',
    outline.headline ? `<p class="headline"${dirAuto(outline.headline)}>${escapeHtml(outline.headline)}</p>` : '',
    outline.contact.length > 0 ? `<p class="contact">${outline.contact.map((detail) => escapeHtml(detail.text)).join(' | ')}</p>` : '',
    links.length > 0 ? `<p class="contact">${links.join(' | ')}</p>` : '',
  ].join('');
}

/**
 * A standalone page: inline styles only, no scripts, no external resources (the CSP forbids
 * loading any), every piece of user text escaped; the only links are the header's web addresses.
 */
export function renderHtml(outline: ResumeOutline, style: RenderStyle): string {
  const sections = outline.sections.map(
    (section) => `<section><h2>${escapeHtml(headingText(style, section.heading))}</h2>\n${sectionBody(section)}</section>`,
  );
  return htmlPage(outline.name || 'Resume', css(style), [`<header>${headerHtml(outline)}</header>`, ...sections]);
}

/**
 * A standalone HTML page: its CSP forbids loading anything (no scripts, no external resources),
 * styles are inline. `title` is escaped here; `body` parts are markup the caller escaped.
 */
export function htmlPage(title: string, styles: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${styles}\n</style>`,
    '</head>',
    '<body><main>',
    ...body,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}
