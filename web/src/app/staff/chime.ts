import { useSyncExternalStore } from 'react';

// A short two-note chime made on the spot with the Web Audio API: nothing to download.
let context: AudioContext | null = null;
const soundListeners = new Set<() => void>();

function soundChanged(): void {
  for (const listener of soundListeners) listener();
}

// Making the context opens the sound output, which held the main thread 0.4–1.1 s in a headless
// Chromium here: the first tap, or the first chime once the page has been touched, makes it,
// never the board's drawing.
function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return null;
  context = new Context();
  context.addEventListener('statechange', soundChanged);
  soundChanged();
  return context;
}

/**
 * Whether the chime can be heard: browsers keep a page silent until someone touches it, so a
 * board opened and left alone would ring for nobody. The layout asks for a tap while it is not.
 * Undefined when it cannot be told.
 */
export function useChimeAudible(): boolean | undefined {
  return useSyncExternalStore(
    (listener) => {
      soundListeners.add(listener);
      return () => soundListeners.delete(listener);
    },
    () => {
      // Without Web Audio there is nothing to turn on.
      if (!('AudioContext' in window)) return true;
      if (context) return context.state === 'running';
      // Not opened yet: a browser lets a page play sound once someone has touched it (the tap
      // that does also opens the sound output, unlockChime).
      return navigator.userActivation?.hasBeenActive;
    },
  );
}

/**
 * Browsers keep sound off until the person touches the page; call this from a tap or key press
 * so the chime of a later order can play.
 */
export function unlockChime(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

export function playChime(): void {
  // A page nobody has touched is kept silent: no sound output is opened for a chime that cannot
  // be heard (the board asks for the tap, AlarmSoundNotice).
  if (!context && navigator.userActivation?.hasBeenActive === false) return;
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.02;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and a soft fall, so the note does not click.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  });
}
