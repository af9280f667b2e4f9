import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come into view (at `threshold` of its area); stays true once it has, so what it starts
 * (a poster's or a video's download, a view counted) starts once. `margin` starts early, before it is on screen.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number, margin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold, rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold, margin]);
  return seen;
}
