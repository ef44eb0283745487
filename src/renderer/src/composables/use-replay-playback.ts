// Play/pause timer and ←/→ keys for the open replay.
import { onBeforeUnmount, onMounted, watch } from 'vue';
import type { useReplayStore } from '../stores/replay';

export function useReplayPlayback(replay: ReturnType<typeof useReplayStore>): void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  watch(
    () => [replay.playing, replay.interval] as const,
    ([playing, interval]) => {
      stop();
      if (!playing) return;
      timer = setInterval(() => {
        if (replay.atEnd) replay.setPlaying(false);
        else replay.forward();
      }, interval);
    },
  );
  const onKey = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    // Inputs (the slider too: it steps by itself) and text fields keep their own keys.
    if (el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT'))
      return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') replay.forward(e.shiftKey ? 10 : 1);
    else if (e.key === 'ArrowLeft') replay.back(e.shiftKey ? 10 : 1);
    else if (e.key === 'Home') replay.seek(0);
    else if (e.key === 'End') replay.seek(replay.length);
    else if (e.key === ' ' && el?.tagName !== 'BUTTON') replay.setPlaying(!replay.playing);
    else return;
    e.preventDefault();
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey);
    stop();
  });
}
