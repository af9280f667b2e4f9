// The `shared` singleton: everything that must exist ONCE at run time for the shell and every remote.
// Two shared modules behind one name (issue 15.1): the core (state singletons, light UI) and the heavy UI blocks.
// Imported by package name (self-reference) so Module Federation resolves each to its shared instance; code that
// needs only the core (the shell's sign-in path) imports `@portal/shared/core` and never downloads the blocks.
export * from '@portal/shared/blocks';
export * from '@portal/shared/core';
