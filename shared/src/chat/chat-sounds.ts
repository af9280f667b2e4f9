import type { ChatSound } from './chat-alert';

// The two sounds of spec §9, synthesised (no audio files to ship): a short high "pop" for a message in the open
// chat, a two-note chime for everything else. A browser that refuses audio before a user gesture stays silent.

let context: AudioContext | null = null;

function tone(audio: AudioContext, frequency: number, start: number, duration: number, volume: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, audio.currentTime + start);
  gain.gain.setValueAtTime(volume, audio.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + start + duration);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + start);
  oscillator.stop(audio.currentTime + start + duration);
}

export function playChatSound(sound: ChatSound): void {
  try {
    const Audio = globalThis.AudioContext;
    if (!Audio) return;
    context ??= new Audio();
    if (sound === 'pop') tone(context, 880, 0, 0.08, 0.2);
    else {
      tone(context, 660, 0, 0.15, 0.2);
      tone(context, 990, 0.15, 0.25, 0.2);
    }
  } catch {
    // No sound is better than a broken page.
  }
}
