/** React's id prefix of the sign-in page, the same for the build's pre-render and the browser's hydration. */
export const IDENTIFIER_PREFIX = 'sign-in-';
