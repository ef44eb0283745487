// The Gämsh Alpin booklet, written from seed 004 (Zoch 2016, German authoritative, English from its
// translation) and computed from the compiled rules: teams, points of each call, the target and the Föhn cards in
// play. The seed's worked examples (Marcy, Toby, Kelly, Benedict) are told as it tells them. Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import type { GamshRules } from './rules';
import { escapeHtml } from '../../rulesheet/html';
import type { SheetBlock, SheetExample, SheetSection } from '../../rulesheet/model';
import { t, type Text } from '../../rulesheet/booklet/common';
import { gamshFoehnSvg } from './booklet-cards';
import { FOEHN } from './foehn-words';
import { printedCard } from './deck-table';

const SEAT_FILL = ['#d62828', '#1d5fbf', '#2a9d3f'];

/**
 * The Gämsh table from above: the middle with its four face-up cards, each team's two partners sitting opposite
 * each other with the middle between them (seed 004: "Setzt Euch so, dass diese zwischen beiden Partnern jeden
 * Teams liegt"), each player's four hand cards, and the draw pile.
 */
export function gamshTableSvg(teams: number, lang: SheetLang): string {
  const W = 300;
  const c = W / 2;
  const n = teams * 2;
  const out: string[] = [];
  const de = lang === 'de';
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${W}" width="250" height="250" role="img" aria-label="${de ? 'Der Tisch' : 'The table'}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  out.push(`<circle cx="${c}" cy="${c}" r="120" fill="#e8f1e4" stroke="#4f7a3a" stroke-width="1.5"/>`);
  // the middle: four face-up cards
  for (let i = 0; i < 4; i++)
    out.push(
      `<rect x="${c - 38 + i * 19}" y="${c - 14}" width="16" height="24" rx="2" fill="#fff" stroke="#333" stroke-width="0.8"/>`,
    );
  out.push(
    `<text x="${c}" y="${c + 27}" font-size="12" text-anchor="middle">${escapeHtml(de ? 'Tischmitte' : 'Middle')}</text>`,
  );
  // draw pile
  out.push(
    `<rect x="${c + 28}" y="${c - 44}" width="16" height="24" rx="2" fill="#c96f2d" stroke="#333" stroke-width="0.8"/><rect x="${c + 30}" y="${c - 46}" width="16" height="24" rx="2" fill="#e07b32" stroke="#333" stroke-width="0.8"/>`,
  );
  out.push(
    `<text x="${c + 38}" y="${c - 51}" font-size="12" text-anchor="middle">${escapeHtml(de ? 'Nachziehstapel' : 'Draw pile')}</text>`,
  );
  for (let s = 0; s < n; s++) {
    const team = s % teams;
    const a = (90 + (360 * s) / n) * (Math.PI / 180);
    const x = c + 102 * Math.cos(a);
    const y = c + 102 * Math.sin(a);
    const fill = SEAT_FILL[team % SEAT_FILL.length]!;
    out.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="13" fill="${fill}" stroke="#fff" stroke-width="1.5"/>`,
    );
    out.push(
      `<text x="${x.toFixed(1)}" y="${(y + 4.5).toFixed(1)}" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff">${escapeHtml(de ? `T${team + 1}` : `T${team + 1}`)}</text>`,
    );
    // four hand cards toward the middle
    const hx = c + 76 * Math.cos(a);
    const hy = c + 76 * Math.sin(a);
    for (let k = 0; k < 4; k++) {
      const dx = (k - 1.5) * 7;
      out.push(
        `<rect x="${(hx + dx * Math.sin(a) - 3).toFixed(1)}" y="${(hy - dx * Math.cos(a) - 5).toFixed(1)}" width="6" height="10" rx="1" fill="#fff" stroke="${fill}" stroke-width="0.8"/>`,
      );
    }
  }
  // partners: a dashed line across the middle for team 1
  for (let team = 0; team < teams; team++) {
    const a1 = (90 + (360 * team) / n) * (Math.PI / 180);
    const a2 = (90 + (360 * (team + teams)) / n) * (Math.PI / 180);
    out.push(
      `<line x1="${(c + 88 * Math.cos(a1)).toFixed(1)}" y1="${(c + 88 * Math.sin(a1)).toFixed(1)}" x2="${(c + 88 * Math.cos(a2)).toFixed(1)}" y2="${(c + 88 * Math.sin(a2)).toFixed(1)}" stroke="${SEAT_FILL[team]}" stroke-width="0.8" stroke-dasharray="3 3" opacity="0.7"/>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

/** "1 Punkt" / "2 Punkte" / "1 point". */
function pts(n: number, lang: SheetLang): string {
  return lang === 'de' ? `${n} ${n === 1 ? 'Punkt' : 'Punkte'}` : `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** The booklet sections of a Gämsh ruleset. */
export function gamshBookletSections(game: CompiledGame, lang: SheetLang): SheetSection[] {
  const r = game.rules as GamshRules;
  const L = (x: Text) => x[lang];
  const de = lang === 'de';
  const foehn = r.foehn.length > 0;
  const motifs = r.motifs.length;
  const cards = motifs * 4 + r.foehn.length;
  const p = r.points;
  const wrongPayout =
    r.outgamshWrongPayout === 'namedTeamOnly'
      ? t('für das genannte Team', 'for the team you named')
      : t('für jedes andere Team', 'for every other team');
  const sections: SheetSection[] = [
    {
      id: 'idea',
      title: L(t('Spielidee', 'The idea')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              `In Gämsh Alpin spielen Zweierteams gegeneinander: zu viert zwei Teams, zu sechst drei Teams. Jedes Team vereinbart vorab ein geheimes Zeichen. Dann tauschen alle gleichzeitig Handkarten gegen Karten aus der Tischmitte. Jede Person versucht, ein Quartett auf die Hand zu bekommen. Sobald du ein Quartett hast, gibst du deinem Partner das geheime Zeichen — und er ruft laut: „Gämsh!“`,
              `In Gämsh Alpin, teams of two play against each other: two teams with four players, three teams with six. Before the game each team agrees on a secret signal. Then everybody swaps hand cards with cards from the middle at the same time, trying to collect a quartet. As soon as you have one, you give your partner the secret signal — and your partner shouts: "Gämsh!"`,
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              `Ziel des Spiels: Als erstes Team ${r.target} Punkte sammeln.`,
              `The goal: be the first team to score ${r.target} points.`,
            ),
          ),
        },
      ],
    },
    {
      id: 'material',
      title: L(t('Spielmaterial', 'What you need')),
      blocks: [
        {
          type: 'list',
          items: [
            L(
              t(
                `${cards} Spielkarten: ${motifs} Quartette zu je 4 Karten (drei Tagkarten und eine Nachtkarte desselben Motivs)${foehn ? ` und ${r.foehn.length} Föhnkarten, orange Sonderkarten` : ''}`,
                // "Föhn" is the warm, dry wind that falls down the Alps' lee side; an English reader meets the word
                // here first (the seeds' "special 'Föhn' cards"), so it is explained here.
                `${cards} cards: ${motifs} quartets of 4 cards (three Day cards and one Night card of the same motif)${foehn ? ` and ${r.foehn.length} Föhn cards — orange special cards named after the Föhn, a warm wind that sweeps down from the Alps` : ''}`,
              ),
            ),
            L(t('27 Punktsteine in drei Farben (9 pro Team)', '27 point stones in three colours (9 per team)')),
          ],
        },
        {
          // a regular-width picture (not a wide one), so the rules after it keep to the pages they need
          type: 'figures',
          figures: [
            {
              svg: gamshTableSvg(r.teams, lang),
              caption: L(
                t(
                  'So sitzt ihr: Die Partner eines Teams (T1 rot, T2 blau' +
                    (r.teams === 3 ? ', T3 grün' : '') +
                    ') sitzen sich gegenüber, die Tischmitte mit vier offenen Karten liegt zwischen ihnen.' +
                    (r.teams === 2 ? ' Zu sechst sitzt das dritte Team (T3) ebenso über Kreuz dazwischen.' : ''),
                  'How you sit: the two partners of a team (T1 red, T2 blue' +
                    (r.teams === 3 ? ', T3 green' : '') +
                    ') sit opposite each other with the middle and its four face-up cards between them.' +
                    (r.teams === 2
                      ? ' With six players the third team (T3) sits in between, also opposite each other.'
                      : ''),
                ),
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'setup',
      title: L(t('Vorbereitung', 'Setting up')),
      blocks: [
        {
          type: 'list',
          items: [
            L(
              t(
                `Bildet feste Zweierteams — zu viert zwei, zu sechst drei — und setzt euch so, dass die Tischmitte zwischen den beiden Partnern jedes Teams liegt. Die Teams bleiben das ganze Spiel über gleich.`,
                `Form fixed teams of two — two teams with four players, three with six — and sit so that the middle of the table lies between the two partners of each team. Teams stay the same for the whole game.`,
              ),
            ),
            L(
              t(
                'Legt für jedes Team neun gleichfarbige Punktsteine bereit.',
                'Put out nine point stones of one colour for each team.',
              ),
            ),
            L(
              t(
                'Vereinbart in jedem Team ein einziges geheimes Zeichen: eine Geste (Augenzwinkern, hinter dem Ohr kratzen), ein Laut (Husten, Räuspern), ein Wort („Sapperlot!“) oder ein Thema (das miese Wetter). Die anderen müssen es sehen oder hören können. Falsche Zeichen ohne Bedeutung dürft ihr jederzeit geben. Ändern dürft ihr euer Zeichen während des Spiels nicht — ein neues vereinbart nur ein Team, dessen Zeichen erraten wurde. Schreibt euer Zeichen ruhig zur Kontrolle auf.',
                'Each team agrees on one secret signal: a gesture (a wink, scratching your ear), a sound (a cough, clearing your throat), a word ("Booyah!") or a topic (the awful weather). The others must be able to see or hear it. You may give false signals at any time. You may not change your signal during the game — only a team whose signal was named agrees on a new one. You may write your signal down so that it can be checked.',
              ),
            ),
            L(
              t(
                'Mischt alle Karten und bildet einen Nachziehstapel. Jede Person bekommt vier Handkarten und schaut sie kurz an. Dann werden vier Karten gleichzeitig offen in die Tischmitte gelegt — und los geht es.',
                'Shuffle all cards into a draw pile. Everyone gets four hand cards and has a quick look. Then four cards are turned face up in the middle all at once — and off you go.',
              ),
            ),
          ],
        },
      ],
    },
    {
      id: 'swapping',
      title: L(t('Karten tauschen', 'Swapping cards')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              'Alle tauschen gleichzeitig, so schnell sie können und wollen: Wirf eine Handkarte offen in die Tischmitte und nimm dann eine andere Karte aus der Mitte auf. Es gibt keine Reihenfolge — wer zuerst kommt, mahlt zuerst. Du darfst so oft tauschen, wie du willst, auch eine Karte zurücknehmen, die du eben abgeworfen hast. Achte darauf, immer vier Handkarten zu haben.',
              'Everyone swaps at the same time, as fast as they can and want to: throw one hand card face up into the middle, then take another card from the middle. There are no turns — first come, first served. You may swap as often as you like, even take back a card you just threw in. Make sure you always hold four cards.',
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              'Im Streitfall gilt: Eine Karte liegt in der Tischmitte, sobald sie keine Hand mehr berührt; sie ist eine Handkarte, sobald sie den Tisch nicht mehr berührt. Will niemand mehr tauschen, werden die vier Karten der Tischmitte durch neue ersetzt.',
              'To settle disputes: a card is in the middle as soon as no hand touches it; it is a hand card as soon as it no longer touches the table. If nobody wants to swap any more, the four cards in the middle are replaced by new ones.',
            ),
          ),
        },
      ],
    },
    {
      id: 'calls',
      title: L(t('Gämsh, Doppel-Gämsh, Gegen-Gämsh', 'Gämsh, Double Gämsh, Counter Gämsh')),
      blocks: [
        {
          type: 'terms',
          items: [
            {
              term: L(t('Gämsh!', 'Gämsh!')),
              rules: ['GAM-031'],
              text: L(
                t(
                  `Du rufst, wenn dein Partner ein Quartett auf der Hand hat. Stimmt es, bekommt euer Team ${pts(p.gamsh, lang)}.`,
                  `Call it when your partner holds a quartet. If right, your team scores ${pts(p.gamsh, lang)}.`,
                ),
              ),
            },
          ],
        },
        told(
          1,
          t('Ein richtiges Gämsh', 'a correct Gämsh'),
          ['GAM-031', 'GAM-016'],
          t(
            'Marcy spricht den letzten Campingurlaub an und gibt damit das geheime Zeichen. Ihr Partner Toby ist aufmerksam und ruft: „Gämsh!“ Marcy zeigt, dass sie tatsächlich ein Quartett hat. Die beiden bekommen einen Punkt.',
            'Marcy mentions her last camping trip, which is her team\'s secret signal. Her partner Toby notices and shouts "Gämsh!" Marcy shows that she does hold a quartet. The two of them score a point.',
          ),
        )(lang),
        {
          type: 'terms',
          items: [
            {
              term: L(t('Doppel-Gämsh!', 'Double Gämsh!')),
              rules: ['GAM-032'],
              text: L(
                t(
                  `Du rufst, wenn dein Partner und du beide ein Quartett habt: ${pts(p.double, lang)}.${r.doubleWhenOnlyOneQuartet === 'scoreAsGamsh' ? ' Hat nur einer von euch ein Quartett, zählt es wie ein einfaches Gämsh.' : ''}`,
                  `Call it when both you and your partner hold a quartet: ${pts(p.double, lang)}.${r.doubleWhenOnlyOneQuartet === 'scoreAsGamsh' ? ' If only one of you has a quartet, it scores like a plain Gämsh.' : ''}`,
                ),
              ),
            },
            {
              term: L(t('Gegen-Gämsh!', 'Counter Gämsh!')),
              rules: ['GAM-033'],
              text: L(
                t(
                  `Du zeigst auf eine Person eines anderen Teams und rufst, wenn du glaubst, dass sie oder ihr Partner ein Quartett hat: ${pts(p.counter, lang)}.`,
                  `Point at a player of another team and call it if you think they or their partner hold a quartet: ${pts(p.counter, lang)}.`,
                ),
              ),
            },
          ],
        },
        told(
          2,
          t('Ein richtiges Gegen-Gämsh', 'a correct Counter Gämsh'),
          ['GAM-033'],
          t(
            'Kelly nimmt eine Alphornkarte aus der Tischmitte. Toby hat beobachtet, dass Kelly Alphörner sammelt, zeigt auf sie und ruft: „Gegen-Gämsh!“ Kelly muss ihre Hand zeigen: Sie hat tatsächlich alle vier Alphörner. Tobys Team bekommt einen Punkt.',
            'Kelly takes an Alphorn from the middle. Toby has noticed that Kelly collects Alphorns, points at her and shouts "Counter Gämsh!" Kelly has to show her hand: she does hold all four Alphorns. Toby\'s team scores a point.',
          ),
        )(lang),
        {
          type: 'paragraph',
          text: L(
            t(
              'Du musst nicht auf ein Zeichen warten: Rufen darfst du jederzeit. Nach einem Ruf zeigen die Betroffenen ihre Hand. Mit einem richtigen Ruf verdient dein Team die Punkte — mit einem falschen schenkst du sie jedem anderen Team.',
              'You need not wait for a signal: you may call at any time. After a call, the players concerned show their hands. A correct call earns your team the points — a wrong one gives them to every other team.',
            ),
          ),
        },
        told(
          3,
          t('Ein falsches Gegen-Gämsh bei drei Teams', 'a wrong Counter Gämsh with three teams'),
          ['GAM-034', 'GAM-033'],
          t(
            'Toby hört auf zu tauschen, schaut seine Partnerin Marcy erwartungsvoll an und streicht sich über den Kinnbart — das ist gar nicht ihr Zeichen. Benedict fällt darauf herein und ruft: „Gegen-Gämsh!“ Weder Toby noch Marcy haben ein Quartett. Benedict schenkt damit Marcy und Toby einen Punkt und auch dem dritten Team, Oscar und Mike.',
            'Toby stops swapping, looks at his partner Marcy expectantly and strokes his beard — which is not their signal at all. Benedict falls for it and shouts "Counter Gämsh!" Neither Toby nor Marcy has a quartet. So Benedict gives a point to Marcy and Toby and one to the third team, Oscar and Mike.',
          ),
        )(lang),
      ],
    },
    {
      id: 'outgamsh',
      title: L(t('Ausgegämsh!', 'Outgämshed!')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              `Du kannst auch versuchen, das geheime Zeichen eines anderen Teams zu erraten: Zeig auf das Team und sag: „Euer geheimes Zeichen ist …!“ Stimmt es, bekommt dein Team ${pts(p.outgamsh, lang)}; das Spiel pausiert, und das ertappte Team vereinbart ein neues Zeichen. Liegst du falsch, bekommt ${r.outgamshWrongPayout === 'namedTeamOnly' ? 'das genannte Team' : 'jedes andere Team'} ${pts(p.outgamsh, lang)}, und ihr spielt weiter.`,
              `You may also try to name another team's secret signal: point at the team and say: "Your secret signal is …!" If you are right, your team scores ${pts(p.outgamsh, lang)}; play pauses and the outed team agrees on a new signal. If you are wrong, ${r.outgamshWrongPayout === 'namedTeamOnly' ? 'the team you named scores' : 'every other team scores'} ${pts(p.outgamsh, lang)}, and play goes on.`,
            ),
          ),
        },
      ],
    },
  ];
  if (foehn) {
    sections.push({
      id: 'foehn',
      title: L(t('Die Föhnkarten', 'The Föhn cards')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              'Die orangen Föhnkarten wirken nur, solange sie offen in der Tischmitte liegen. Du kannst sie wie andere Karten abwerfen und aufnehmen. Abklatschen heisst: als erste Person mit der flachen Hand auf die Karte in der Tischmitte schlagen. Nimm immer zuerst deine neue Karte auf, bevor du etwas abklatschst.',
              'The orange Föhn cards only work while they lie face up in the middle. You can throw them in and take them like other cards. To slap a card, be the first to hit it with the flat of your hand while it lies in the middle. Always finish your swap before you slap anything.',
            ),
          ),
        },
        {
          type: 'terms',
          items: r.foehn.map((f) => ({
            svg: gamshFoehnSvg(f, lang),
            term: L(FOEHN[f]!.name),
            // the words of the effect the card carries in this deck (the standard deck: its own)
            text: L(FOEHN[printedCard(r.effectOf[f]!)]!.text)
              .replace('{catch}', pts(p.catch, lang))
              .replace('{snack}', pts(p.snack, lang))
              .replace(
                '{snackSix}',
                L(
                  t(
                    ` Zu sechst gilt ausserdem: Hat jedes der drei Teams genau eine Karte abgeklatscht, bekommt jedes Team ${pts(p.snack, lang)}.`,
                    ` With six players, also: if each of the three teams slapped exactly one card, every team scores ${pts(p.snack, lang)}.`,
                  ),
                ),
              ),
          })),
        },
      ],
    });
  }
  sections.push({
    id: 'end',
    // the rounds and the end of the game in one chapter, so that the Föhn booklet keeps to three pages
    title: L(t('Neue Runden und Spielende', 'New rounds and the end of the game')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            'Jedes Gämsh, Doppel-Gämsh und Gegen-Gämsh und jedes richtig erratene Zeichen beendet die Runde: Alle Karten werden neu gemischt und neu ausgeteilt. Nach einem falsch erratenen Zeichen' +
              (foehn ? ' und nach den Föhnkarten' : '') +
              ' spielt ihr einfach weiter.',
            'Every Gämsh, Double Gämsh and Counter Gämsh and every correctly named signal ends the round: all cards are shuffled and dealt anew. After a wrong guess at a signal' +
              (foehn ? ' and after the Föhn cards' : '') +
              ' you simply play on.',
          ),
        ),
      },
      {
        type: 'paragraph',
        text: L(
          t(
            `Sobald ein Team ${r.target} Punkte oder mehr hat, endet das Spiel sofort. Das Team mit den meisten Punkten gewinnt; bei Gleichstand gibt es mehrere Sieger.`,
            `As soon as a team has ${r.target} or more points, the game ends at once. The team with the most points wins; if teams tie, they all win.`,
          ),
        ),
      },
      {
        type: 'table',
        head: [L(t('Ruf', 'Call')), L(t('richtig', 'correct')), L(t('falsch', 'wrong'))],
        rows: [
          [
            L(t('Gämsh', 'Gämsh')),
            L(t(`${pts(p.gamsh, lang)} für euch`, `${pts(p.gamsh, lang)} for you`)),
            L(t(`${pts(p.gamsh, lang)} für jedes andere Team`, `${pts(p.gamsh, lang)} for every other team`)),
          ],
          [
            L(t('Doppel-Gämsh', 'Double Gämsh')),
            L(t(`${pts(p.double, lang)} für euch`, `${pts(p.double, lang)} for you`)),
            L(t(`${pts(p.double, lang)} für jedes andere Team`, `${pts(p.double, lang)} for every other team`)),
          ],
          [
            L(t('Gegen-Gämsh', 'Counter Gämsh')),
            L(t(`${pts(p.counter, lang)} für euch`, `${pts(p.counter, lang)} for you`)),
            L(t(`${pts(p.counter, lang)} für jedes andere Team`, `${pts(p.counter, lang)} for every other team`)),
          ],
          [
            L(t('Ausgegämsh', 'Outgämshed')),
            L(t(`${pts(p.outgamsh, lang)} für euch`, `${pts(p.outgamsh, lang)} for you`)),
            `${pts(p.outgamsh, lang)} ${L(wrongPayout)}`,
          ],
        ],
        className: 'score',
      },
    ],
  });
  return sections;
}

