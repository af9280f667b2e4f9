import type { XmlDocument, XmlElement, XmlNode } from './xml-tree';

// Canonical XML 1.1 (W3C, http://www.w3.org/2006/12/xml-c14n11) of a whole document, without comments, the form
// ZATCA hashes. For a whole document (not a node subset) it renders exactly as C14N 1.0 does: the two differ only
// in how xml:id / xml:base / xml:lang are inherited into a subset's apex. The caller may leave elements out (ZATCA's
// XPath transforms remove UBLExtensions, cac:Signature and the QR reference with their subtrees); the text around
// them stays, as in the SDK.
//
// Rules applied (C14N §2.3, §2.4): no XML declaration or DTD; empty elements as start-end pairs; a namespace
// declaration is written where it first differs from the parent's in-scope value (default first, then by prefix);
// attributes sorted by namespace URI then local name; text escapes & < > and CR; attribute values escape & < " and
// TAB, LF, CR; processing instructions kept; outside the root, a newline separates the root from them.

export const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function pi(node: { target: string; body: string }): string {
  return node.body ? `<?${node.target} ${node.body}?>` : `<?${node.target}?>`;
}

function element(node: XmlElement, inScope: ReadonlyMap<string, string>, omit: (e: XmlElement) => boolean): string {
  const scope = new Map(inScope);
  const declarations: string[] = [];
  for (const prefix of Object.keys(node.declared).sort(byCodeUnits)) {
    const uri = node.declared[prefix] as string;
    // xmlns="" is only meaningful when it undoes a default namespace the parent rendered.
    if ((scope.get(prefix) ?? '') === uri) continue;
    scope.set(prefix, uri);
    declarations.push(prefix ? ` xmlns:${prefix}="${escapeAttribute(uri)}"` : ` xmlns="${escapeAttribute(uri)}"`);
  }
  const attributes = [...node.attributes]
    .sort((a, b) => byCodeUnits(a.uri, b.uri) || byCodeUnits(a.local, b.local))
    .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`);
  const content = node.children.map((child) => childText(child, scope, omit)).join('');
  return `<${node.name}${declarations.join('')}${attributes.join('')}>${content}</${node.name}>`;
}

function childText(node: XmlNode, scope: ReadonlyMap<string, string>, omit: (e: XmlElement) => boolean): string {
  switch (node.kind) {
    case 'text':
      return escapeText(node.value);
    case 'pi':
      return pi(node);
    case 'comment':
      return '';
    case 'element':
      return omit(node) ? '' : element(node, scope, omit);
  }
}

/** The canonical form (UTF-8 text) of the document, leaving out the elements `omit` selects. */
export function canonicalXml(document: XmlDocument, omit: (e: XmlElement) => boolean = () => false): string {
  const outside = (nodes: XmlNode[]) => nodes.flatMap((node) => (node.kind === 'pi' ? [pi(node)] : []));
  const before = outside(document.before).map((text) => `${text}\n`);
  const after = outside(document.after).map((text) => `\n${text}`);
  return [...before, element(document.root, new Map(), omit), ...after].join('');
}
