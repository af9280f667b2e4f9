// A minimal XML writer for the UBL documents: elements with escaped text and attributes, two-space indentation.
// The documents are built from typed parts, so no general-purpose XML library is needed.

type Attributes = Record<string, string>;
interface XmlElement {
  name: string;
  attrs?: Attributes;
  /** A text value, or child elements (a falsy child is an optional part that is absent). */
  content: string | XmlChildren;
}
/** Already-serialised XML inserted as it is (the stamp's signed extensions). */
interface RawXml {
  raw: string;
}
type XmlChild = XmlElement | RawXml | null | undefined | false | XmlChild[];
export type XmlChildren = XmlChild[];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<name attrs>text</name>`. */
export function leaf(name: string, text: string, attrs?: Attributes): XmlElement {
  return { name, attrs, content: text };
}

export function raw(xml: string): RawXml {
  return { raw: xml };
}

/** `<name attrs>` children `</name>`. */
export function node(name: string, children: XmlChildren, attrs?: Attributes): XmlElement {
  return { name, attrs, content: children };
}

function renderElement(element: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(element.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof element.content === 'string')
    return `${pad}<${element.name}${attrs}>${escapeXml(element.content)}</${element.name}>\n`;
  return `${pad}<${element.name}${attrs}>\n${renderChildren(element.content, depth + 1)}${pad}</${element.name}>\n`;
}

function renderChildren(children: XmlChildren, depth: number): string {
  return children
    .map((child) => {
      if (!child) return '';
      if (Array.isArray(child)) return renderChildren(child, depth);
      return 'raw' in child ? `${child.raw.trim()}\n` : renderElement(child, depth);
    })
    .join('');
}

/** The document with its XML declaration, UTF-8. */
export function renderDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root, 0)}`;
}
