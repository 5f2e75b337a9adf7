/**
 * Positioned text of each page, read straight from the file: the fast path of the extraction
 * worker. It returns the pages in the worker's RawPage shape, with items split and spaced the
 * way pdf.js 5.5's getTextContent does (its rules are followed step by step below, so the layout
 * makes the same lines of either reader's items). It throws Unsupported for anything it does not
 * handle, and the worker then reads the whole document with pdf.js.
 */
import { loadFont } from './fonts.mjs';
import { Command, EOF, ExtractionFailure, Lexer, PdfDocument, PdfName, PdfStream, PdfString, Ref, Unsupported, isDict } from './objects.mjs';

export { ExtractionFailure, Unsupported } from './objects.mjs';

const MAX_FORM_DEPTH = 8;
const MAX_PAGE_TREE_DEPTH = 32;
const MAX_STATE_DEPTH = 256;
/** Text this share of unreadable characters (U+FFFD, control characters) came out of fonts the reader misread. */
const MAX_UNREADABLE_SHARE = 0.02;
/** Right-to-left text needs pdf.js's bidi reordering. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
// pdf.js's compatibility normalisation of its text (ligatures, special spaces), applied the same way.
const NORMALIZED = /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

// pdf.js's thresholds, in shares of the font size.
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

const IDENTITY = [1, 0, 0, 1, 0, 0];

function multiply(m1, m2) {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

class TextState {
  ctm = IDENTITY;
  fontName = null;
  fontSize = 0;
  font = null;
  textMatrix = IDENTITY.slice();
  textLineMatrix = IDENTITY.slice();
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  textHScale = 1;
  textRise = 0;

  clone() {
    const copy = Object.assign(new TextState(), this);
    copy.textMatrix = this.textMatrix.slice();
    copy.textLineMatrix = this.textLineMatrix.slice();
    return copy;
  }

  translateTextMatrix(x, y) {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  translateTextLineMatrix(x, y) {
    const m = this.textLineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  carriageReturn() {
    this.translateTextLineMatrix(0, -this.leading);
    this.textMatrix = this.textLineMatrix.slice();
  }
}

/**
 * Reads every page. `limits`: maxPages, maxTextChars, drawingBytes (decoded page contents and
 * forms in all), perStreamBytes and totalInflatedBytes.
 */
export function readPdfText(bytes, limits) {
  const document = new PdfDocument(bytes, { perStream: limits.perStreamBytes, left: limits.totalInflatedBytes });
  const catalog = document.resolve(document.trailer.Root);
  if (!isDict(catalog)) throw new Unsupported('no catalogue');
  const root = document.resolve(catalog.Pages);
  if (!isDict(root)) throw new Unsupported('no page tree');
  const declaredCount = document.resolve(root.Count);
  if (typeof declaredCount === 'number' && declaredCount > limits.maxPages) throw new ExtractionFailure('too-many-pages', String(declaredCount));
  const pageDicts = [];
  collectPages(document, root, {}, pageDicts, new Set(), 0, limits.maxPages);
  const context = { document, limits, fonts: new Map(), textChars: 0, drawingBytes: 0, readable: 0, unreadable: 0 };
  const pages = pageDicts.map((page) => readPage(context, page));
  if (context.unreadable > context.readable * MAX_UNREADABLE_SHARE) throw new Unsupported('text looks unreadable');
  return { pages };
}

const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'];

function collectPages(document, node, inherited, pages, seen, depth, maxPages) {
  if (depth > MAX_PAGE_TREE_DEPTH) throw new Unsupported('page tree too deep');
  const attributes = { ...inherited };
  for (const key of INHERITED) if (node[key] !== undefined) attributes[key] = node[key];
  const kids = document.resolve(node.Kids);
  if (document.resolve(node.Type)?.name === 'Page' || !Array.isArray(kids)) {
    pages.push({ dict: node, ...attributes });
    if (pages.length > maxPages) throw new ExtractionFailure('too-many-pages', String(pages.length));
    return;
  }
  for (const kid of kids) {
    if (!(kid instanceof Ref) || seen.has(kid.num)) throw new Unsupported('page tree loop');
    seen.add(kid.num);
    const child = document.resolve(kid);
    if (isDict(child)) collectPages(document, child, attributes, pages, seen, depth + 1, maxPages);
  }
}

