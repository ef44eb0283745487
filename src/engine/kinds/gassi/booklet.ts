// The Gassi booklet, written from seed 000 ("Gassi. Spielanleitung (Entwurf)" 2.5.3) and computed from
// the compiled move table and options: the deck from the card table, each move with its states and the limits in
// force (at most `walkMaxCards` walkers per walk, `giveawayMaxCards` cards per giveaway), the scoring values. Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { escapeHtml } from '../../rulesheet/html';
import type { SheetBlock, SheetSection } from '../../rulesheet/model';
import { t, type Text } from '../../rulesheet/booklet/common';

const REALM_FILL = ['#8c8c8c', '#3f8f3a', '#2f6fb3', '#b5651d', '#7b3fa0'];

/**
 * The Gassi deck as a picture: one column per realm (THE STREETS, THE WOODS, THE RIVERS, GLOBAL), one row per
 * role (WALKER, ATTACKER, DEFENDER, BEAST), each card name with its count, coloured by realm.
 */
export function gassiDeckSvg(rules: GassiRules, lang: SheetLang): string {
  const roles = [...new Set(rules.cards.map((c) => c.role))];
  const realms = rules.realms;
  const cw = 64,
    rh = 44,
    lw = 70,
    top = 22;
  const W = lw + realms.length * cw + 4;
  const H = top + roles.length * rh + 4;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${lang === 'de' ? 'Die Karten' : 'The cards'}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  realms.forEach((r, j) =>
    out.push(
      `<text x="${lw + j * cw + cw / 2}" y="14" font-size="9" font-weight="bold" text-anchor="middle" fill="${REALM_FILL[j % REALM_FILL.length]}">${escapeHtml(r.name)}</text>`,
    ),
  );
  roles.forEach((role, i) => {
    const y = top + i * rh;
    out.push(`<text x="4" y="${y + rh / 2 + 3}" font-size="9" font-weight="bold">${escapeHtml(role)}</text>`);
    realms.forEach((_, j) => {
      const cards = rules.cards.filter((c) => c.role === role && c.realm === j);
      cards.forEach((c, k) => {
        const x = lw + j * cw + 3;
        const h = (rh - 6) / Math.max(1, cards.length);
        const yy = y + 2 + k * h;
        out.push(
          `<rect x="${x}" y="${yy}" width="${cw - 6}" height="${h - 2}" rx="3" fill="${REALM_FILL[j % REALM_FILL.length]}" opacity="0.9"/>`,
        );
        out.push(
          `<text x="${x + (cw - 6) / 2}" y="${yy + (h - 2) / 2 + 3}" font-size="7.5" text-anchor="middle" fill="#fff">${escapeHtml(c.name)} ×${c.count}</text>`,
        );
      });
    });
  });
  out.push('</svg>');
  return out.join('');
}

