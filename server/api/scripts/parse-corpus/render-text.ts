/** Plain text, as a resume pasted from an editor reads: one block a line, tabs between aligned fields. */
import type { Block, ResumeLayout } from './layout';

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case 'name': return [block.text];
    case 'line': return [block.right ? `${block.text}\t${block.right}` : block.text];
    case 'heading': {
      const text = block.icon ? `${block.icon} ${block.text}` : block.text;
      return block.rule ? ['', text, '-'.repeat(Math.max(5, text.length))] : ['', text];
    }
    case 'bullet': return [block.marker ? `${block.marker} ${block.text}` : `  ${block.text}`];
    // The first cell's lines beside the second's first line, the rest of the second cell below.
    case 'table': return block.rows.flatMap((row) => {
      const [first = [], ...others] = row.map((cell) => cell.split('\n'));
      const [lead = '', ...rest] = others.flat();
      return [`${first.join(' ')}\t${lead}`, ...rest];
    });
    case 'page-break': return [''];
  }
}

/** The name, the running header, the sidebar, the main column, the running footer. */
export function renderText(layout: ResumeLayout): string {
  const lines = [...layout.main.slice(0, 1).flatMap(blockLines), ...layout.header, ...layout.sidebar.flatMap(blockLines), ...layout.main.slice(1).flatMap(blockLines), ...(layout.footer.length > 0 ? ['', ...layout.footer] : [])];
  return `${lines.join('\n')}\n`;
}
