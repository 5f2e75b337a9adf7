/**
 * Glyph names and the single-byte encodings of simple fonts, limited to the glyphs resumes use:
 * Latin letters with their accents, punctuation, quotes, dashes, bullets and ligatures. A glyph
 * name outside this table sends the document to pdf.js, which knows every Adobe name.
 */

const ASCII_NAMES = (
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright asterisk plus comma hyphen period slash '
  + 'zero one two three four five six seven eight nine colon semicolon less equal greater question at '
  + 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum underscore grave '
  + 'a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright asciitilde'
).split(' ');

/** Windows-1252 0x80-0x9F ('-' where the code page has no character). */
const WIN_ANSI_HIGH_CONTROLS = (
  'Euro - quotesinglbase florin quotedblbase ellipsis dagger daggerdbl circumflex perthousand Scaron guilsinglleft OE - Zcaron - '
  + '- quoteleft quoteright quotedblleft quotedblright bullet endash emdash tilde trademark scaron guilsinglright oe - zcaron Ydieresis'
).split(' ');

/** Latin-1 0xA0-0xFF. */
const LATIN1_NAMES = (
  'space exclamdown cent sterling currency yen brokenbar section dieresis copyright ordfeminine guillemotleft logicalnot hyphen registered macron '
  + 'degree plusminus twosuperior threesuperior acute mu paragraph periodcentered cedilla onesuperior ordmasculine guillemotright onequarter onehalf threequarters questiondown '
  + 'Agrave Aacute Acircumflex Atilde Adieresis Aring AE Ccedilla Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis '
  + 'Eth Ntilde Ograve Oacute Ocircumflex Otilde Odieresis multiply Oslash Ugrave Uacute Ucircumflex Udieresis Yacute Thorn germandbls '
  + 'agrave aacute acircumflex atilde adieresis aring ae ccedilla egrave eacute ecircumflex edieresis igrave iacute icircumflex idieresis '
  + 'eth ntilde ograve oacute ocircumflex otilde odieresis divide oslash ugrave uacute ucircumflex udieresis yacute thorn ydieresis'
).split(' ');

/** Adobe StandardEncoding above 0xA0, as code:name pairs. */
const STANDARD_HIGH = (
  'a1:exclamdown a2:cent a3:sterling a4:fraction a5:yen a6:florin a7:section a8:currency a9:quotesingle aa:quotedblleft ab:guillemotleft '
  + 'ac:guilsinglleft ad:guilsinglright ae:fi af:fl b1:endash b2:dagger b3:daggerdbl b4:periodcentered b6:paragraph b7:bullet '
  + 'b8:quotesinglbase b9:quotedblbase ba:quotedblright bb:guillemotright bc:ellipsis bd:perthousand bf:questiondown c1:grave c2:acute '
  + 'c3:circumflex c4:tilde c5:macron c6:breve c7:dotaccent c8:dieresis ca:ring cb:cedilla cd:hungarumlaut ce:ogonek cf:caron d0:emdash '
  + 'e1:AE e3:ordfeminine e8:Lslash e9:Oslash ea:OE eb:ordmasculine f1:ae f5:dotlessi f8:lslash f9:oslash fa:oe fb:germandbls'
).split(' ');

/** Names beyond Windows-1252 that resume fonts carry: ligatures, Latin Extended-A, typographic marks. */
const EXTRA_UNICODE = {
  fi: '\ufb01', fl: '\ufb02', ff: '\ufb00', ffi: '\ufb03', ffl: '\ufb04', dotlessi: '\u0131', Lslash: '\u0141', lslash: '\u0142',
  fraction: '\u2044', minus: '\u2212', ring: '\u02da', caron: '\u02c7', breve: '\u02d8', dotaccent: '\u02d9', hungarumlaut: '\u02dd',
  ogonek: '\u02db', nbspace: '\u00a0', sfthyphen: '\u00ad', periodcentered: '\u00b7', middot: '\u00b7', Ccaron: '\u010c', ccaron: '\u010d',
  Ecaron: '\u011a', ecaron: '\u011b', Rcaron: '\u0158', rcaron: '\u0159', Sacute: '\u015a', sacute: '\u015b', Zacute: '\u0179',
  zacute: '\u017a', Zdotaccent: '\u017b', zdotaccent: '\u017c', Nacute: '\u0143', nacute: '\u0144', Aogonek: '\u0104', aogonek: '\u0105',
  Eogonek: '\u0118', eogonek: '\u0119', Gbreve: '\u011e', gbreve: '\u011f', Idotaccent: '\u0130', Scedilla: '\u015e', scedilla: '\u015f',
  Ohungarumlaut: '\u0150', ohungarumlaut: '\u0151', Uhungarumlaut: '\u0170', uhungarumlaut: '\u0171', Uring: '\u016e', uring: '\u016f',
  arrowright: '\u2192', checkmark: '\u2713', Omega: '\u2126', mu1: '\u00b5', bullet: '\u2022', triangleright: '\u25b8',
};

