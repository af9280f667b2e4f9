/** Arabic-Indic and Persian digits typed on an Arabic keyboard count as the same digits. */
export const latinDigits = (value: string) =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
