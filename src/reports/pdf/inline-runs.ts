/**
 * Inline content of the report HTML as styled runs of text: `span.code` in the monospaced font
 * on a tinted box, `strong` in bold, `span.meaning` in the label colour, `<br>` as a line
 * break. Any other element is looked through, so its text is never lost.
 */
import { hasClass, type HtmlElement, type HtmlNode } from './html-tree.js';
import { COLORS } from './pdf-styles.js';
import type { Run, TextStyle } from './text-layout.js';

/** Elements laid out as blocks; everything else is inline (or looked through). */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'svg',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements that are inline whatever they hold. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'br',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/**
 * Whether a node starts a block of its own: a block element, or an element the report does not
 * know that holds one (laid out as a plain container, so that its blocks stay blocks).
 */
export function isBlock(node: HtmlNode): node is HtmlElement {
  if (node.type === 'text') return false;
  if (BLOCK_TAGS.has(node.tag)) return true;
  if (INLINE_TAGS.has(node.tag)) return false;
  return node.children.some(isBlock);
}

/** The style an inline element gives its content. */
export function inlineStyle(element: HtmlElement, style: TextStyle): TextStyle {
  switch (element.tag) {
    case 'strong':
    case 'b':
    case 'th':
      return { ...style, font: style.font === 'mono' ? 'mono' : 'bold' };
    case 'code':
    case 'kbd':
    case 'samp':
      return { ...style, font: 'mono', background: COLORS.codeBackground };
    case 'span':
      if (hasClass(element, 'code')) {
        return { ...style, font: 'mono', background: COLORS.codeBackground };
      }
      if (hasClass(element, 'meaning')) return { ...style, color: COLORS.label };
      return style;
    default:
      return style;
  }
}

/** The runs of a list of inline nodes, appended to `runs`. */
export function collectRuns(nodes: readonly HtmlNode[], style: TextStyle, runs: Run[]): Run[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.text !== '') runs.push({ text: node.text, style });
    } else if (node.tag === 'br') {
      runs.push({ text: '', style, hardBreak: true });
    } else if (node.tag === 'title') {
      // A tooltip of a drawing: not shown on paper, as in print.
    } else {
      // A block met inside inline content still shows its text, set apart by spaces.
      const block = BLOCK_TAGS.has(node.tag);
      if (block) runs.push({ text: ' ', style });
      collectRuns(node.children, inlineStyle(node, style), runs);
      if (block) runs.push({ text: ' ', style });
    }
  }
  return runs;
}

/** Whether inline nodes hold anything to show (not only white space). */
export const hasVisibleText = (nodes: readonly HtmlNode[]): boolean =>
  nodes.some((node) =>
    node.type === 'text'
      ? node.text.trim() !== ''
      : node.tag !== 'br' && hasVisibleText(node.children),
  );