/**
 * One of the seed's told examples (004: Marcy, Toby, Kelly, Benedict) as a booklet example, printed right after the
 * call it shows: titled "Beispiel: …" / "Example: …", with the rule IDs it shows (GAM-031 …). Pure.
 */
function told(n: number, title: Text, rules: readonly string[], text: Text): (lang: SheetLang) => SheetExample {
  return (lang) => ({
    type: 'example',
    id: `example-${n}`,
    title: `${lang === 'de' ? 'Beispiel' : 'Example'}: ${title[lang]}`,
    rules,
    blocks: [{ type: 'paragraph', text: text[lang] }],
  });
}

/** The seed's tips for Gämsh (004). */
export function gamshTips(game: CompiledGame, lang: SheetLang): SheetBlock[] {
  const r = game.rules as GamshRules;
  const L = (x: Text) => x[lang];
  return [
    {
      type: 'tip',
      title: L(t('Tipp: Unterschätzt das Raten nicht', 'Tip: do not underestimate guessing')),
      text: L(
        t(
          `Ein falsch erratenes Zeichen kostet: ${r.outgamshWrongPayout === 'namedTeamOnly' ? 'Das genannte Team' : 'Jedes andere Team'} bekommt ${pts(r.points.outgamsh, lang)}.`,
          `A wrong guess at a signal is costly: ${r.outgamshWrongPayout === 'namedTeamOnly' ? 'the team you named' : 'every other team'} scores ${pts(r.points.outgamsh, lang)}.`,
        ),
      ),
    },
    // only where the Föhn cards are in the game: a booklet without them does not name them
    ...(r.foehn.length
      ? [
          {
            type: 'tip' as const,
            title: L(t('Tipp: Für die ersten Partien', 'Tip: for your first games')),
            text: L(
              t(
                'Lasst die Föhnkarten bei den ersten Partien weg. Sie sind für erfahrene Gämsh-Alpinisten gedacht.',
                'Leave the Föhn cards out for your first games. They are meant for experienced Gämsh alpinists.',
              ),
            ),
          },
        ]
      : []),
  ];
}
