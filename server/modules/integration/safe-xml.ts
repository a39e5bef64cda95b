// Reading XML from a buyer's purchasing system (issue 40: cXML PunchOut and OrderRequest) with
// fast-xml-parser. A document that declares anything in a DTD is refused before parsing: an
// internal subset (`<!DOCTYPE x [ ... ]>`), an <!ENTITY> or a parameter entity, so no entity
// expansion (billion laughs) and no external entity (XXE) can happen. A DOCTYPE naming only an
// external DTD by SYSTEM/PUBLIC identifier, as every cXML document does (`<!DOCTYPE cXML SYSTEM
// "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">`), is accepted and never fetched. The five
// predefined entities and character references are decoded; HTML entities are not.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export class XmlRefused extends Error {}

/** The most characters of XML read at all (a cXML order of a few hundred lines is far below). */
export const XML_MAX_CHARS = 2_000_000;

const DOCTYPE = /<!DOCTYPE\b([^>]*)>/i;
const DTD_MARKUP = /<!(ENTITY|ELEMENT|ATTLIST|NOTATION)\b/i;

/** Refuses a document with DTD markup (see above); answers why, or null when it may be parsed. */
export function dtdRefusal(text: string): string | null {
  if (DTD_MARKUP.test(text)) return 'entity';
  const doctype = DOCTYPE.exec(text);
  if (doctype && (doctype[1] ?? '').includes('[')) return 'internal-subset';
  if (/<!DOCTYPE/i.test(text) && !doctype) return 'doctype';
  if ((text.match(/<!DOCTYPE/gi) ?? []).length > 1) return 'doctype';
  return null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Parses `text` into plain objects (attributes as `@_name`, text beside attributes as `#text`); throws XmlRefused. */
export function parseXml(text: string): Record<string, unknown> {
  if (text.length > XML_MAX_CHARS) throw new XmlRefused('too-large');
  const why = dtdRefusal(text);
  if (why) throw new XmlRefused(why);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new XmlRefused(`malformed: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(text) as Record<string, unknown>;
}
