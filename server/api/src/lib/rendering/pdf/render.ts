import { labelledContact, titleLine, type OutlineEntry, type OutlineSection, type ResumeOutline } from '../outline';
import { accentColor, headingText, type RenderStyle } from '../styles';
import { sidebarLayout, splitSidebar, type PageOptions, type TemplateLayout } from '../templates';
import { loadFont } from './fonts';
import { BESIDE_GAP, PageFlow, Sheet, type Run, type TextRole } from './page-flow';
import { DocumentFont, writePdf } from './writer';

/**
 * Space between the sidebar and the main column, in points: well over the width text extractors
 * read as a column gutter, so the columns are read one after the other, never row by row.
 */
const COLUMN_GAP = 24;

type Runs = Record<'name' | 'headline' | 'heading' | 'title' | 'subtitle' | 'dates' | 'body' | 'contact' | 'label', Run>;

/** A resume laid out on pages, ready to write: what `pageCount` measures and `writeResumePdf` writes. */
export interface ResumeLayout {
  sheet: Sheet;
  fonts: DocumentFont[];
}

/** Lays the outline out on Letter or A4 pages: one column, or a sidebar (written first) beside the main column. */
export function layOutResume(outline: ResumeOutline, { style, layout, page }: PageOptions): ResumeLayout {
  const regular = new DocumentFont('F1', loadFont(style.family, 'regular'));
  const bold = new DocumentFont('F2', loadFont(style.family, 'bold'));
  const accent = accentColor(style, layout.accent);
  const runs: Runs = {
    name: { font: bold, size: style.size.name, color: accent },
    headline: { font: regular, size: style.size.title, color: layout.accent ? accent : style.color.text },
    heading: { font: bold, size: style.size.heading, color: accent },
    title: { font: bold, size: style.size.title, color: style.color.text },
    subtitle: { font: regular, size: style.size.title, color: style.color.text },
    dates: { font: regular, size: style.size.body, color: style.color.muted },
    body: { font: regular, size: style.size.body, color: style.color.text },
    contact: { font: regular, size: style.size.body, color: style.color.muted },
    label: { font: bold, size: style.size.body, color: style.color.text },
  };
  const sheet = new Sheet(page.width, page.height);
  const flow = new PageFlow(style, sheet, style.margin, page.width - style.margin);
  const draw: Drawing = { style, layout, runs, align: 'left' };

  if (layout.sidebar) {
    if (outline.name) flow.paragraph(outline.name, runs.name, 'left', { role: 'H1' });
    if (outline.headline) flow.paragraph(outline.headline, runs.headline);
    const sideWidth = flow.width * layout.sidebar.share;
    const side = flow.column(flow.leftEdge, flow.leftEdge + sideWidth);
    const main = flow.column(flow.leftEdge + sideWidth + COLUMN_GAP, flow.leftEdge + flow.width);
    const columns = splitSidebar(outline.sections, layout);
    const sideDraw: Drawing = { ...draw, layout: sidebarLayout(layout), align: 'right' };
    const contact = labelledContact(outline);
    if (contact.length > 0) {
      side.begin('Sect');
      drawHeading(side, 'Contact', sideDraw);
      for (const { label, value } of contact) {
        side.paragraph(label, runs.label, 'right');
        side.paragraph(value, fittedRun(runs.contact, value, side.width), 'right');
      }
      side.end();
    }
    for (const section of columns.sidebar) drawSection(side, section, sideDraw);
    for (const section of columns.main) drawSection(main, section, draw);
  } else {
    drawHeader(flow, outline, layout, runs);
    for (const section of outline.sections) drawSection(flow, section, draw);
  }
  return { sheet, fonts: [regular, bold] };
}

/** The tagged PDF of a laid-out resume, its title the person's name. */
export function writeResumePdf(outline: ResumeOutline, { sheet, fonts }: ResumeLayout, lang: string): Buffer {
  return writePdf(sheet.pages, fonts, { title: outline.name, lang, structure: sheet.structure }, sheet);
}

/** Smallest size an address is set at to stay on one line of a narrow column; a longer one wraps. */
const MIN_FITTED_SIZE = 7;

/** The run at a size at which the text fits the width: an email or web address broken over two lines would no longer be read as one. */
function fittedRun(run: Run, text: string, width: number): Run {
  const natural = run.font.widthOf(text, run.size);
  return natural <= width ? run : { ...run, size: Math.max(MIN_FITTED_SIZE, (run.size * width) / natural) };
}

interface Drawing {
  style: RenderStyle;
  layout: TemplateLayout;
  runs: Runs;
  align: 'left' | 'right';
}

