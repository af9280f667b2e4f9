// A small reader for the XML the tests check: elements, attributes and text of a well-formed document (xmllint has
// checked it against the schema first). Enough to look values up by element path; not a general XML parser.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const TOKEN = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  for (const match of xml.matchAll(TOKEN)) {
    const [, close, open, attrs, selfClosing, text] = match;
    const top = stack[stack.length - 1] as XmlElement;
    if (open) {
      const element: XmlElement = { name: open, attrs: {}, children: [], text: '' };
      for (const [, key, value] of (attrs ?? '').matchAll(ATTRIBUTE))
        element.attrs[key as string] = unescapeXml(value as string);
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    } else if (close) {
      if (top.name !== close) throw new Error(`</${close}> closes <${top.name}>`);
      stack.pop();
    } else if (text) top.text += unescapeXml(text);
  }
  const [document] = root.children;
  if (!document || stack.length !== 1) throw new Error('not one well-formed document');
  return document;
}

/** Every element at `path` (names separated by "/") under `from`. */
export function all(from: XmlElement, path: string): XmlElement[] {
  return path
    .split('/')
    .reduce<XmlElement[]>(
      (found, name) => found.flatMap((element) => element.children.filter((c) => c.name === name)),
      [from],
    );
}

/** The trimmed text of the first element at `path`, or null. */
export function text(from: XmlElement, path: string): string | null {
  const [first] = all(from, path);
  return first ? first.text.trim() : null;
}
