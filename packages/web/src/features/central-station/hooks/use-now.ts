import { useEffect, useState } from 'react';

/** The time, renewed every `intervalMs` (a bed that went silent turns "no signal" without an event). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
