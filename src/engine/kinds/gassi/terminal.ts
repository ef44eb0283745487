// Gassi at the terminal (`GameKind.terminal`, `rulebench play`): the table (dogs, bones, piles) drawn from one
// seat's view only, face-down cards as `?` (GAS-016); and the cards an entry plays. Texts from the engine's
// catalogues. Pure.
import type { CompiledGame } from '../../core/game';
import type { GassiView } from './view-type';
import { seatNumber, type KindTerminal, type TerminalTextOptions as TextOptions } from '../../core/terminal';
import { seatName } from '../../core/sight';
import { message, type MessageKey, type MessageParams } from '../../messages';

/** The Gassi table seen in `view` (a Gassi seat view): round, piles, each seat's hand size, bones and dogs (GAS-016: `?` for what is face down). */
export function gassiTableText(game: CompiledGame, v: GassiView, opts: TextOptions): string {
  const t = (key: MessageKey, p?: MessageParams) => message(opts.lang, key, p);
  const lines = [
    t('term.gassi.head', {
      round: v.round,
      draw: v.drawCount,
      discard: v.discard.length ? v.discard[v.discard.length - 1]! : t('term.empty'),
    }),
  ];
  for (const s of game.layout.active) {
    const n = v.handCounts[s];
    const cards =
      n === null || n === undefined
        ? t('term.gassi.handHidden')
        : n === 1
          ? t('common.oneCard')
          : t('common.cards', { count: n });
    lines.push(
      t('term.gassi.seat', {
        name: `${v.seat === s ? '>' : ' '} ${seatNumber(s)} ${seatName(s, opts)}`,
        cards,
        bones: (v.bones[s] ?? 0) === 1 ? t('term.gassi.oneBone') : t('term.gassi.bones', { n: v.bones[s] ?? 0 }),
      }),
    );
    const dogs = v.dogs.filter((d) => d.owner === s);
    if (!dogs.length) lines.push(t('term.gassi.noDogs'));
    for (const d of dogs) {
      const realm = d.realm ?? '?';
      const state = d.hidden ? `${d.state} (${t('term.gassi.faceDown')})` : d.state;
      const extra =
        (d.attackers.length ? t('term.gassi.attackers', { list: d.attackers.join(' ') }) : '') +
        (d.beasts.length ? t('term.gassi.beasts', { list: d.beasts.join(' ') }) : '');
      lines.push(t('term.gassi.dog', { id: d.id, realm, state, pile: d.pile.map((c) => c ?? '?').join(' '), extra }));
    }
  }
  lines.push(t('term.gassi.legend'));
  return lines.join('\n');
}

/** The hand cards a Gassi entry plays: every card name after the move (`HUNTER:HUNTER` counts twice). */
export function gassiEntryCards(entry: string): string[] {
  return entry
    .trim()
    .split(/\s+/)
    .slice(1)
    .flatMap((tok) => (/^[A-Z][A-Z0-9+]*(:[A-Z][A-Z0-9+]*)*$/.test(tok) ? tok.split(':') : []));
}

/** Gassi's terminal members: the table, and the cards an entry plays (for "you do not hold …"). */
export const gassiTerminal: KindTerminal<GassiView> = { board: gassiTableText, entryCards: gassiEntryCards };
