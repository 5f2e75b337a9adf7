import type { DocumentLine } from './types';
import { collapseSpaces, isAllCaps, stripBullet } from '../text';

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

interface Block {
  text: string;
  heading: boolean;
  bullet: boolean;
}

interface OpenBlock {
  tag: string;
  text: string;
  strongLetters: number;
}

/**
 * Walks mammoth's HTML (a small, regular subset: p, h1-6, ul/ol/li, table/tr/td, strong, em, a,
 * br, img) into lines. A table row whose cells each hold one block becomes one tab-separated line;
 * otherwise each cell's blocks become lines of their own.
 */
export function docxHtmlToLines(html: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  let open: OpenBlock | null = null;
  let strongDepth = 0;
  let row: Block[][] | null = null;
  let cell: Block[] | null = null;

  const emit = (block: Block) => {
    if (cell) cell.push(block);
    else lines.push({ ...block, page: 1 });
  };
  const close = () => {
    if (!open) return;
    const block = finishBlock(open);
    if (block) emit(block);
    open = null;
  };
  const startBlock = (tag: string) => {
    close();
    open = { tag, text: '', strongLetters: 0 };
  };

  for (const match of html.matchAll(TOKEN)) {
    const [, closing, rawTag, selfClosing, text] = match;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      open ??= { tag: 'p', text: '', strongLetters: 0 };
      open.text += decoded;
      if (strongDepth > 0) open.strongLetters += letterCount(decoded);
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      if (BLOCK_TAGS.has(tag)) close();
      else if (tag === 'strong' || tag === 'b') strongDepth = Math.max(0, strongDepth - 1);
      else if (tag === 'td' || tag === 'th') {
        close();
        if (row && cell) row.push(cell);
        cell = null;
      } else if (tag === 'tr') {
        close();
        if (row) emitRow(row, (block) => lines.push({ ...block, page: 1 }));
        row = null;
      }
      continue;
    }
    if (BLOCK_TAGS.has(tag)) startBlock(tag);
    else if (tag === 'br') {
      // A manual line break: the text after it is a line of its own, set out like the one before.
      const current: OpenBlock | null = open;
      close();
      if (current) open = { tag: current.tag === 'li' ? 'p' : current.tag, text: '', strongLetters: 0 };
    } else if (tag === 'ul' || tag === 'ol' || tag === 'table') close();
    else if ((tag === 'strong' || tag === 'b') && !selfClosing) strongDepth += 1;
    else if (tag === 'tr') row = [];
    else if (tag === 'td' || tag === 'th') {
      close();
      cell = [];
    }
  }
  close();
  return lines;
}

function emitRow(row: Block[][], push: (block: Block) => void): void {
  const filled = row.filter((cellBlocks) => cellBlocks.length > 0);
  if (filled.length === 0) return;
  if (filled.every((cellBlocks) => cellBlocks.length === 1)) {
    const blocks = filled.map((cellBlocks) => cellBlocks[0] as Block);
    push({
      text: blocks.map((block) => block.text).join('\t'),
      heading: blocks.every((block) => block.heading),
      bullet: blocks[0]?.bullet ?? false,
    });
    return;
  }
  for (const cellBlocks of filled) cellBlocks.forEach(push);
}

/**
 * Runs of spaces become one space, but a Word tab stays a tab: it is what separates 'Title<tab>Company'
 * or 'Company<tab>Dates' on a line, and the resume parser splits fields at tabs.
 */
function collapseSpacesKeepingTabs(text: string): string {
  return text
    .split(/\s*\t\s*/)
    .map(collapseSpaces)
    .filter((part) => part !== '')
    .join('\t');
}

function finishBlock(block: OpenBlock): Block | undefined {
  const collapsed = collapseSpacesKeepingTabs(block.text);
  const { text, bullet: typedBullet } = stripBullet(collapsed);
  if (text === '') return undefined;
  const bullet = block.tag === 'li' || typedBullet;
  const letters = letterCount(text);
  const allStrong = letters > 0 && block.strongLetters >= letters;
  const heading = !bullet && (/^h[1-6]$/.test(block.tag) || allStrong || isAllCaps(text));
  return { text, heading, bullet };
}

function letterCount(text: string): number {
  return text.replace(/\s/g, '').length;
}

/** XML and HTML character references, as both mammoth and Word write them. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
