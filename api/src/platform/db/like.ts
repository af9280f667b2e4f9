/** Escapes LIKE's wildcards (and the escape character) so user text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern matching the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
