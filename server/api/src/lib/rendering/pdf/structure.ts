import type { PageContent } from './writer';

/** The standard structure types a resume or letter uses (ISO 32000-1, 14.8.4). */
export type StructureType = 'Document' | 'Sect' | 'Div' | 'H1' | 'H2' | 'H3' | 'P' | 'L' | 'LI' | 'Lbl' | 'LBody';

/** A piece of a page's content (a marked-content sequence, by its MCID) that belongs to an element. */
export interface MarkedContent {
  page: PageContent;
  mcid: number;
}

/** One element of the structure tree: what a screen reader announces (a heading, a list item), in reading order. */
export class StructureElement {
  readonly kids: (StructureElement | MarkedContent)[] = [];

  constructor(readonly type: StructureType) {}

  /** Whether anything was drawn for it: an element without content is left out of the file. */
  get hasContent(): boolean {
    return this.kids.some((kid) => !(kid instanceof StructureElement) || kid.hasContent);
  }
}

/**
 * The document's logical structure as it is drawn: elements are added in reading order under the
 * innermost open grouping element (a section, an entry, a list), so reading order is the order of
 * the tree whatever the position on the page (a sidebar is read before the main column).
 */
export class StructureTree {
  readonly root = new StructureElement('Document');
  private readonly open: StructureElement[] = [this.root];

  /** Opens a grouping element under the current one; what is added next goes inside it until `end`. */
  begin(type: StructureType): void {
    this.open.push(this.add(type));
  }

  end(): void {
    if (this.open.length > 1) this.open.pop();
  }

  /** A new element under the current one, whose text is marked with it as it is drawn. */
  add(type: StructureType): StructureElement {
    const element = new StructureElement(type);
    (this.open.at(-1) as StructureElement).kids.push(element);
    return element;
  }
}
