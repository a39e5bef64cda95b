// The PDF inspection itself, run in a worker thread by server/security/pdf-check.ts (plain
// JavaScript because a worker thread loads it without the TypeScript loader). The file is read by
// a real PDF parser, @cantoo/pdf-lib's PDFParser (docs/decisions.md "issue 35 item 2"), never by
// scanning bytes: comments are comments, and every indirect object the parser meets is walked,
// including each version of a renumbered object and the objects it unpacks from compressed object
// streams (/Type /ObjStm, whose dictionary is read as a dictionary, so a nested /Type in its
// /DecodeParms does not matter). Refused, as a dictionary key or a name value:
//   /JavaScript /JS                      scripts (document, page, field or annotation level)
//   /Launch /GoToR /GoToE /SubmitForm /ImportData /RichMedia and every other action type except
//                                        /GoTo (inside the document) and /URI (opens on a click)
//   /OpenAction and /AA entries          allowed only as a destination or a plain /GoTo action
//   /EmbeddedFile(s) /FileAttachment     files carried inside the PDF
//   /AcroForm /XFA                       forms (XFA carries its own scripts)
// Encrypted PDFs (/Encrypt) cannot be checked and are refused, and so is whatever the parser
// cannot read strictly: an invalid object, an object stream it cannot decode, or an object header
// (`12 0 obj`) in bytes the parser, reading in file order, passes over (stream data, or bytes it
// skips as no object) while a reader following the xref could open an object there.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFInvalidObject, PDFName, PDFParser, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';

/** @typedef {'active' | 'encrypted' | 'unreadable' | 'tooComplex'} Problem */

/** Names refused wherever they appear (key or value). */
const REFUSED_NAMES = new Set([
  'JavaScript', 'JS', 'Launch', 'GoToR', 'GoToE', 'GoToDp', 'SubmitForm', 'ImportData', 'RichMedia', 'RichMediaExecute',
  'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'AcroForm', 'XFA',
]);

/** Every action type (ISO 32000-2, 12.6.4); an action is a dictionary whose /S is one of these. */
const ACTION_TYPES = new Set([
  'GoTo', 'GoToR', 'GoToE', 'GoToDp', 'Launch', 'Thread', 'URI', 'Sound', 'Movie', 'Hide', 'Named', 'SubmitForm',
  'ResetForm', 'ImportData', 'JavaScript', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView', 'RichMediaExecute',
]);
/** Actions a reader runs only on a click and that stay harmless (a link inside the document or to a web page). */
const CLICK_ACTIONS = new Set(['GoTo', 'URI']);
/** Actions that may run by themselves (/OpenAction, /AA): moving inside the document only. */
const AUTOMATIC_ACTIONS = new Set(['GoTo']);

