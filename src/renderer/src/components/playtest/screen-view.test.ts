// The screening ranking's shaping for the Playtest view: rows in rank order with units and intervals, identical
// options marked "no effect in these games", the chart one bar per option, and the options not screened listed.
import { describe, expect, it } from 'vitest';
import { rankScreen, type ScreenCell } from '../../../../engine';
import { translate, type MessageKey } from '../../i18n/messages';
import { screenPick } from '../../stores/playtest';
import { notScreened, screenChart, screenRows, effectText, type ScreenResult } from './screen-view';

const eff = (metric: string, unit: 'pp' | '%', effect: number, lo: number, hi: number, significant: boolean) => ({
  metric,
  group: unit === '%' ? 'length' : 'wins',
  unit,
  effect,
  lo,
  hi,
  pAdjusted: significant ? 0.001 : 0.4,
  significant,
});
const cells: ScreenCell[] = [
  { option: 'same', value: true, level: 'normal', identical: true, top: null, significantRows: 0 },
  {
    option: 'small',
    value: 2,
    level: 'normal',
    identical: false,
    top: eff('team 0 wins', 'pp', 3, -5, 11, false),
    significantRows: 0,
  },
  {
    option: 'long',
    value: 3,
    level: 'normal',
    identical: false,
    top: eff('mean actions', '%', 14.2, 8, 20, true),
    significantRows: 1,
  },
];
const screen: ScreenResult = {
  levels: ['normal'],
  values: 3,
  ranking: rankScreen(cells),
  skipped: [{ option: 'realmRuleMoves', reason: 'a list (screen it with compare --set)' }],
};

describe('screening view data', () => {
  const t = (l: 'de' | 'en') => (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate(l, k, p);
  it('rows follow the rank: the significant length effect first, the identical option last and marked', () => {
    const rows = screenRows(screen, 'en', 'gassi');
    expect(rows.map((r) => r.option)).toEqual(['long', 'small', 'same']);
    expect(rows[0]).toMatchObject({
      rank: 1,
      unit: '%',
      effect: 14.2,
      lo: 8,
      hi: 20,
      significant: true,
      state: 'moved',
    });
    expect(rows[2]!.state).toBe('identical');
    expect(effectText(rows[2]!, 'en', t('en'))).toBe('no effect in these games');
    expect(effectText(rows[2]!, 'de', t('de'))).toBe('keine Wirkung in diesen Partien');
    expect(effectText(rows[0]!, 'de', t('de'))).toBe('+14,2 %');
  });
  it('the chart has one horizontal bar per option with its interval, in rank order', () => {
    const c = screenChart(screenRows(screen, 'en', 'gassi'), t('en'), 1);
    expect(c.horizontal).toBe(true);
    expect(c.labels[0]).toBe('1. long = 3 [%] *');
    expect(c.labels[2]).toContain('no effect in these games');
    expect(c.datasets[0]!.data).toEqual([[8, 20], [-5, 11], null]);
    expect(c.datasets[1]!.data).toEqual([14.2, 3, 0]);
  });
  it('lists skipped options with the reason in words and those left out as not chosen', () => {
    const left = notScreened(
      screen,
      ['same', 'small', 'long'],
      ['same', 'small', 'long', 'other', 'realmRuleMoves'],
      t('de'),
    );
    expect(left).toEqual([
      { option: 'other', reason: 'nicht gewählt' },
      { option: 'realmRuleMoves', reason: 'eine Liste (ihre Werte mit einem A/B-Vergleich vergleichen)' },
    ]);
  });
  it('the form names no options when none is left out, else the ticked ones', () => {
    expect(screenPick([], ['a', 'b'])).toBeUndefined();
    expect(screenPick(['a'], ['a', 'b'])).toEqual(['b']);
    expect(screenPick(['a', 'b'], ['a', 'b'])).toEqual([]);
  });
});
