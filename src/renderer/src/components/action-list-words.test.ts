// @vitest-environment happy-dom
// The replay's move list shows, instead of raw notation ("give:5", "X=K:exit"), the
// sentence the table's log uses for the replay's perspective (engine replayLogFor, hidden cards stay hidden), the
// notation only in the row's tooltip; a list without sentences still shows the notation.
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createApp, h, nextTick } from 'vue';
import ActionList from './ActionList.vue';

async function rows(
  actions: { seat: number; notation: string; text?: string }[],
): Promise<{ text: string; title: string | null }[]> {
  const pinia = createPinia();
  setActivePinia(pinia);
  const el = document.createElement('div');
  document.body.append(el);
  const app = createApp({ render: () => h(ActionList, { actions, step: 1, labels: ['Du', 'Beat'] }) });
  app.use(pinia);
  app.mount(el);
  await nextTick();
  const out = [...el.querySelectorAll('li[data-step]')]
    .filter((li) => li.getAttribute('data-step') !== '0')
    .map((li) => ({
      text: [...li.querySelectorAll('span, code')]
        .map((e) => e.textContent!.trim())
        .filter(Boolean)
        .join(' '),
      title: li.getAttribute('title'),
    }));
  app.unmount();
  el.remove();
  return out;
}

describe('the replay move list in words', () => {
  it('shows the log sentence, not the notation; the notation stays in the tooltip', async () => {
    const r = await rows([
      { seat: 1, notation: 'give:?', text: 'Beat gibt dir eine Karte' },
      {
        seat: 0,
        notation: 'X=K:exit',
        text: 'Du spielst einen Joker als König und setzt einen Spielstein aufs Startfeld P0',
      },
    ]);
    expect(r.map((x) => x.text)).toEqual([
      '1 Beat gibt dir eine Karte',
      '2 Du spielst einen Joker als König und setzt einen Spielstein aufs Startfeld P0',
    ]);
    expect(r.map((x) => x.title)).toEqual(['give:?', 'X=K:exit']);
    expect(r.some((x) => /give:|X=K/.test(x.text))).toBe(false);
  });

  it('without sentences (an older caller) the name and notation are shown', async () => {
    expect((await rows([{ seat: 1, notation: 'give:5' }]))[0]!.text).toBe('1 Beat give:5');
  });
});
