// vitest (Vite) expands import.meta.glob in test code: the fixtures in this folder read every remote's routes
// declaration with it. Only the form they use is declared.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
