// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one. Layout is not under test here.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;

export {};
