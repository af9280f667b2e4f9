// Lets non-component code (the HTTP client on a 403) send the user somewhere.
// The shell registers its router's navigate; until then a full page load is used.
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let current: NavigateFn = (to, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: NavigateFn): void {
  current = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