const MOVES: Record<string, { title: Text; text: Text }> = {
  ADDDOG: {
    title: t('Einen Hund ins Spiel bringen', 'Bring a dog into play'),
    text: t(
      'Du legst eine WALKER-Karte als neuen Stapel vor dich: Das ist dein neuer Hund, er läuft in der Umgebung dieser Karte. Dafür bekommst du einen Knochen. Einen weiteren Hund darfst du nur ins Spiel bringen, wenn du auf deinen Hunden nicht weiterlaufen kannst und keiner von ihnen Probleme hat.',
      "You lay a WALKER card in front of you as a new pile: that is your new dog, walking in the card's realm. You get a bone for it. You may add another dog only if you cannot walk on your dogs and none of them is in trouble.",
    ),
  },
  ATTACK: {
    title: t('Einen Hund angreifen', 'Attack a dog'),
    text: t(
      'Du legst einen ATTACKER auf den laufenden Hund einer anderen Person. Sie muss reagieren: mit dem passenden DEFENDER verteidigen oder eine Karte vom Nachziehstapel ziehen. Legst du auf einen schon angegriffenen Hund einen weiteren ATTACKER, muss eine Karte mehr gezogen werden. Ein Angriff mit FLEA dauert zwei Runden.',
      "You lay an ATTACKER on another player's walking dog. They must answer: defend with the matching DEFENDER or draw a card from the draw pile. Another ATTACKER on a dog already attacked raises the cards to draw by one. An attack with FLEA lasts two rounds.",
    ),
  },
  DEFEND: {
    title: t('Einen Hund verteidigen', 'Defend a dog'),
    text: t(
      'Gegen einen ATTACKER spielst du den passenden DEFENDER (COINS gegen CATCHER, RABBIT gegen HUNTER, FISH gegen FISHERMAN, DOC gegen FLEA, SACK gegen POOP). Gegen ein BEAST brauchst du zwei passende DEFENDER. Verteidigst du den Hund einer anderen Person, bekommst du einen Knochen.',
      "Against an ATTACKER you play the matching DEFENDER (COINS against CATCHER, RABBIT against HUNTER, FISH against FISHERMAN, DOC against FLEA, SACK against POOP). Against a BEAST you need two matching DEFENDERs. If you defend another player's dog, you get a bone.",
    ),
  },
  ESCAPE: {
    title: t('Vor einem BEAST flüchten', 'Escape from a BEAST'),
    text: t(
      'Mit zwei WALKER-Karten aus der Umgebung des BEAST läuft dein Hund davon; gegen POLICE gehen WALKER jeder Umgebung. Hilfst du dem Hund einer anderen Person zur Flucht, bekommst du einen Knochen.',
      "With two WALKER cards of the BEAST's realm your dog runs away; against POLICE walkers of any realm will do. If you help another player's dog escape, you get a bone.",
    ),
  },
  GIVEAWAY: {
    title: t('Karten abwerfen', 'Give cards away'),
    text: t(
      'Auf einen verteidigten oder gefährdeten Hund wirfst du ATTACKER, DEFENDER oder BEAST ab, die du nicht mehr brauchst — höchstens {giveaway} auf einmal.',
      'Onto a defended or pending dog you throw ATTACKER, DEFENDER or BEAST cards you no longer need — at most {giveaway} at a time.',
    ),
  },
  PUNISH: {
    title: t('Einen Hund bestrafen', 'Punish a dog'),
    text: t(
      'Wurde der Wegezoll nicht bezahlt (der Hund ist gefährdet), legst du ein BEAST, das zum Angreifer passt. Die besitzende Person muss zwei Karten ziehen oder sich wehren. Kann sie sich nur mit Ziehen wehren, verliert sie den Hund: Er gehört nun dir, und du bekommst zwei Knochen.',
      'If the toll was not paid (the dog is pending), you lay a BEAST that fits the attacker. The owner must draw two cards or fight back. If drawing is their only defence, they lose the dog: it becomes yours, and you get two bones.',
    ),
  },
  RESCUE: {
    title: t('Einen Hund retten', 'Rescue a dog'),
    text: t(
      'Einen gefährdeten Hund rettest du mit dem passenden DEFENDER, bevor ein BEAST kommt. Rettest du den Hund einer anderen Person, bekommst du einen Knochen.',
      "You rescue a pending dog with the matching DEFENDER before a BEAST arrives. If you rescue another player's dog, you get a bone.",
    ),
  },
  SWITCH: {
    title: t('Die Umgebung wechseln', 'Switch realm'),
    text: t(
      'Mit einer WALKER-Karte der neuen Umgebung und einem DEFENDER aus der alten Umgebung (oder aus GLOBAL) schickst du einen Hund in eine andere Umgebung — etwa um einem Angriff auszuweichen.',
      'With a WALKER of the new realm and a DEFENDER of the old realm (or of GLOBAL) you move a dog into another realm — for example to avoid an attack.',
    ),
  },
  WALK: {
    title: t('Gassi gehen', 'Walk'),
    text: t(
      'Du legst {walk} aus der Umgebung des Hundes auf ihn: Er läuft wieder und kann wieder angegriffen werden. Das geht auch auf den Hunden anderer Personen.',
      "You lay {walk} of the dog's realm on it: it walks again and can be attacked again. You may do this on other players' dogs too.",
    ),
  },
};

