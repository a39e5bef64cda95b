// The one allow-list of article HTML (issue 13 item 1), applied whenever an article is saved
// (staff route, `npm run content -- publish`, the seed): paragraphs, h2-h4, lists, strong/em,
// links with an http(s) or relative href (rel="noopener" added), images whose src is under
// /files/ or https, and table tags. Everything else is dropped (script and style with their
// text; other tags keep their text), as are every attribute not listed (onerror, style, ...).
import sanitizeHtml from 'sanitize-html';

const IMG_SRC = /^(\/files\/|https:\/\/)[^\s"'<>]+$/i;
/** Relative (not protocol-relative) or http(s) hrefs; sanitize-html checks the schemes too. */
const HREF = /^(https?:\/\/|\/(?!\/)|#|\?|[A-Za-z0-9_.-]+(?:[/?#]|$))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = href && HREF.test(href) ? { href, rel: 'noopener' } : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const alt = attribs.alt ?? '';
      const kept: sanitizeHtml.Attributes = src && IMG_SRC.test(src) ? { src, alt } : { alt };
      return { tagName, attribs: kept };
    },
  },
  // An image without an acceptable src is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The article HTML kept by the allow-list. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of sanitised HTML, tags gone and block ends as spaces: what help search matches. */
export function articlePlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|td|th|tr)>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m).replace(/\s+/g, ' ').trim();
}