function rectangle(document, value) {
  const array = document.resolve(value);
  if (!Array.isArray(array) || array.length !== 4) return undefined;
  const numbers = array.map((item) => document.resolve(item));
  if (!numbers.every((item) => typeof item === 'number' && Number.isFinite(item))) return undefined;
  const [x1, y1, x2, y2] = numbers;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

/** pdf.js's page view: the crop box within the media box (Letter when neither is usable). */
function pageView(document, page) {
  const mediaBox = rectangle(document, page.MediaBox) ?? [0, 0, 612, 792];
  const cropBox = rectangle(document, page.CropBox);
  if (!cropBox) return mediaBox;
  const view = [Math.max(cropBox[0], mediaBox[0]), Math.max(cropBox[1], mediaBox[1]), Math.min(cropBox[2], mediaBox[2]), Math.min(cropBox[3], mediaBox[3])];
  return view[0] < view[2] && view[1] < view[3] ? view : mediaBox;
}

function readPage(context, page) {
  const { document } = context;
  const view = pageView(document, page);
  const contents = document.resolve(page.dict.Contents);
  const parts = Array.isArray(contents) ? contents.map((part) => document.resolve(part)) : contents ? [contents] : [];
  const decoded = parts.filter((part) => part instanceof PdfStream).map((part) => drawingBytes(context, part));
  // Parts are joined with a space between them, as the format says a page's content array reads.
  const content = decoded.length === 1 ? decoded[0] : Buffer.concat(decoded.flatMap((part) => [part, Buffer.from(' ')]));
  const resources = document.resolve(page.Resources);
  const extractor = new TextExtractor(context, view);
  extractor.run(content, isDict(resources) ? resources : {}, new TextState(), 0, new Set());
  extractor.flush();
  return { width: view[2] - view[0], height: view[3] - view[1], items: extractor.items };
}

function drawingBytes(context, stream) {
  const data = context.document.decode(stream);
  context.drawingBytes += data.length;
  if (context.drawingBytes > context.limits.drawingBytes) throw new ExtractionFailure('too-much-drawing', String(context.drawingBytes));
  return data;
}

/** One page's text, pdf.js's getTextContent rules applied to the content stream. */
class TextExtractor {
  constructor(context, view, items = []) {
    this.context = context;
    this.view = view;
    this.items = items;
    this.item = { initialized: false, str: [], width: 0, height: 0, totalWidth: 0, totalHeight: 0, transform: null, prevTransform: null, textAdvanceScale: 0, trackingSpaceMin: Infinity, notASpace: -Infinity, negativeSpaceMax: -Infinity, spaceInFlowMin: 0, spaceInFlowMax: 0, font: null };
    this.twoLastChars = [' ', ' '];
    this.twoLastCharsPosition = 0;
    this.currentFontName = null;
    this.currentFontSize = 0;
  }

  run(content, resources, initialState, depth, forms) {
    const lexer = new Lexer(content);
    const stack = [];
    let state = initialState;
    const operands = [];
    for (;;) {
      const token = lexer.readObject(0);
      if (token === EOF) break;
      if (!(token instanceof Command)) {
        if (operands.length > 33) throw new Unsupported('too many operands');
        operands.push(token);
        continue;
      }
      const args = operands;
      this.state = state;
      switch (token.command) {
        case 'q':
          if (stack.length >= MAX_STATE_DEPTH) throw new Unsupported('graphics state nesting');
          stack.push(state);
          state = state.clone();
          break;
        case 'Q':
          if (stack.length > 0) state = stack.pop();
          break;
        case 'cm':
          if (numbers(args, 6)) state.ctm = multiply(state.ctm, args.slice(-6));
          break;
        case 'BT':
          state.textMatrix = IDENTITY.slice();
          state.textLineMatrix = IDENTITY.slice();
          break;
        case 'Tf': {
          const [nameArg, size] = args.slice(-2);
          if (!(nameArg instanceof PdfName) || typeof size !== 'number') break;
          if (state.font && nameArg.name === state.fontName && size === state.fontSize) break;
          state.fontName = nameArg.name;
          state.fontSize = size;
          state.font = this.font(resources, nameArg.name);
          break;
        }
        case 'Ts': if (numbers(args, 1)) state.textRise = args.at(-1); break;
        case 'Tz': if (numbers(args, 1)) state.textHScale = args.at(-1) / 100; break;
        case 'TL': if (numbers(args, 1)) state.leading = args.at(-1); break;
        case 'Tc': if (numbers(args, 1)) state.charSpacing = args.at(-1); break;
        case 'Tw': if (numbers(args, 1)) state.wordSpacing = args.at(-1); break;
        case 'Td':
          if (numbers(args, 2)) {
            state.translateTextLineMatrix(args.at(-2), args.at(-1));
            state.textMatrix = state.textLineMatrix.slice();
          }
          break;
        case 'TD':
          if (numbers(args, 2)) {
            state.leading = -args.at(-1);
            state.translateTextLineMatrix(args.at(-2), args.at(-1));
            state.textMatrix = state.textLineMatrix.slice();
          }
          break;
        case 'Tm':
          if (numbers(args, 6)) {
            state.textMatrix = args.slice(-6);
            state.textLineMatrix = args.slice(-6);
            this.updateAdvanceScale();
          }
          break;
        case 'T*':
          state.carriageReturn();
          break;
        case 'Tj':
          if (args.at(-1) instanceof PdfString) this.showText(args.at(-1).bytes, 0);
          break;
        case "'":
          if (args.at(-1) instanceof PdfString) {
            state.carriageReturn();
            this.showText(args.at(-1).bytes, 0);
          }
          break;
        case '"':
          if (args.length >= 3 && args.at(-1) instanceof PdfString && numbers(args.slice(-3, -1), 2)) {
            state.wordSpacing = args.at(-3);
            state.charSpacing = args.at(-2);
            state.carriageReturn();
            this.showText(args.at(-1).bytes, 0);
          }
          break;
        case 'TJ':
          if (Array.isArray(args.at(-1))) this.showSpacedText(args.at(-1));
          break;
        case 'Do':
          this.flush();
          if (args.at(-1) instanceof PdfName) this.paintXObject(resources, args.at(-1).name, state, depth, forms);
          break;
        case 'gs':
          if (args.at(-1) instanceof PdfName) this.checkGraphicsState(resources, args.at(-1).name);
          break;
        case 'BDC': case 'BMC': case 'EMC':
          this.flush();
          break;
        case 'BI':
          skipInlineImage(lexer);
          break;
        case 'd0': case 'd1':
          throw new Unsupported('glyph procedure operators');
        default:
          break;
      }
      operands.length = 0;
    }
  }

  font(resources, name) {
    const { document } = this.context;
    const fonts = document.resolve(resources.Font);
    const reference = isDict(fonts) ? fonts[name] : undefined;
    if (reference === undefined) throw new Unsupported(`font ${name} missing`);
    // Fonts are shared across pages by reference; a direct dictionary is loaded where it is used.
    const key = reference instanceof Ref ? reference.num : reference;
    let font = this.context.fonts.get(key);
    if (!font) {
      font = loadFont(document, reference);
      this.context.fonts.set(key, font);
    }
    return font;
  }

  checkGraphicsState(resources, name) {
    const { document } = this.context;
    const states = document.resolve(resources.ExtGState);
    const graphicsState = isDict(states) ? document.resolve(states[name]) : undefined;
    if (isDict(graphicsState) && graphicsState.Font !== undefined) throw new Unsupported('font set through a graphics state');
  }

  paintXObject(resources, name, state, depth, forms) {
    const { document } = this.context;
    const objects = document.resolve(resources.XObject);
    const reference = isDict(objects) ? objects[name] : undefined;
    const form = document.resolve(reference);
    if (!(form instanceof PdfStream) || document.resolve(form.dict.Subtype)?.name !== 'Form') return;
    if (depth >= MAX_FORM_DEPTH) throw new Unsupported('forms nested too deeply');
    const key = reference instanceof Ref ? reference.num : form;
    if (forms.has(key)) throw new Unsupported('form draws itself');
    const formState = state.clone();
    const matrix = document.resolve(form.dict.Matrix);
    if (Array.isArray(matrix) && numbers(matrix, 6) && matrix.length === 6) formState.ctm = multiply(formState.ctm, matrix);
    const formResources = document.resolve(form.dict.Resources);
    const content = drawingBytes(this.context, form);
    forms.add(key);
    // pdf.js reads a form as text content of its own: its items and spacing start afresh.
    const formExtractor = new TextExtractor(this.context, this.view, this.items);
    formExtractor.run(content, isDict(formResources) ? formResources : resources, formState, depth + 1, forms);
    formExtractor.flush();
    forms.delete(key);
  }

  showSpacedText(elements) {
    const { state } = this;
    if (!state.font) throw new Unsupported('text without a font');
    const spaceFactor = -state.fontSize / 1000;
    let buffer = '';
    for (const element of elements) {
      if (element instanceof PdfString) buffer += element.bytes;
      else if (typeof element === 'number' && element !== 0) {
        this.buildTextContentItem(buffer, element * spaceFactor);
        buffer = '';
      }
    }
    if (buffer.length > 0) this.buildTextContentItem(buffer, 0);
  }

  showText(bytes, extraSpacing) {
    if (!this.state.font) throw new Unsupported('text without a font');
    this.buildTextContentItem(bytes, extraSpacing);
  }

  /** ctm × text matrix × [size·scale 0 0 size 0 rise], in scalars: this runs twice for every glyph. */
  currentTextTransform() {
    const { ctm, textMatrix: tm, fontSize, textHScale, textRise } = this.state;
    const horizontal = fontSize * textHScale;
    const t0 = tm[0] * horizontal;
    const t1 = tm[1] * horizontal;
    const t2 = tm[2] * fontSize;
    const t3 = tm[3] * fontSize;
    const t4 = tm[2] * textRise + tm[4];
    const t5 = tm[3] * textRise + tm[5];
    return [
      ctm[0] * t0 + ctm[2] * t1,
      ctm[1] * t0 + ctm[3] * t1,
      ctm[0] * t2 + ctm[2] * t3,
      ctm[1] * t2 + ctm[3] * t3,
      ctm[0] * t4 + ctm[2] * t5 + ctm[4],
      ctm[1] * t4 + ctm[3] * t5 + ctm[5],
    ];
  }

  buildTextContentItem(bytes, extraSpacing) {
    const { state } = this;
    if (this.currentFontName !== state.fontName || this.currentFontSize !== state.fontSize) {
      this.flush();
      this.currentFontName = state.fontName;
      this.currentFontSize = state.fontSize;
    }
    if (bytes.length === 0) {
      const charSpacing = state.charSpacing + extraSpacing;
      if (charSpacing) state.translateTextMatrix(charSpacing * state.textHScale, 0);
      return;
    }
    const glyphs = state.font.glyphsOf(bytes);
    const scale = 0.001 * state.fontSize;
    for (let index = 0; index < glyphs.length; index += 1) {
      const glyph = glyphs[index];
      if (glyph.isInvisibleFormatMark) continue;
      let charSpacing = state.charSpacing + (index + 1 === glyphs.length ? extraSpacing : 0);
      let scaledDim = glyph.width * scale;
      if (glyph.code === 0x20) charSpacing += state.wordSpacing;
      if (glyph.isWhitespace) {
        charSpacing += scaledDim;
        state.translateTextMatrix(charSpacing * state.textHScale, 0);
        this.saveLastChar(' ');
        continue;
      }
      if (!glyph.isZeroWidthDiacritic && !this.compareWithLastPosition(scaledDim)) {
        state.translateTextMatrix(scaledDim * state.textHScale, 0);
        continue;
      }
      const item = this.ensureTextContentItem();
      if (glyph.isZeroWidthDiacritic) scaledDim = 0;
      scaledDim *= state.textHScale;
      state.translateTextMatrix(scaledDim, 0);
      item.width += scaledDim;
      if (scaledDim) item.prevTransform = this.currentTextTransform();
      if (this.saveLastChar(glyph.unicode)) item.str.push(' ');
      item.str.push(glyph.unicode);
      if (charSpacing) state.translateTextMatrix(charSpacing * state.textHScale, 0);
    }
  }

  saveLastChar(char) {
    const nextPosition = (this.twoLastCharsPosition + 1) % 2;
    const result = this.twoLastChars[this.twoLastCharsPosition] !== ' ' && this.twoLastChars[nextPosition] === ' ';
    this.twoLastChars[this.twoLastCharsPosition] = char;
    this.twoLastCharsPosition = nextPosition;
    return result;
  }

  shouldAddWhitespace() {
    return this.twoLastChars[this.twoLastCharsPosition] !== ' ' && this.twoLastChars[(this.twoLastCharsPosition + 1) % 2] === ' ';
  }

  resetLastChars() {
    this.twoLastChars[0] = ' ';
    this.twoLastChars[1] = ' ';
    this.twoLastCharsPosition = 0;
  }

  ensureTextContentItem() {
    const { item, state } = this;
    if (item.initialized) return item;
    item.font = state.font;
    const transform = this.currentTextTransform();
    item.transform = transform;
    item.width = 0;
    item.totalWidth = 0;
    item.height = Math.hypot(transform[2], transform[3]);
    item.totalHeight = item.height;
    item.textAdvanceScale = Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]) * Math.hypot(state.ctm[0], state.ctm[1]);
    const { fontSize } = state;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.initialized = true;
    return item;
  }

  updateAdvanceScale() {
    const { item, state } = this;
    if (!item.initialized) return;
    const scale = Math.hypot(state.textLineMatrix[0], state.textLineMatrix[1]) * Math.hypot(state.ctm[0], state.ctm[1]);
    if (scale === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scale;
  }

  compareWithLastPosition(glyphWidth) {
    const { item, view } = this;
    const current = this.currentTextTransform();
    let posX = current[4];
    let posY = current[5];
    if (posX + glyphWidth < view[0] || posX > view[2] || posY < view[1] || posY > view[3]) return false;
    if (!item.prevTransform) return true;
    let lastPosX = item.prevTransform[4];
    let lastPosY = item.prevTransform[5];
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    if (current[0] && current[1] === 0 && current[2] === 0) rotate = current[0] > 0 ? 0 : 180;
    else if (current[1] && current[0] === 0 && current[3] === 0) rotate = current[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0: break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default:
        [posX, posY] = inverseRotation(posX, posY, current);
        [lastPosX, lastPosY] = inverseRotation(lastPosX, lastPosY, item.prevTransform);
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(item.width || item.totalWidth);
    if (advanceX < orientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        this.appendEndOfLine();
        return true;
      }
      this.resetLastChars();
      this.flush();
      return true;
    }
    if (Math.abs(advanceY) > item.height) {
      this.appendEndOfLine();
      return true;
    }
    if (advanceX <= orientation * item.notASpace) this.resetLastChars();
    if (advanceX <= orientation * item.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
      } else {
        item.width += advanceX;
      }
    } else if (!this.addFakeSpaces(advanceX, orientation)) {
      if (item.str.length === 0) this.resetLastChars();
      else item.width += advanceX;
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) this.flush();
    return true;
  }

  appendEndOfLine() {
    this.resetLastChars();
    if (this.item.initialized) this.flush();
  }

  /** pdf.js writes a space into the item for a word-sized gap and starts a new item after a wider one. */
  addFakeSpaces(width, orientation) {
    const { item } = this;
    if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
      if (item.initialized) {
        this.resetLastChars();
        item.str.push(' ');
      }
      return false;
    }
    this.flush();
    this.resetLastChars();
    return true;
  }

  flush() {
    const { item } = this;
    if (!item.initialized) return;
    item.initialized = false;
    item.totalWidth += item.width * item.textAdvanceScale;
    const text = item.str.join('').replace(NORMALIZED, (_, compatible, longST) => (compatible ? compatible.normalize('NFKC') : 'ſt'.repeat(longST.length)));
    item.str.length = 0;
    if (RIGHT_TO_LEFT.test(text)) throw new Unsupported('right-to-left text');
    const unreadable = countUnreadable(text);
    this.context.unreadable += unreadable;
    this.context.readable += text.length - unreadable;
    // White-space runs carry no text for the layout; the rest counts towards the text limit as it
    // is found, so a page of millions of tiny runs is refused before it fills the heap.
    if (text.trim() === '') return;
    this.context.textChars += text.length;
    if (this.context.textChars > this.context.limits.maxTextChars) throw new ExtractionFailure('too-much-text', String(this.context.textChars));
    const [a, b, , , x, y] = item.transform;
    this.items.push({
      text,
      x,
      y,
      width: Math.abs(item.totalWidth),
      fontSize: Math.hypot(a, b) || Math.abs(item.totalHeight),
      bold: item.font.bold,
    });
  }
}

