// Full-width forms (U+FF01..U+FF5E) folded to their ASCII twins and the ideographic space to a
// space: what a model key, a buyer's code and an enquiry sheet's header are compared by.

const FULL_WIDTH_START = 0xff01;
const FULL_WIDTH_END = 0xff5e;
const FULL_TO_HALF_OFFSET = 0xfee0;
const IDEOGRAPHIC_SPACE = 0x3000;

export function toHalfWidth(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= FULL_WIDTH_START && code <= FULL_WIDTH_END) out += String.fromCodePoint(code - FULL_TO_HALF_OFFSET);
    else if (code === IDEOGRAPHIC_SPACE) out += ' ';
    else out += ch;
  }
  return out;
}
