// Refuses PDFs that can act on their own. A receipt is a printed page: it needs no script, no
// automatic action and no attachment. Every PDF name outside stream data is read (with #xx escapes
// decoded), and so is the text of compressed object streams (/Type /ObjStm, FlateDecode), where
// objects can hide. Refused names:
//   /JavaScript /JS            scripts (document, page, field or annotation level)
//   /AA                        additional actions: run on open, close, page view, field events
//   /Launch /GoToR /GoToE      start a program, open another (embedded) file
//   /SubmitForm /ImportData    send form data away, pull data in
//   /EmbeddedFile(s) /FileAttachment   files carried inside the PDF
//   /RichMedia /XFA            Flash-era media and XFA forms (which carry their own scripts)
// /OpenAction itself is allowed (generators use it for "open at page 1, fit width"), but an
// action it names is one of the dictionaries above and is refused by its own name. /URI links
// are allowed: they open only when the reader clicks. Encrypted PDFs are refused (their object
// streams cannot be read), and so are object streams with any other filter or that do not inflate.
import { constants, inflateSync } from 'node:zlib';

export type PdfProblem = 'active' | 'encrypted' | 'unreadable';

const ACTIVE_NAMES = new Set([
  'JavaScript', 'JS', 'AA', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData',
  'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'RichMedia', 'XFA',
]);

/** Most bytes all object streams together may inflate to (a zip bomb is refused as unreadable). */
const MAX_INFLATED = 64 * 1024 * 1024;

const NAME = /\/([^\s/[\]<>(){}%]*)/g;

/** The PDF names in `text`, with #xx escapes decoded. */
function names(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(NAME)) {
    found.push(match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }
  return found;
}

interface Split {
  /** The file with every stream's data left out. */
  outside: string;
  streams: { dict: string; body: Buffer }[];
}

/** Cuts the file into what lies outside streams and the streams (with the dictionary before each). */
function split(bytes: Buffer): Split {
  const text = bytes.toString('latin1');
  const streams: Split['streams'] = [];
  let outside = '';
  let pos = 0;
  const keyword = /stream(\r\n|\n|\r)/g;
  for (;;) {
    keyword.lastIndex = pos;
    const match = keyword.exec(text);
    if (!match) break;
    const at = match.index;
    if (text.slice(Math.max(0, at - 3), at) === 'end') {
      pos = at + match[0].length;
      continue;
    }
    const bodyStart = at + match[0].length;
    const end = text.indexOf('endstream', bodyStart);
    const bodyEnd = end < 0 ? text.length : end;
    const objStart = Math.max(text.lastIndexOf(' obj', at), text.lastIndexOf('\nobj', at), text.lastIndexOf('\robj', at), pos);
    outside += text.slice(pos, bodyStart);
    streams.push({ dict: text.slice(objStart, at), body: bytes.subarray(bodyStart, bodyEnd) });
    pos = bodyEnd;
  }
  outside += text.slice(pos);
  return { outside, streams };
}

/** Why the PDF is refused, or null when it is a plain document. */
export function pdfProblem(input: Uint8Array): PdfProblem | null {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const { outside, streams } = split(bytes);
  const outer = names(outside);
  if (outer.includes('Encrypt')) return 'encrypted';
  if (outer.some((n) => ACTIVE_NAMES.has(n))) return 'active';
  let budget = MAX_INFLATED;
  for (const stream of streams) {
    const dictNames = names(stream.dict);
    const typeAt = dictNames.lastIndexOf('Type');
    if (typeAt < 0 || dictNames[typeAt + 1] !== 'ObjStm') continue;
    const filterAt = dictNames.indexOf('Filter');
    const filters = filterAt < 0 ? [] : dictNames.slice(filterAt + 1).filter((n) => n.endsWith('Decode'));
    let text: string;
    if (filters.length === 0) {
      text = stream.body.toString('latin1');
    } else if (filters.length === 1 && filters[0] === 'FlateDecode') {
      try {
        const inflated = inflateSync(stream.body, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
        budget -= inflated.byteLength;
        text = inflated.toString('latin1');
      } catch {
        return 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    const inner = names(text);
    if (inner.includes('Encrypt')) return 'encrypted';
    if (inner.some((n) => ACTIVE_NAMES.has(n))) return 'active';
  }
  return null;
}