/** An indirect object header (`12 0 obj`) inside a stream's raw data: an object only an xref reader would see. */
const OBJECT_HEADER = /(?:^|[\s\0])\d{1,10}[\s\0]+\d{1,5}[\s\0]+obj[\s\0<[(/]/;

class Stop extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

/** @param {unknown} object @returns {string | null} */
const nameOf = (object) => (object instanceof PDFName ? object.decodeText() : null);

/** The action type of a dictionary, or null when it is not an action. */
/** @param {PDFDict} dict */
function actionType(dict) {
  const s = nameOf(dict.get(PDFName.of('S')));
  return s !== null && ACTION_TYPES.has(s) ? s : null;
}

/** Refuses what one object (and the direct objects inside it) holds. */
function checkObject(root, context) {
  const stack = [{ object: root, depth: 0 }];
  while (stack.length > 0) {
    const { object, depth } = stack.pop();
    if (depth > 200) throw new Stop('tooComplex');
    if (object instanceof PDFInvalidObject) throw new Stop('unreadable');
    if (object instanceof PDFName) {
      if (REFUSED_NAMES.has(object.decodeText())) throw new Stop('active');
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push({ object: item, depth: depth + 1 });
    } else if (object instanceof PDFRawStream) {
      const type = nameOf(object.dict.get(PDFName.of('Type')));
      if (type !== 'ObjStm' && type !== 'XRef' && OBJECT_HEADER.test(Buffer.from(object.contents).toString('latin1'))) {
        throw new Stop('unreadable');
      }
      stack.push({ object: object.dict, depth: depth + 1 });
    } else if (object instanceof PDFDict) {
      const action = actionType(object);
      if (action !== null && !CLICK_ACTIONS.has(action)) throw new Stop('active');
      for (const [key, value] of object.entries()) {
        const name = key.decodeText();
        if (name === 'Encrypt') throw new Stop('encrypted');
        if (REFUSED_NAMES.has(name)) throw new Stop('active');
        if (name === 'OpenAction') checkAutomatic(value, context, false);
        if (name === 'AA') checkAutomatic(value, context, true);
        stack.push({ object: value, depth: depth + 1 });
      }
    }
  }
}

/**
 * An /OpenAction (a destination array or an action) or an /AA dictionary (trigger -> action):
 * only /GoTo actions, following /Next chains, may run without a click.
 */
function checkAutomatic(value, context, triggers) {
  const resolve = (object) => (object instanceof PDFRef ? context.lookup(object) : object);
  const pending = [];
  const first = resolve(value);
  if (triggers) {
    if (!(first instanceof PDFDict)) throw new Stop('active');
    for (const [, action] of first.entries()) pending.push(action);
  } else {
    if (first instanceof PDFArray) return;
    if (first === undefined) return;
    pending.push(first);
  }
  let seen = 0;
  while (pending.length > 0) {
    if (++seen > 1000) throw new Stop('tooComplex');
    const action = resolve(pending.pop());
    if (action instanceof PDFArray) {
      for (const item of action.asArray()) pending.push(item);
      continue;
    }
    if (!(action instanceof PDFDict)) throw new Stop('active');
    const type = actionType(action);
    if (type === null || !AUTOMATIC_ACTIONS.has(type)) throw new Stop('active');
    const next = action.get(PDFName.of('Next'));
    if (next !== undefined) pending.push(next);
  }
}

/**
 * Why the PDF is refused, or null when it is a plain document.
 * @param {Uint8Array} input
 * @param {number} maxObjects
 * @returns {Promise<Problem | null>}
 */
export async function inspectPdf(input, maxObjects) {
  // throwOnInvalidObject: an object the parser cannot read is a refusal, not a blob to skip.
  const parser = PDFParser.forBytesWithOptions(input, Infinity, true, false, true);
  const { context } = parser;
  const assign = context.assign.bind(context);
  const every = [];
  /** @type {Stop | null} */
  let stop = null;
  // Every object the parser assigns passes here, also an earlier version a later one replaces
  // (a reader following an older xref would open it) and those unpacked from object streams.
  context.assign = (ref, object) => {
    if (stop === null && every.length >= maxObjects) stop = new Stop('tooComplex');
    if (stop) throw stop;
    every.push(object);
    assign(ref, object);
  };
  // Bytes the parser skips as no object ("jibberish"): a reader following the xref could still open
  // an object there (e.g. after an object the parser ended early), so they may hold no `obj`.
  const skipJibberish = parser.skipJibberish.bind(parser);
  /** @type {[number, number][]} */
  const skipped = [];
  parser.skipJibberish = () => {
    parser.skipWhitespaceAndComments();
    const from = parser.bytes.offset();
    skipJibberish();
    const to = parser.bytes.offset();
    if (to > from) skipped.push([from, to]);
  };
  try {
    await parser.parseDocument();
  } catch {
    return stop ? stop.problem : 'unreadable';
  }
  const latin1 = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (skipped.some(([from, to]) => latin1.toString('latin1', from, to).includes('obj'))) return 'unreadable';
  if (context.trailerInfo.Encrypt !== undefined) return 'encrypted';
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return 'unreadable';
  try {
    for (const object of every) checkObject(object, context);
  } catch (error) {
    return error instanceof Stop ? error.problem : 'unreadable';
  }
  return null;
}

if (!isMainThread && workerData?.pdfInspect === true) {
  parentPort?.on('message', (/** @type {{ bytes: Uint8Array, maxObjects: number }} */ job) => {
    inspectPdf(job.bytes, job.maxObjects).then(
      (problem) => parentPort?.postMessage({ problem }),
      () => parentPort?.postMessage({ problem: 'unreadable' }),
    );
  });
}
