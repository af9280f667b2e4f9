import { useEffect, useState } from 'react';

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Seconds left until `until` (ms epoch), ticking every second; 0 when passed. */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
