// Spec §9 breakpoints (px). The navigation turns into an overlay below md + 16 px.
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const NAV_OVERLAY_BELOW = BREAKPOINTS.md + 16;

/** Media query of "narrower than `px`". */
export function below(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}
