import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Stored document HTML can never run script: whatever a client sends is cut to the editor's own
 * vocabulary (paragraphs, headings, emphasis, lists, quotes, code, links, images, rules) on the
 * server, with DOMPurify on a jsdom window. Links go to http(s) or mailto only; images come from
 * http(s) or are inline raster data (never SVG, which can carry script).
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'hr',
  'br',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'target'];
const LINK = /^(?:https?:\/\/|mailto:)/i;
const IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !LINK.test(href.trim())) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
    else node.removeAttribute('target');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src !== null && !IMAGE.test(src.trim())) node.removeAttribute('src');
  }
});

export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

const decoder = window.document.createElement('textarea');

/** The words of sanitised HTML, blocks kept apart (for search and the empty-content check). */
export function textOf(html: string): string {
  decoder.innerHTML = html.replace(/<[^>]*>/g, ' ');
  return decoder.value.replace(/\s+/g, ' ').trim();
}