/** Glyph name → its text. */
export const GLYPH_UNICODE = new Map();
const WIN_ANSI = new Array(256).fill(undefined);
ASCII_NAMES.forEach((name, index) => {
  GLYPH_UNICODE.set(name, String.fromCharCode(0x20 + index));
  WIN_ANSI[0x20 + index] = name;
});
// Only the two quotes differ in text; grave and quotesingle keep their ASCII codes.
GLYPH_UNICODE.set('quoteright', '\u2019');
GLYPH_UNICODE.set('quoteleft', '\u2018');
// Node's TextDecoder reads 'windows-1252' as Latin-1, so these characters are spelled out.
const WIN_ANSI_HIGH_TEXT = '\u20ac-\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152-\u017d--\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153-\u017e\u0178';
WIN_ANSI_HIGH_CONTROLS.forEach((name, index) => {
  if (name === '-') return;
  WIN_ANSI[0x80 + index] = name;
  GLYPH_UNICODE.set(name, WIN_ANSI_HIGH_TEXT[index]);
});
LATIN1_NAMES.forEach((name, index) => {
  WIN_ANSI[0xa0 + index] = name;
  if (index !== 0 && name !== 'hyphen') GLYPH_UNICODE.set(name, String.fromCharCode(0xa0 + index));
});
for (const [name, text] of Object.entries(EXTRA_UNICODE)) if (!GLYPH_UNICODE.has(name)) GLYPH_UNICODE.set(name, text);

const NAME_OF_TEXT = new Map();
for (const [name, text] of GLYPH_UNICODE) if (!NAME_OF_TEXT.has(text)) NAME_OF_TEXT.set(text, name);

const STANDARD = new Array(256).fill(undefined);
ASCII_NAMES.forEach((name, index) => {
  STANDARD[0x20 + index] = name;
});
STANDARD[0x27] = 'quoteright';
STANDARD[0x60] = 'quoteleft';
for (const pair of STANDARD_HIGH) {
  const [code, name] = pair.split(':');
  STANDARD[parseInt(code, 16)] = name;
}

const MAC_ROMAN = new Array(256).fill(undefined);
const macintosh = new TextDecoder('macintosh');
for (let code = 0x20; code < 0x100; code += 1) {
  if (code === 0x7f) continue;
  MAC_ROMAN[code] = code < 0x7f ? ASCII_NAMES[code - 0x20] : NAME_OF_TEXT.get(macintosh.decode(Uint8Array.of(code)));
}

/** Code → glyph name of a base encoding the reader knows; undefined for others (a font's built-in one). */
export function baseEncoding(name) {
  switch (name) {
    case 'WinAnsiEncoding': return WIN_ANSI;
    case 'StandardEncoding': return STANDARD;
    case 'MacRomanEncoding': return MAC_ROMAN;
    default: return undefined;
  }
}

/** A glyph's text from its name: the table, or the uniXXXX / uXXXX[XX] forms. */
export function unicodeOfGlyph(name) {
  const known = GLYPH_UNICODE.get(name);
  if (known !== undefined) return known;
  let match = /^uni([0-9A-F]{4})$/.exec(name);
  if (match) return String.fromCharCode(parseInt(match[1], 16));
  match = /^u([0-9A-F]{4,6})$/.exec(name);
  if (match) {
    const point = parseInt(match[1], 16);
    if (point <= 0x10ffff) return String.fromCodePoint(point);
  }
  return undefined;
}
