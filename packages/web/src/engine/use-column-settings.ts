import { useCallback, useState } from 'react';

const PREFIX = 'console.columns.';

function read(key: string): string[] | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Which columns a list shows, remembered per resource in localStorage. */
export function useColumnSettings(key: string, available: readonly string[], defaults: readonly string[]) {
  const [stored, setStored] = useState<string[] | undefined>(() => read(key));
  const visible = (stored ?? defaults).filter((name) => available.includes(name));

  const setVisible = useCallback(
    (names: string[]) => {
      setStored(names);
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(names));
      } catch {
        // storage full or blocked: the choice lasts for this page only
      }
    },
    [key],
  );
  const reset = useCallback(() => {
    setStored(undefined);
    try {
      localStorage.removeItem(PREFIX + key);
    } catch {
      // ignore
    }
  }, [key]);

  return { visible, setVisible, reset };
}
