/**
 * What a scan sounds and feels like (docs/product.md#door-check-in): one high beep and a short buzz for 입장, two low
 * beeps and a long buzz for anything else, so staff need not look at the screen to know.
 */
let audio: AudioContext | null = null;

/** Called from a tap (the camera button): browsers let a page play sound only after one. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null;
  }
}

function beep(frequency: number, startAt: number, seconds: number): void {
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.25, audio.currentTime + startAt);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + startAt + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + startAt);
  oscillator.stop(audio.currentTime + startAt + seconds);
}

export function signal(good: boolean): void {
  if (good) beep(1046, 0, 0.15);
  else {
    beep(330, 0, 0.18);
    beep(330, 0.25, 0.18);
  }
  try {
    navigator.vibrate?.(good ? 80 : [200, 100, 200]);
  } catch {
    // no vibration on this device
  }
}