/** U+FFFD and control characters other than tab and line breaks: what a misread font produces. */
function countUnreadable(text) {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) count += 1;
  }
  return count;
}

function inverseRotation(x, y, matrix) {
  const scale = Math.hypot(matrix[0], matrix[1]);
  return [(matrix[0] * x + matrix[1] * y) / scale, (matrix[2] * x + matrix[3] * y) / scale];
}

function numbers(args, count) {
  if (args.length < count) return false;
  for (let index = args.length - count; index < args.length; index += 1) if (typeof args[index] !== 'number') return false;
  return true;
}

/** `BI <dictionary> ID <data> EI`: the data is binary, so it is skipped up to an `EI` between white space. */
function skipInlineImage(lexer) {
  for (;;) {
    const token = lexer.readObject(0);
    if (token === EOF) return;
    if (token instanceof Command && token.command === 'ID') break;
  }
  const { bytes } = lexer;
  let position = lexer.position + 1;
  while (position + 2 < lexer.end) {
    if (bytes[position] === 0x45 && bytes[position + 1] === 0x49 && isSpace(bytes[position - 1]) && (isSpace(bytes[position + 2]))) {
      lexer.position = position + 2;
      return;
    }
    position += 1;
  }
  lexer.position = lexer.end;
}

function isSpace(byte) {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x00 || byte === 0x0c;
}