/** The booklet sections of a Gassi ruleset. */
export function gassiBookletSections(game: CompiledGame, lang: SheetLang): SheetSection[] {
  const r = game.rules as GassiRules;
  const L = (x: Text) => x[lang];
  const de = lang === 'de';
  const total = r.cards.reduce((n, c) => n + c.count, 0);
  const moveMax = (name: string) => r.moves.find((m) => m.name === name)?.maxCards ?? 99;
  const walkN = moveMax(r.roles.walk);
  const give = moveMax('GIVEAWAY');
  const walkWords = de
    ? walkN === 1
      ? 'genau eine WALKER-Karte'
      : `eine bis ${walkN} WALKER-Karten`
    : walkN === 1
      ? 'exactly one WALKER card'
      : `one to ${walkN} WALKER cards`;
  const giveWords = de ? (give === 1 ? 'eine Karte' : `${give} Karten`) : give === 1 ? 'one card' : `${give} cards`;
  const moves = r.moves
    .filter((m) => MOVES[m.name])
    .map((m) => ({
      term: `${L(MOVES[m.name]!.title)}`,
      text: L(MOVES[m.name]!.text).replace('{walk}', walkWords).replace('{giveaway}', giveWords),
    }));
  const o = r.o;
  const s = game.options['score'] as Record<string, number | string | boolean> | undefined;
  const sections: SheetSection[] = [
    {
      id: 'idea',
      title: L(t('Die Idee', 'The idea')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              'In Gassi tretet ihr als Hundebesitzer gegeneinander an. Jeder Hund ist ein Kartenstapel vor seiner Besitzerin oder seinem Besitzer. Ihr führt eure Hunde in verschiedenen Umgebungen aus, greift die Hunde der anderen an, verteidigt, bestraft und erobert sie. Gassi ist vor allem ein Kartenablegespiel: Du legst Karten auf deine eigenen Hunde und auf die Hunde der anderen.',
              "In Gassi you compete as dog owners. Each dog is a pile of cards in front of its owner. You walk your dogs in different realms, attack the other players' dogs, defend, punish and conquer them. Gassi is above all a shedding game: you lay cards on your own dogs and on everybody else's.",
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              'Ziel des Spiels: Werde alle Karten los, die du zu Beginn bekommen hast — oder halte ein Set aus fünf Karten auf der Hand: fünf gleiche WALKER, fünf ATTACKER, fünf DEFENDER, fünf BEAST oder ein Full House (drei gleiche und zwei gleiche). Zusätzliche Punkte gibt es für mehrere Hunde, für Knochen, eroberte Hunde und besiedelte Umgebungen.',
              'The goal: get rid of all the cards you were dealt — or hold a set of five cards: five equal WALKERs, five ATTACKERs, five DEFENDERs, five BEASTs or a full house (three of a kind and a pair). Extra points come from several dogs, bones, conquered dogs and settled realms.',
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
                `${total} Karten in ${r.realms.length} Umgebungen und ${new Set(r.cards.map((c) => c.role)).size} Rollen. Die Umgebung einer Karte bestimmt ihre Reichweite, die Rolle ihre Wirkung.`,
                `${total} cards in ${r.realms.length} realms and ${new Set(r.cards.map((c) => c.role)).size} roles. A card's realm is its reach, its role what it does.`,
              ),
            ),
            L(t('Knochen als Marker (jede Art Spielmarke geht auch)', 'Bones as markers (any kind of token will do)')),
          ],
        },
        {
          type: 'figure',
          svg: gassiDeckSvg(r, lang),
          caption: L(
            t(
              'Die Karten nach Rolle (Zeilen) und Umgebung (Spalten), mit ihrer Anzahl. WALKER gibt es nur in den drei natürlichen Umgebungen; GLOBAL wirkt überall.',
              'The cards by role (rows) and realm (columns), with their counts. WALKERs exist only in the three natural realms; GLOBAL works everywhere.',
            ),
          ),
        },
      ],
    },
    {
      id: 'setup',
      title: L(t('Vorbereitung', 'Setting up')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              `Gassi spielen ${game.options['minPlayers']} bis ${game.options['maxPlayers']} Personen. Mischt alle Karten; jede Person bekommt ${o.startHandSize} Karten. Der Rest ist der Nachziehstapel. ${o.startingPlayer === 'random' ? 'Wer beginnt, wird ausgelost.' : 'Die Person links von der austeilenden Person beginnt.'}`,
              `Gassi is for ${game.options['minPlayers']} to ${game.options['maxPlayers']} players. Shuffle all cards and deal ${o.startHandSize} to each player. The rest is the draw pile. ${o.startingPlayer === 'random' ? 'Draw lots for who starts.' : "The player to the dealer's left starts."}`,
            ),
          ),
        },
      ],
    },
    {
      id: 'turn',
      title: L(t('Dein Zug', 'Your turn')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              `Gespielt wird im Uhrzeigersinn. In deinem Zug ${o.turnMode === 'upToTwoCards' ? 'legst du eine oder zwei Handkarten ab' : 'machst du einen Spielzug mit deinen Handkarten'} — oder du ziehst Karten vom Nachziehstapel. Was du legen darfst, hängt vom Zustand der Hunde ab, von deinen Karten und von den Umgebungen. Deinen allerersten Hund legst du verdeckt, damit niemand weiss, wo er läuft.`,
              `Play goes clockwise. On your turn you ${o.turnMode === 'upToTwoCards' ? 'lay one or two hand cards' : 'make one move with your hand cards'} — or you draw cards from the draw pile. What you may lay depends on the dogs' states, your cards and the realms. Your very first dog is laid face down, so nobody knows where it walks.`,
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              'Ein Hund läuft, wird angegriffen, ist gefährdet, fürchtet sich, ist verteidigt oder erobert. Ein angegriffener oder verängstigter Hund muss zuerst verteidigt werden, bevor du etwas anderes tust.',
              'A dog is walking, attacked, pending, afraid, defended or conquered. An attacked or afraid dog must be dealt with before you do anything else.',
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              'Umgebungen: Um mit dem Hund einer anderen Person etwas zu tun (etwa ihn anzugreifen), muss einer deiner Hunde in derselben Umgebung laufen — ausser eine beteiligte Karte ist GLOBAL. Mit einem Knochen kannst du diese Regel einmal umgehen.',
              "Realms: to do anything to another player's dog (attack it, say), one of your dogs must walk in the same realm — unless a card involved is GLOBAL. A bone lets you bypass this rule once.",
            ),
          ),
        },
      ],
    },
    {
      id: 'moves',
      title: L(t('Die Spielzüge', 'The moves')),
      blocks: [
        { type: 'terms', items: moves },
        {
          type: 'terms',
          items: [
            {
              term: L(t('Karten ziehen', 'Draw cards')),
              text: L(
                t(
                  'Statt zu legen, ziehst du Karten: So wehrst du einen Angriff passiv ab (der Hund wird gefährdet), oder du ziehst einfach, um weiterzukommen. Ziehst du bei einem verängstigten Hund, verlierst du ihn. Sag an, welchen Hund du verteidigst. Reicht der Nachziehstapel nicht, endet das Spiel sofort.',
                  'Instead of laying cards you draw: that is the passive defence against an attack (the dog becomes pending), or simply a way to get on. Drawing for an afraid dog loses it. Say which dog you are defending. If the draw pile runs short, the game ends at once.',
                ),
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: L(t('Spielende und Wertung', 'End of the game and scoring')),
      blocks: [
        {
          type: 'paragraph',
          text: L(
            t(
              'Das Spiel endet, sobald jemand alle Startkarten abgelegt hat oder ein Set aus fünf Karten vorzeigt. Dann zählt jede Person ihre Punkte.',
              'The game ends as soon as someone has shed all starting cards or shows a set of five cards. Then everybody counts their points.',
            ),
          ),
        },
        ...(s
          ? [
              {
                type: 'table' as const,
                head: [L(t('Wofür', 'For')), L(t('Punkte', 'Points'))],
                rows: [
                  [L(t('wer das Spiel beendet', 'ending the game')), String(s['finisherBonus'])],
                  [L(t('jeder eigene Hund', 'each dog you own')), String(s['perDog'])],
                  [L(t('jeder Knochen', 'each bone')), String(s['perBone'])],
                  [L(t('jeder eroberte Hund', 'each conquered dog')), String(s['perConquest'])],
                  [L(t('jede besiedelte Umgebung', 'each realm you settled')), String(s['perRealm'])],
                  [
                    L(t('jede Karte, die du noch auf der Hand hast', 'each card left in your hand')),
                    String(s['perHandCard']),
                  ],
                ],
              },
            ]
          : []),
        {
          type: 'paragraph',
          text: L(
            game.options['winner'] === 'finisher'
              ? t('Gewonnen hat, wer das Spiel regulär beendet hat.', 'Whoever ended the game regularly wins.')
              : t('Gewonnen hat, wer die meisten Punkte hat.', 'The player with the most points wins.'),
          ),
        },
      ],
    },
  ];
  return sections;
}

/** Tips for Gassi, from seed 000's remarks. */
export function gassiTips(_game: CompiledGame, lang: SheetLang): SheetBlock[] {
  const L = (x: Text) => x[lang];
  return [
    {
      type: 'tip',
      title: L(t('Tipp: Knochen sparen', 'Tip: keep a bone')),
      text: L(
        t(
          'Ein Knochen hebt die Regel der Umgebungen einmal auf. Heb dir einen auf, um im richtigen Moment einen fremden Hund anzugreifen oder zu verteidigen.',
          'A bone lifts the realm rule once. Keep one to attack or defend a dog in another realm at the right moment.',
        ),
      ),
    },
    {
      type: 'tip',
      title: L(t('Tipp: Verteidigen lohnt sich', 'Tip: defending pays')),
      text: L(
        t(
          'Wer den Hund einer anderen Person verteidigt oder rettet, bekommt einen Knochen — und Knochen zählen am Spielende.',
          "Defending or rescuing someone else's dog earns you a bone — and bones count at the end.",
        ),
      ),
    },
  ];
}

const STATE_WORDS: Record<string, Text> = {
  WALKING: t('läuft', 'walking'),
  ATTACKED: t('angegriffen', 'attacked'),
  PENDING: t('gefährdet', 'pending'),
  AFRAID: t('verängstigt', 'afraid'),
  DEFENDED: t('verteidigt', 'defended'),
  CONQUERED: t('erobert', 'conquered'),
};

/** "Peters Hund" / "Peter's dog". */
function dogOf(name: string, lang: SheetLang): string {
  return lang === 'de' ? `${name}${/[sxzß]$/.test(name) ? '’' : 's'} Hund` : `${name}'s dog`;
}

/**
 * The booklet's picture of Gassi dogs: one column per dog headed by its owner's name, its realm and
 * its state in words, the pile as cards coloured by their realm (the running threat framed heavily), and below
 * it how many cards are still to be drawn and who would win the dog. No notation. `names` per seat.
 */
export function gassiPilesSvg(rules: GassiRules, state: GassiState, lang: SheetLang, names: readonly string[]): string {
  const de = lang === 'de';
  const W = 270;
  const dogs = state.dogs;
  const colW = (W - 8) / Math.max(1, Math.min(dogs.length, 4));
  const longest = Math.max(1, ...dogs.map((d) => d.pile.length));
  const H = 60 + longest * 20 + 22;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${de ? 'Die Hunde' : 'The dogs'}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  const who = names[state.turn] ?? '';
  out.push(
    `<text x="${W / 2}" y="12" font-size="10" text-anchor="middle">${escapeHtml(de ? `Am Zug: ${who}` : `To play: ${who}`)}</text>`,
  );
  dogs.slice(0, 4).forEach((d, i) => {
    const x0 = 4 + i * colW;
    const cx = x0 + colW / 2;
    out.push(
      `<rect x="${(x0 + 2).toFixed(1)}" y="20" width="${(colW - 4).toFixed(1)}" height="${H - 24}" rx="4" fill="#f7f4ec" stroke="#b9a98a" stroke-width="0.8"${d.hidden ? ' stroke-dasharray="3 2"' : ''}/>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="33" font-size="9.5" font-weight="bold" text-anchor="middle">${escapeHtml(dogOf(names[d.owner] ?? '?', lang))}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="44" font-size="8" text-anchor="middle" fill="${REALM_FILL[d.realm % REALM_FILL.length]}">${escapeHtml(rules.realms[d.realm]?.name ?? '?')}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="54" font-size="8" font-style="italic" text-anchor="middle">${escapeHtml(STATE_WORDS[d.state]?.[lang] ?? d.state.toLowerCase())}</text>`,
    );
    const threat = d.beasts.length
      ? d.beasts[d.beasts.length - 1]!
      : d.attackers.length
        ? d.attackers[d.attackers.length - 1]!
        : -1;
    let threatIndex = -1;
    if (threat >= 0)
      for (let k = d.pile.length - 1; k >= 0; k--)
        if (d.pile[k] === threat) {
          threatIndex = k;
          break;
        }
    const cw = Math.min(colW - 12, 70);
    d.pile.forEach((c, k) => {
      const card = rules.cards[c];
      const y = 60 + k * 20;
      const fill = REALM_FILL[(card?.realm ?? 0) % REALM_FILL.length];
      out.push(
        `<rect x="${(cx - cw / 2).toFixed(1)}" y="${y}" width="${cw.toFixed(1)}" height="17" rx="2.5" fill="${fill}" stroke="#000" stroke-width="${k === threatIndex ? 2.2 : 0.4}"/>`,
      );
      out.push(
        `<text x="${cx.toFixed(1)}" y="${y + 12}" font-size="8" text-anchor="middle" fill="#fff">${escapeHtml(card?.name ?? '?')}</text>`,
      );
    });
    const foot: string[] = [];
    if (d.draw) foot.push(de ? `${d.draw} ${d.draw === 1 ? 'Karte' : 'Karten'} ziehen` : `draw ${d.draw}`);
    if (d.beneficiary >= 0)
      foot.push(de ? `sonst an ${names[d.beneficiary] ?? '?'}` : `else to ${names[d.beneficiary] ?? '?'}`);
    if (foot.length)
      out.push(
        `<text x="${cx.toFixed(1)}" y="${H - 9}" font-size="7.5" text-anchor="middle">${escapeHtml(foot.join(', '))}</text>`,
      );
  });
  out.push('</svg>');
  return out.join('');
}
