import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The optional audible signal of the central station (IEC 60601-1-8: the priority is heard as well
 * as seen). Off by default; the choice is kept in localStorage. Browsers allow sound only after a
 * user gesture, and the toggle is that gesture: the AudioContext is created when it is switched on,
 * never at page load.
 */
const STORAGE_KEY = 'centralStation.sound';
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeEnabled(on: boolean) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the choice lasts for the page only
  }
  for (const listener of listeners) listener();
}

export type AudibleLevel = 'warning' | 'alarm';

/**
 * Beep patterns after IEC 60601-1-8's priorities: high priority a fast burst of 5 (repeated every
 * 5 s here), medium priority 3 slower, lower tones (every 15 s).
 */
const PATTERNS: Record<AudibleLevel, { frequency: number; beeps: number; gapS: number; repeatMs: number }> = {
  alarm: { frequency: 880, beeps: 5, gapS: 0.15, repeatMs: 5_000 },
  warning: { frequency: 660, beeps: 3, gapS: 0.3, repeatMs: 15_000 },
};

function playPattern(context: AudioContext, level: AudibleLevel) {
  const { frequency, beeps, gapS } = PATTERNS[level];
  const start = context.currentTime + 0.02;
  for (let i = 0; i < beeps; i++) {
    const at = start + i * (gapS + 0.1);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.2, at + 0.01);
    gain.gain.linearRampToValueAtTime(0, at + 0.1);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.12);
  }
}

function createContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

/**
 * Whether sound is on, a toggle (call it from a click), and the sound itself: while `level` is
 * set (the highest audible alarm: not silenced, not acknowledged) its pattern repeats.
 */
export function useAudibleAlarm(level: AudibleLevel | null) {
  const enabled = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readEnabled,
    () => false,
  );
  const [audio, setAudio] = useState<AudioContext | null>(null);

  const toggle = useCallback(() => {
    const next = !readEnabled();
    // Created inside the click: the browser lets it play.
    if (next && !audio) setAudio(createContext());
    writeEnabled(next);
  }, [audio]);

  // Sound was left on (a reload): the page's first click or key press is the gesture it waits for.
  useEffect(() => {
    if (!enabled || audio) return;
    const unlock = () => setAudio(createContext());
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [enabled, audio]);

  useEffect(() => {
    if (!enabled || !level || !audio) return;
    void audio.resume();
    playPattern(audio, level);
    const timer = setInterval(() => playPattern(audio, level), PATTERNS[level].repeatMs);
    return () => clearInterval(timer);
  }, [enabled, level, audio]);

  useEffect(() => () => void audio?.close(), [audio]);

  /** On in the settings but waiting for a click or key press before it may sound. */
  const waiting = enabled && !audio;
  return { enabled, waiting, toggle };
}
