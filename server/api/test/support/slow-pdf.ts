import { deflateSync } from 'node:zlib';
import { handWrittenPdf } from './hostile-files';

/**
 * A small PDF whose one page draws `drawingMegabytes` MB of path operators (a line, stroked, over
 * and over) plus a line of text: the Flate-compressed stream is a few dozen KB, but reading the
 * page means interpreting every operator.
 */
export function slowPdf(drawingMegabytes: number, text = 'Slow page'): Buffer {
  const drawing = '0 0 m 100 100 l S\n';
  const repeats = Math.ceil((drawingMegabytes * 1024 * 1024) / drawing.length);
  const content = Buffer.from(`BT /F1 12 Tf 72 700 Td (${text}) Tj ET\n${drawing.repeat(repeats)}`, 'latin1');
  return handWrittenPdf({ contentStream: deflateSync(content, { level: 9 }), flate: true });
}