/** Name, headline, contact details and links; no line for a part that is missing. */
function drawHeader(flow: PageFlow, outline: ResumeOutline, layout: TemplateLayout, runs: Runs): void {
  const details = [...outline.contact.map((detail) => detail.text), ...outline.links.map((link) => link.text)];
  if (layout.header === 'split') {
    // Name and headline on the left; the contact details and links right-aligned beside them, as
    // many to a line as fit, and on lines of their own below when the left side is done.
    const width = (text: string) => runs.contact.font.widthOf(text, runs.contact.size);
    let next = 0;
    const takeLine = (room: number) => {
      let line = '';
      for (; next < details.length; next += 1) {
        const candidate = line ? `${line}${layout.separator}${details[next]}` : (details[next] ?? '');
        if (width(candidate) > room) break;
        line = candidate;
      }
      return line;
    };
    const lines: { text: string; run: Run; role: TextRole }[] = [
      { text: outline.name, run: runs.name, role: 'H1' },
      { text: outline.headline, run: runs.headline, role: 'P' },
    ];
    for (const { text, run, role } of lines) {
      if (!text) continue;
      const room = flow.width - run.font.widthOf(text, run.size) - BESIDE_GAP * Math.max(run.size, runs.contact.size);
      flow.leftAndRight(text, run, takeLine(room), runs.contact, { leftRole: role });
    }
    // A detail wider than the whole line is drawn alone, wrapped.
    while (next < details.length) flow.paragraph(takeLine(flow.width) || (details[next++] ?? ''), runs.contact, 'right');
    return;
  }
  const align = layout.header === 'center' ? 'center' : 'left';
  const contact = outline.contact.map((detail) => detail.text).join(layout.separator);
  const links = outline.links.map((link) => link.text).join(layout.separator);
  if (outline.name) flow.paragraph(outline.name, runs.name, align, { role: 'H1' });
  if (outline.headline) flow.paragraph(outline.headline, runs.headline, align);
  if (contact) flow.paragraph(contact, runs.contact, align);
  if (links) flow.paragraph(links, runs.contact, align);
}

function drawHeading(flow: PageFlow, heading: string, { style, layout, runs, align }: Drawing): void {
  flow.space(style.gap.section * layout.spacing);
  // Keep a heading with the first line under it.
  flow.ensure(flow.lineHeight(style.size.heading) + style.gap.heading + flow.lineHeight(style.size.title) * 2);
  flow.paragraph(headingText(style, heading), runs.heading, align, { role: 'H2' });
  if (layout.headingRule) {
    flow.space(2);
    flow.rule(style.color.muted);
  }
  flow.space(style.gap.heading);
}

/** A section (its heading and content) as one 'Sect' element. */
function drawSection(flow: PageFlow, section: OutlineSection, drawing: Drawing): void {
  flow.begin('Sect');
  drawHeading(flow, section.heading, drawing);
  drawSectionContent(flow, section, drawing);
  flow.end();
}

function drawSectionContent(flow: PageFlow, section: OutlineSection, drawing: Drawing): void {
  const { style, layout, runs, align } = drawing;
  if (section.kind === 'summary') {
    for (const paragraph of section.paragraphs) flow.paragraph(paragraph, runs.body, align);
    return;
  }
  if (section.kind === 'skills') {
    flow.paragraph(section.skills.join(layout.skillSeparator), runs.body, align);
    return;
  }
  section.entries.forEach((entry, index) => {
    if (index > 0) flow.space(style.gap.entry * layout.spacing);
    flow.ensure(flow.lineHeight(style.size.title) * 3);
    // An entry is a 'Div': its title an 'H3', the company and dates, details and bullets under it.
    flow.begin('Div');
    drawEntryHeader(flow, entry, drawing);
    for (const detail of entry.details) flow.paragraph(detail, runs.body, align);
    if (entry.bullets.length > 0) {
      flow.begin('L');
      for (const bullet of entry.bullets) flow.bullet(bullet, runs.body);
      flow.end();
    }
    flow.end();
  });
}

function drawEntryHeader(flow: PageFlow, entry: OutlineEntry, { layout, runs, align }: Drawing): void {
  const title = layout.subtitle === 'same-line' ? titleLine(entry) : entry.title;
  const subtitle = layout.subtitle === 'next-line' ? entry.subtitle : '';
  if (layout.dates === 'above' && entry.dates) flow.paragraph(entry.dates, runs.dates, align);
  if (layout.dates === 'right' && (title || entry.dates)) flow.leftAndRight(title, runs.title, entry.dates, runs.dates, { leftRole: 'H3' });
  else if (title) flow.paragraph(title, runs.title, align, { role: 'H3' });
  if (layout.dates === 'after-subtitle') {
    const line = [subtitle, entry.dates].filter(Boolean).join(' · ');
    if (line) flow.paragraph(line, runs.subtitle, align);
    return;
  }
  if (subtitle) flow.paragraph(subtitle, runs.subtitle, align);
  if (layout.dates === 'below' && entry.dates) flow.paragraph(entry.dates, runs.dates, align);
}
