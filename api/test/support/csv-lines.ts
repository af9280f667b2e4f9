/** The lines of a CSV export as the API writes them: the byte-order mark Excel needs taken off, CRLF line ends. */
export const csvLines = (body: string): string[] =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
