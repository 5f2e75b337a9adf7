/**
 * Reads a PDF's structure tree with pdf.js, as a screen reader would: prints (as JSON) each
 * structure element in reading order with its type and the text of its marked content.
 * Run from a test as a child process (pdf.js is ESM-only): the PDF on stdin.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false }).promise;

/** Marked-content id ('p12R_mc3') → its text, from every page's text content. */
const texts = new Map();
const trees = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const content = await page.getTextContent({ includeMarkedContent: true });
  const open = [];
  for (const item of content.items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? null);
    else if (item.type === 'endMarkedContent') open.pop();
    else {
      const id = open.at(-1);
      if (id) texts.set(id, (texts.get(id) ?? '') + item.str);
    }
  }
  trees.push(await page.getStructTree());
}

/** Elements in reading order: type, text of their own content, depth. pdf.js gives each page its part of the tree. */
const elements = [];
const walk = (node, depth) => {
  const own = (node.children ?? []).filter((child) => child.type === 'content').map((child) => texts.get(child.id) ?? '');
  if (node.role !== 'Root') elements.push({ type: node.role, text: own.join(' '), depth, page: node.page });
  for (const child of node.children ?? []) if (child.role) walk({ ...child, page: node.page }, depth + 1);
};
trees.forEach((tree, index) => tree && walk({ ...tree, page: index + 1 }, 0));
process.stdout.write(JSON.stringify(elements));
