import { SaxesParser } from 'saxes';

// A small namespace-aware tree of an invoice's XML, enough to canonicalise it, read a few values and find where
// the signature parts go. Parsed with saxes (a conformant XML 1.0 parser: line ends and attribute values arrive
// normalised, entities and character references resolved, CDATA as text). Offsets are indexes into the source
// string, so the signature can be inserted into the document as it was given, byte for byte elsewhere.

interface XmlAttribute {
  /** Qualified name as written (`currencyID`, `xml:lang`). */
  name: string;
  local: string;
  /** Namespace URI; '' for an attribute without prefix. */
  uri: string;
  value: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  local: string;
  uri: string;
  /** Namespace declarations written on this element: prefix ('' = default) → URI. */
  declared: Record<string, string>;
  /** Attributes other than namespace declarations. */
  attributes: XmlAttribute[];
  children: XmlNode[];
  /** Index of the `<` of the start tag. */
  start: number;
  /** Index just after the `>` of the start tag. */
  startTagEnd: number;
  /** Index just after the end tag (or of the `/>`). */
  end: number;
}

export type XmlNode =
  | XmlElement
  | { kind: 'text'; value: string }
  | { kind: 'pi'; target: string; body: string }
  | { kind: 'comment' };

export interface XmlDocument {
  source: string;
  root: XmlElement;
  /** Processing instructions and comments around the root element, in order (C14N keeps the instructions). */
  before: XmlNode[];
  after: XmlNode[];
}

export class XmlInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlInputError';
  }
}

export function parseXml(source: string): XmlDocument {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  const before: XmlNode[] = [];
  const after: XmlNode[] = [];
  let root: XmlElement | null = null;
  const append = (node: XmlNode) => {
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (node.kind !== 'text') (root ? after : before).push(node);
  };
  parser.on('error', (error) => {
    throw new XmlInputError(`The invoice XML is not well-formed: ${error.message}`);
  });
  parser.on('doctype', () => {
    throw new XmlInputError('The invoice XML must not have a document type declaration');
  });
  parser.on('opentag', (tag) => {
    const startTagEnd = parser.position;
    const element: XmlElement = {
      kind: 'element',
      name: tag.name,
      local: tag.local,
      uri: tag.uri,
      declared: { ...tag.ns },
      attributes: Object.values(tag.attributes)
        .filter((attribute) => attribute.name !== 'xmlns' && attribute.prefix !== 'xmlns')
        .map(({ name, local, uri, value }) => ({ name, local, uri, value })),
      children: [],
      // The start tag cannot contain a literal '<' (not allowed in attribute values).
      start: source.lastIndexOf('<', startTagEnd - 1),
      startTagEnd,
      end: startTagEnd,
    };
    append(element);
    if (!root) root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    const element = stack.pop();
    if (element) element.end = parser.position;
  });
  const text = (value: string) => {
    const parent = stack.at(-1);
    if (!parent) return;
    const last = parent.children.at(-1);
    if (last?.kind === 'text') last.value += value;
    else parent.children.push({ kind: 'text', value });
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('processinginstruction', ({ target, body }) => append({ kind: 'pi', target, body }));
  parser.on('comment', () => append({ kind: 'comment' }));
  parser.write(source).close();
  if (!root) throw new XmlInputError('The invoice XML has no root element');
  return { source, root, before, after };
}

export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => child.kind === 'element');
}

/** The element's text content (all descendant text, as a reader of the value sees it). */
export function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (child.kind === 'text' ? child.value : child.kind === 'element' ? textOf(child) : ''))
    .join('');
}

/** Follows a path of [namespace URI, local name] steps from `from`, taking the first match at each step. */
export function findPath(from: XmlElement, path: readonly (readonly [string, string])[]): XmlElement | undefined {
  let at: XmlElement | undefined = from;
  for (const [uri, local] of path) {
    at = at && childElements(at).find((child) => child.uri === uri && child.local === local);
  }
  return at;
}
