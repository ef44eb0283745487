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
import { cleanDescription } from '../../rulesheet/sentences';

const REALM_FILL = ['#8c8c8c', '#3f8f3a', '#2f6fb3', '#b5651d', '#7b3fa0'];

/**
 * The Gassi deck as a picture: one column per realm (THE STREETS, THE WOODS, THE RIVERS, GLOBAL), one row per
 * role (WALKER, ATTACKER, DEFENDER, BEAST), each card name with its count, coloured by realm.
 */
export function gassiDeckSvg(rules: GassiRules, lang: SheetLang): string {
  const roles = [...new Set(rules.cards.map((c) => c.role))];
  const realms = rules.realms;
  const cw = 64,
    rh = 38,
    lw = 74,
    top = 22;
  const W = lw + realms.length * cw + 4;
  const H = top + roles.length * rh + 4;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" class="deck" role="img" aria-label="${lang === 'de' ? 'Die Karten' : 'The cards'}" font-family="DejaVu Sans, Arial, sans-serif">`,
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
          `<text x="${x + (cw - 6) / 2}" y="${yy + (h - 2) / 2 + 3}" font-size="${c.name.length > 6 ? 7 : 8}" text-anchor="middle" fill="#fff">${escapeHtml(c.name)} ×${c.count}</text>`,
        );
      });
    });
  });
  out.push('</svg>');
  return out.join('');
}

const MOVES: Record<string, { title: Text; text: Text; rules: readonly string[] }> = {
  ADDDOG: {
    rules: ['GAS-050', 'GAS-051', 'GAS-052', 'GAS-053'],
    title: t('Einen Hund ins Spiel bringen', 'Bring a dog into play'),
    text: t(
      'Du legst eine WALKER-Karte als neuen Stapel vor dich: Das ist dein neuer Hund, er läuft in der Umgebung dieser Karte. Dafür bekommst du einen Knochen. Einen weiteren Hund darfst du nur ins Spiel bringen, wenn du auf deinen Hunden nicht weiterlaufen kannst und keiner von ihnen Probleme hat.',
      "You lay a WALKER card in front of you as a new pile: that is your new dog, walking in the card's realm. You get a bone for it. You may add another dog only if you cannot walk on your dogs and none of them is in trouble.",
    ),
  },
  ATTACK: {
    rules: ['GAS-060', 'GAS-061', 'GAS-062', 'GAS-063', 'GAS-064', 'GAS-065', 'GAS-066', 'GAS-067'],
    title: t('Einen Hund angreifen', 'Attack a dog'),
    text: t(
      'Du legst einen ATTACKER auf den laufenden Hund einer anderen Person. CATCHER greift nur einen Hund in STREETS an, HUNTER nur einen in WOODS, FISHERMAN nur einen in RIVERS; POOP und FLEA greifen einen Hund in jeder Umgebung an. Die besitzende Person antwortet in ihrem nächsten Zug: mit dem passenden DEFENDER verteidigen oder Karten ziehen: eine, für jeden weiteren ATTACKER eine mehr. Bis dahin darf jede andere Person einen weiteren passenden ATTACKER dazulegen oder den Hund verteidigen. Ein Angriff mit FLEA dauert zwei Runden: Wer zieht, muss im nächsten Zug noch einmal ziehen oder verteidigen; DOC beendet ihn sofort.',
      "You lay an ATTACKER on another player's walking dog. CATCHER attacks only a dog in the STREETS, HUNTER only one in the WOODS, FISHERMAN only one in the RIVERS; POOP and FLEA attack a dog in any realm. The owner answers on their next turn: defend with the matching DEFENDER or draw cards: one, plus one for each further ATTACKER. Until then any other player may add a further fitting ATTACKER or defend the dog. An attack with FLEA lasts two rounds: whoever draws must draw or defend once more on their next turn; DOC ends it at once.",
    ),
  },
  DEFEND: {
    rules: ['GAS-070', 'GAS-071', 'GAS-072', 'GAS-073', 'GAS-074', 'GAS-075', 'GAS-076'],
    title: t('Einen Hund verteidigen', 'Defend a dog'),
    text: t(
      'Gegen einen ATTACKER spielst du den passenden DEFENDER (COINS gegen CATCHER, RABBIT gegen HUNTER, FISH gegen FISHERMAN, DOC gegen FLEA, SACK gegen POOP). Gegen ein BEAST brauchst du ein Paar: zwei COINS gegen CAT, zwei RABBIT gegen BOAR, zwei FISH gegen HIPPO, gegen POLICE zwei DOC oder zwei SACK{mixedDefence}. Verteidigst du den Hund einer anderen Person, bekommst du einen Knochen.',
      "Against an ATTACKER you play the matching DEFENDER (COINS against CATCHER, RABBIT against HUNTER, FISH against FISHERMAN, DOC against FLEA, SACK against POOP). Against a BEAST you need a pair: two COINS against CAT, two RABBITs against BOAR, two FISH against HIPPO, and against POLICE two DOCs or two SACKs{mixedDefence}. If you defend another player's dog, you get a bone.",
    ),
  },
  ESCAPE: {
    rules: ['GAS-080', 'GAS-081', 'GAS-082', 'GAS-083', 'GAS-084'],
    title: t('Vor einem BEAST flüchten', 'Escape from a BEAST'),
    text: t(
      'Mit zwei gleichen WALKER-Karten aus der Umgebung des BEAST läuft ein verängstigter Hund davon (zwei STREET vor CAT, zwei WOOD vor BOAR, zwei RIVER vor HIPPO); vor POLICE helfen zwei gleiche WALKER jeder Umgebung. Der Hund läuft danach in der Umgebung dieser WALKER. Hilfst du dem Hund einer anderen Person zur Flucht, bekommst du einen Knochen.',
      "With two equal WALKER cards of the BEAST's realm an afraid dog runs away (two STREETs from CAT, two WOODs from BOAR, two RIVERs from HIPPO); from POLICE two equal WALKERs of any realm will do. The dog then walks in the realm of those WALKERs. If you help another player's dog escape, you get a bone.",
    ),
  },
  GIVEAWAY: {
    rules: ['GAS-090', 'GAS-091', 'GAS-092', 'GAS-093'],
    title: t('Karten abwerfen', 'Discard cards'),
    text: t(
      'Auf einen verteidigten oder gefährdeten Hund wirfst du ATTACKER, DEFENDER oder BEAST ab, die du nicht mehr brauchst — höchstens {giveaway} auf einmal.',
      'Onto a defended or pending dog you discard ATTACKER, DEFENDER or BEAST cards you no longer need — at most {giveaway} at a time.',
    ),
  },
  PUNISH: {
    rules: ['GAS-100', 'GAS-101', 'GAS-102', 'GAS-104', 'GAS-105', 'GAS-111'],
    title: t('Einen Hund bestrafen', 'Punish a dog'),
    text: t(
      'Ist der Hund einer anderen Person gefährdet (sie hat nach einem Angriff nur Karten gezogen), legst du ein BEAST darauf, das zum ATTACKER auf dem Hund passt: CAT zu CATCHER, POOP oder FLEA; BOAR zu HUNTER, POOP oder FLEA; HIPPO zu FISHERMAN, POOP oder FLEA; POLICE zu jedem ATTACKER. Der Hund ist jetzt verängstigt. Die besitzende Person muss in ihrem nächsten Zug zwei Karten ziehen oder sich wehren (mit einem DEFENDER-Paar oder durch Flucht). Zieht sie, verliert sie den Hund: Er gehört nun dir, und du bekommst zwei Knochen.',
      "If another player's dog is pending (they only drew cards after an attack), you lay a BEAST on it that fits the ATTACKER on the dog: CAT fits CATCHER, POOP or FLEA; BOAR fits HUNTER, POOP or FLEA; HIPPO fits FISHERMAN, POOP or FLEA; POLICE fits any ATTACKER. The dog is now afraid. On their next turn the owner must draw two cards or fight back (with a DEFENDER pair or by escaping). If they draw, they lose the dog: it becomes yours, and you get two bones.",
    ),
  },
  'PUNISH+': {
    rules: ['GAS-103'],
    title: t('Eine Bestrafung verschärfen', 'Punish harder'),
    text: t(
      'Auf einen verängstigten Hund darf jede Person ausser der besitzenden noch ein passendes BEAST legen: Dann ist eine Karte mehr zu ziehen, die Verteidigung muss gegen dieses neueste BEAST gehen, und zieht die besitzende Person, bekommt die Person den Hund, die das letzte BEAST gelegt hat.',
      'On an afraid dog any player but the owner may lay one more fitting BEAST: then there is one more card to draw, a defence must answer this latest BEAST, and if the owner draws, the dog goes to whoever laid the last BEAST.',
    ),
  },
  RESCUE: {
    rules: ['GAS-120', 'GAS-121', 'GAS-122'],
    title: t('Einen Hund retten', 'Rescue a dog'),
    text: t(
      'Einen gefährdeten Hund rettest du mit dem passenden DEFENDER, bevor ein BEAST kommt. Rettest du den Hund einer anderen Person, bekommst du einen Knochen.',
      "You rescue a pending dog with the matching DEFENDER before a BEAST arrives. If you rescue another player's dog, you get a bone.",
    ),
  },
  SWITCH: {
    rules: ['GAS-130', 'GAS-131', 'GAS-132', 'GAS-133', 'GAS-134', 'GAS-135'],
    title: t('Die Umgebung wechseln', 'Switch realm'),
    text: t(
      'Mit einer WALKER-Karte der neuen Umgebung und einem DEFENDER aus der alten Umgebung (oder aus GLOBAL) schickst du einen Hund in eine andere Umgebung — etwa um einem Angriff auszuweichen.',
      'With a WALKER of the new realm and a DEFENDER of the old realm (or of GLOBAL) you move a dog into another realm — for example to avoid an attack.',
    ),
  },
  WALK: {
    rules: ['GAS-140', 'GAS-141', 'GAS-142', 'GAS-143'],
    title: t('Gassi gehen', 'Walk'),
    text: t(
      'Du legst {walk} aus der Umgebung des Hundes auf ihn: Er läuft wieder und kann wieder angegriffen werden. Das geht auch auf den Hunden anderer Personen.',
      "You lay {walk} of the dog's realm on it: it walks again and can be attacked again. You may do this on other players' dogs too.",
    ),
  },
};

/** The name of option `name` in words as the option editor shows it: its description up to a colon, without rule IDs. */
function optionName(game: CompiledGame, name: string, lang: SheetLang): string {
  const d = game.kind.options[name]?.description[lang] ?? name;
  return cleanDescription(d.split(':')[0]!.replace(/\s*\([A-Z]{1,4}-\d+\)/g, '')).replace(/[.]$/, '');
}

/**
 * The note that marks a value the draft leaves open (docs/rules/gassi.md H-01, H-02, H-03, H-48) as a provisional
 * playtest value, naming the options in words, e.g. «vorläufiger Testwert, Option „Handkarten pro Person zu Beginn“».
 */
export function provisional(game: CompiledGame, names: readonly string[], lang: SheetLang, several = false): string {
  const words = names.map((n) => (lang === 'de' ? `„${optionName(game, n, lang)}“` : `“${optionName(game, n, lang)}”`));
  return lang === 'de'
    ? `${several ? 'vorläufige Testwerte' : 'vorläufiger Testwert'}, ${words.length > 1 ? 'Optionen' : 'Option'} ${words.join(' und ')}`
    : `${several ? 'provisional playtest values' : 'provisional playtest value'}, ${words.length > 1 ? 'options' : 'option'} ${words.join(' and ')}`;
}

/** A point value as printed: a negative one with a typographic minus ("−1"). */
export function signed(v: number | string | boolean | undefined): string {
  return String(v).replace(/^-/, '−');
}

/** GAS-168's tie-breaks in words, in order, e.g. "Bei Gleichstand gewinnt, wer weniger Karten auf der Hand hat; …". */
export function tieWords(tieBreak: readonly string[], lang: SheetLang): string {
  const de = lang === 'de';
  const keys = tieBreak.filter((tb) => tb !== 'shared');
  const word = (tb: string) =>
    tb === 'fewerHandCards'
      ? de
        ? 'wer weniger Karten auf der Hand hat'
        : 'whoever holds fewer cards wins'
      : de
        ? 'wer mehr Knochen hat'
        : 'whoever has more bones wins';
  const shared = de ? 'sonst teilen sich alle Punktgleichen den Sieg' : 'otherwise all tied players share the win';
  if (!keys.length)
    return de ? `Bei Gleichstand ${shared.replace(/^sonst /, '')}.` : `On a tie, ${shared.replace(/^otherwise /, '')}.`;
  const chain = keys.map((k, i) =>
    i === 0 ? word(k) : de ? `ist auch das gleich, ${word(k)}` : `if that is equal too, ${word(k)}`,
  );
  return de ? `Bei Gleichstand gewinnt, ${chain.join('; ')}; ${shared}.` : `On a tie, ${chain.join('; ')}; ${shared}.`;
}

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
  const o = r.o;
  const mixedDefence = game.options['policeDefenceMixedPair']
    ? L(t(' (auch je einen DOC und SACK)', ' (or one DOC and one SACK)'))
    : L(t(' (ein DOC mit einem SACK gilt nicht)', ' (one DOC with one SACK does not count)'));
  const moves = r.moves
    .filter((m) => MOVES[m.name])
    .map((m) => ({
      term: `${L(MOVES[m.name]!.title)}`,
      rules: MOVES[m.name]!.rules,
      text: L(MOVES[m.name]!.text)
        .replace('{walk}', walkWords)
        .replace('{giveaway}', giveWords)
        .replace('{mixedDefence}', mixedDefence),
    }));
  const s = game.options['score'] as Record<string, number | string | boolean> | undefined;
  const drawN = o.voluntaryDrawMax;
  const drawWords = de
    ? drawN === 1
      ? 'genau eine Karte'
      : `eine bis ${drawN} Karten`
    : drawN === 1
      ? 'exactly one card'
      : `one to ${drawN} cards`;
  const goOut = o.goOutScope === 'allHandCards';
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
            game.options['winner'] === 'finisher'
              ? t(
                  `Ziel des Spiels: Werde ${goOut ? 'alle deine Handkarten' : 'alle Karten, die du zu Beginn bekommen hast,'} los — oder halte ein Set aus fünf Karten auf der Hand. Wer das als Erstes schafft, beendet das Spiel und gewinnt.`,
                  `The goal: get rid of ${goOut ? 'all your hand cards' : 'all the cards you were dealt'} — or hold a set of five cards. Whoever does so first ends the game and wins.`,
                )
              : t(
                  `Ziel des Spiels: die meisten Punkte. Das Spiel endet, sobald jemand ${goOut ? 'keine Handkarten mehr hat' : 'alle Karten abgelegt hat, die er zu Beginn bekam'} oder ein Set aus fünf Karten auf der Hand hält (fünf gleiche WALKER, fünf ATTACKER, fünf DEFENDER, fünf BEAST oder ein Full House: drei gleiche und zwei gleiche). Wer das Spiel so beendet, bekommt Bonuspunkte; weitere Punkte gibt es für Hunde, Knochen, eroberte Hunde und besiedelte Umgebungen. Es gewinnt, wer dann die meisten Punkte hat.`,
                  `The goal: the most points. The game ends as soon as someone ${goOut ? 'has no hand cards left' : 'has shed all the cards they were dealt'} or holds a set of five cards (five equal WALKERs, five ATTACKERs, five DEFENDERs, five BEASTs or a full house: three of a kind and a pair). Whoever ends the game that way gets bonus points; more points come from dogs, bones, conquered dogs and settled realms. The player with the most points then wins.`,
                ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            t(
              'Gassi ist ein Entwurf: Was der Entwurf offenlässt (wie viele mitspielen, wie viele Karten jede Person bekommt, wer beginnt, die Punkte), steht hier als vorläufiger Testwert, jeweils mit dem Namen der Option, mit der ihr ihn ändern könnt.',
              'Gassi is a draft: what the draft leaves open (how many play, how many cards each player gets, who starts, the points) is given here as a provisional playtest value, each with the name of the option that changes it.',
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
                `${total} Karten in ${r.realms.length} Umgebungen und ${new Set(r.cards.map((c) => c.role)).size} Rollen. Die Umgebung einer Karte bestimmt ihre Reichweite, die Rolle ihre Wirkung. Die Karten tragen englische Namen; die Rollen heissen WALKER (Läufer: bringt einen Hund ins Spiel und führt ihn aus), ATTACKER (Angreifer), DEFENDER (Verteidiger) und BEAST (Raubtier: bestraft einen gefährdeten Hund).`,
                `${total} cards in ${r.realms.length} realms and ${new Set(r.cards.map((c) => c.role)).size} roles. A card's realm is its reach, its role what it does: WALKERs bring a dog into play and walk it, ATTACKERs attack, DEFENDERs defend, BEASTs punish a pending dog.`,
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
          type: 'list',
          items: [
            L(
              t(
                `Gassi spielen ${game.options['minPlayers']} bis ${game.options['maxPlayers']} Personen (${provisional(game, ['minPlayers', 'maxPlayers'], lang, true)}).`,
                `Gassi is for ${game.options['minPlayers']} to ${game.options['maxPlayers']} players (${provisional(game, ['minPlayers', 'maxPlayers'], lang, true)}).`,
              ),
            ),
            L(
              t(
                `Mischt alle Karten; jede Person bekommt ${o.startHandSize} Karten (${provisional(game, ['startHandSize'], lang)}). Der Rest ist der Nachziehstapel. Knochen hat zu Beginn ${o.startBones ? `jede Person ${o.startBones}` : 'niemand'}.`,
                `Shuffle all cards and deal ${o.startHandSize} to each player (${provisional(game, ['startHandSize'], lang)}). The rest is the draw pile. ${o.startBones ? `Everyone starts with ${o.startBones} bones.` : 'Nobody starts with bones.'}`,
              ),
            ),
            L(
              t(
                `${o.startingPlayer === 'random' ? 'Wer beginnt, wird ausgelost' : o.startingPlayer === 'seat0' ? 'Es beginnt, wer austeilt' : 'Die Person links von der austeilenden Person beginnt'} (${provisional(game, ['startingPlayer'], lang)}).`,
                `${o.startingPlayer === 'random' ? 'Draw lots for who starts' : o.startingPlayer === 'seat0' ? 'The dealer starts' : "The player to the dealer's left starts"} (${provisional(game, ['startingPlayer'], lang)}).`,
              ),
            ),
          ],
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
              `Gespielt wird im Uhrzeigersinn. Eine Runde ist vorbei, wenn alle einmal am Zug waren; jede Runde beginnt bei der Startperson. In deinem Zug ${o.turnMode === 'upToTwoCards' ? 'legst du eine oder zwei Handkarten ab' : 'machst du einen Spielzug mit deinen Handkarten'} — oder du ziehst ${drawWords} vom Nachziehstapel, und dein Zug ist zu Ende. Was du legen darfst, hängt vom Zustand der Hunde ab, von deinen Karten und von den Umgebungen.${o.requireOwnDogToAct ? ' Solange du keinen Hund hast, darfst du nur einen Hund ins Spiel bringen oder ziehen.' : ''}`,
              `Play goes clockwise. A round is over when everyone has had one turn; every round begins with the starting player. On your turn you ${o.turnMode === 'upToTwoCards' ? 'lay one or two hand cards' : 'make one move with your hand cards'} — or you draw ${drawWords} from the draw pile, and your turn is over. What you may lay depends on the dogs' states, your cards and the realms.${o.requireOwnDogToAct ? ' As long as you have no dog, you may only bring a dog into play or draw.' : ''}`,
            ),
          ),
        },
        {
          type: 'paragraph',
          text: L(
            o.firstDogReveal === 'endOfRound'
              ? t(
                  `Deinen allerersten Hund legst du verdeckt, damit niemand weiss, wo er läuft. Am Ende der Runde, in der er gelegt wurde, wird er aufgedeckt.${o.hiddenDogTargetable ? '' : ' Bis dahin darf niemand sonst Karten auf ihn legen; für die Regel der Umgebungen zählt er aber schon.'}`,
                  `Your very first dog is laid face down, so nobody knows where it walks. It is turned up at the end of the round in which it was laid.${o.hiddenDogTargetable ? '' : ' Until then nobody else may lay cards on it; it already counts for the realm rule, though.'}`,
                )
              : o.firstDogReveal === 'ownersNextTurn'
                ? t(
                    `Deinen allerersten Hund legst du verdeckt; zu Beginn deines nächsten Zuges wird er aufgedeckt.${o.hiddenDogTargetable ? '' : ' Bis dahin darf niemand sonst Karten auf ihn legen.'}`,
                    `Your very first dog is laid face down; it is turned up at the start of your next turn.${o.hiddenDogTargetable ? '' : ' Until then nobody else may lay cards on it.'}`,
                  )
                : t(
                    'Deinen allerersten Hund legst du verdeckt; er wird aufgedeckt, sobald jemand Karten auf ihn legt.',
                    'Your very first dog is laid face down; it is turned up as soon as someone lays cards on it.',
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
        { type: 'anchor', rules: ['GAS-040', 'GAS-041', 'GAS-042', 'GAS-043', 'GAS-153'] },
        {
          type: 'paragraph',
          text: L(
            t(
              `Neustart: Hast du ${o.abortHandSize} oder mehr Karten auf der Hand und ${o.abortScope === 'neverHadDog' ? 'noch nie einen Hund gehabt' : 'gerade keinen Hund'}, ${o.abortAction === 'redeal' ? 'wird das Spiel abgebrochen: Alle Karten werden neu gemischt und neu gegeben, und es beginnt dieselbe Person.' : 'endet das Spiel ohne Wertung.'}`,
              `Restart: if you hold ${o.abortHandSize} or more cards and ${o.abortScope === 'neverHadDog' ? 'have never had a dog' : 'have no dog right now'}, ${o.abortAction === 'redeal' ? 'the game is called off: all cards are shuffled and dealt again, and the same player starts.' : 'the game ends without scoring.'}`,
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
              rules: ['GAS-110', 'GAS-112', 'GAS-113', 'GAS-114', 'GAS-115', 'GAS-015'],
              text: L(
                t(
                  `Statt zu legen, ziehst du Karten. Ist keiner deiner Hunde angegriffen oder verängstigt, ziehst du ${drawWords}, und dein Zug ist zu Ende. Für einen angegriffenen Hund ziehst du so viele Karten, wie der Angriff verlangt — das ist die passive Verteidigung, der Hund ist danach gefährdet. Für einen verängstigten Hund ziehst du zwei Karten (für jedes weitere BEAST eine mehr) und verlierst ihn. Sag an, für welchen Hund du ziehst. Reicht der Nachziehstapel nicht, endet das Spiel sofort.`,
                  `Instead of laying cards you draw. If none of your dogs is attacked or afraid, you draw ${drawWords}, and your turn is over. For an attacked dog you draw as many cards as the attack asks — that is the passive defence, and the dog is pending afterwards. For an afraid dog you draw two cards (one more for each further BEAST) and lose it. Say which dog you are drawing for. If the draw pile runs short, the game ends at once.`,
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
              `Das Spiel endet ${o.endOnWin === 'immediate' ? 'sofort' : 'am Ende der Runde'}, sobald jemand ${goOut ? 'keine Handkarten mehr hat' : 'alle Startkarten abgelegt hat'} oder ${o.setWinCheck === 'endOfOwnTurn' ? 'am Ende des eigenen Zuges' : ''} genau fünf Karten hält, die ein Set bilden. Dann zählt jede Person ihre Punkte. Endet das Spiel, weil der Nachziehstapel nicht reicht, ${s?.['irregularEnd'] === 'noScore' ? 'wird nicht gewertet' : 'bekommt niemand den Bonus für das Beenden'}.`.replace(
                /\s{2,}/g,
                ' ',
              ),
              `The game ends ${o.endOnWin === 'immediate' ? 'at once' : 'at the end of the round'} as soon as someone ${goOut ? 'has no hand cards left' : 'has shed all starting cards'} or ${o.setWinCheck === 'endOfOwnTurn' ? 'holds, at the end of their own turn, exactly five cards' : 'holds exactly five cards'} that form a set. Then everybody counts their points. If the game ends because the draw pile runs short, ${s?.['irregularEnd'] === 'noScore' ? 'there is no scoring' : 'nobody gets the bonus for ending it'}.`,
            ),
          ),
        },
        ...(s
          ? [
              {
                type: 'table' as const,
                head: [
                  L(t('Wofür', 'For')),
                  L(
                    t(
                      `Punkte (${provisional(game, ['score'], lang, true)})`,
                      `Points (${provisional(game, ['score'], lang, true)})`,
                    ),
                  ),
                ],
                rows: [
                  [L(t('wer das Spiel beendet', 'ending the game')), String(s['finisherBonus'])],
                  [L(t('jeder eigene Hund', 'each dog you own')), String(s['perDog'])],
                  [L(t('jeder Knochen', 'each bone')), String(s['perBone'])],
                  [L(t('jeder eroberte Hund', 'each conquered dog')), String(s['perConquest'])],
                  [
                    L(t('jede Umgebung, in der ein Hund von dir läuft', 'each realm one of your dogs walks in')),
                    String(s['perRealm']),
                  ],
                  [
                    s['setFinisherHandMalus']
                      ? L(t('jede Karte, die du noch auf der Hand hast', 'each card left in your hand'))
                      : L(
                          t(
                            'jede Karte, die du noch auf der Hand hast (nicht für die Person, die mit einem Set beendet)',
                            'each card left in your hand (not for the player who ends with a set)',
                          ),
                        ),
                    signed(s['perHandCard']),
                  ],
                ],
              },
            ]
          : []),
        {
          type: 'paragraph',
          text:
            game.options['winner'] === 'finisher'
              ? L(t('Gewonnen hat, wer das Spiel regulär beendet hat.', 'Whoever ended the game regularly wins.'))
              : `${L(t('Gewonnen hat, wer die meisten Punkte hat.', 'The player with the most points wins.'))} ${tieWords(o.tieBreak, lang)} ${L(t(`(${provisional(game, ['winner', 'tieBreak'], lang, true)})`, `(${provisional(game, ['winner', 'tieBreak'], lang, true)})`))}`,
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
export function gassiPilesSvg(
  rules: GassiRules,
  state: GassiState,
  lang: SheetLang,
  names: readonly string[],
  before?: string,
): string {
  const de = lang === 'de';
  const W = 270;
  const dogs = state.dogs;
  const colW = (W - 8) / Math.max(1, Math.min(dogs.length, 4));
  const longest = Math.max(1, ...dogs.map((d) => d.pile.length));
  // a second foot line ("2 Karten ziehen" / "sonst an Simone") only where a dog has both: one line is too wide
  const footLines = dogs.some((d) => d.draw && d.beneficiary >= 0) ? 2 : dogs.some((d) => d.draw) ? 1 : 0;
  const pilesH = 60 + longest * 18 + 8 + footLines * 10;
  const H = pilesH + BONE_BAND;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" class="piles" role="img" aria-label="${de ? 'Die Hunde' : 'The dogs'}" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  const who = names[state.turn] ?? '';
  out.push(
    `<text x="${W / 2}" y="12" font-size="10" text-anchor="middle">${escapeHtml(de ? `Am Zug: ${who}` : `To play: ${who}`)}</text>`,
  );
  dogs.slice(0, 4).forEach((d, i) => {
    const x0 = 4 + i * colW;
    const cx = x0 + colW / 2;
    out.push(
      `<rect x="${(x0 + 2).toFixed(1)}" y="20" width="${(colW - 4).toFixed(1)}" height="${pilesH - 24}" rx="4" fill="#f7f4ec" stroke="#b9a98a" stroke-width="0.8"${d.hidden ? ' stroke-dasharray="3 2"' : ''}/>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="33" font-size="9.5" font-weight="bold" text-anchor="middle">${escapeHtml(dogOf(names[d.owner] ?? '?', lang))}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="44" font-size="8.5" text-anchor="middle" fill="${REALM_FILL[d.realm % REALM_FILL.length]}">${escapeHtml(rules.realms[d.realm]?.name ?? '?')}</text>`,
    );
    out.push(
      `<text x="${cx.toFixed(1)}" y="54.5" font-size="8.5" font-style="italic" text-anchor="middle">${escapeHtml(STATE_WORDS[d.state]?.[lang] ?? d.state.toLowerCase())}</text>`,
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
      const y = 60 + k * 18;
      const fill = REALM_FILL[(card?.realm ?? 0) % REALM_FILL.length];
      out.push(
        `<rect x="${(cx - cw / 2).toFixed(1)}" y="${y}" width="${cw.toFixed(1)}" height="16" rx="2.5" fill="${fill}" stroke="#000" stroke-width="${k === threatIndex ? 2.2 : 0.4}"/>`,
      );
      out.push(
        `<text x="${cx.toFixed(1)}" y="${y + 11.5}" font-size="8.5" text-anchor="middle" fill="#fff">${escapeHtml(card?.name ?? '?')}</text>`,
      );
    });
    const foot: string[] = [];
    if (d.draw) foot.push(de ? `${d.draw} ${d.draw === 1 ? 'Karte' : 'Karten'} ziehen` : `draw ${d.draw}`);
    if (d.beneficiary >= 0)
      foot.push(de ? `sonst an ${names[d.beneficiary] ?? '?'}` : `else to ${names[d.beneficiary] ?? '?'}`);
    foot.forEach((line, k) =>
      out.push(
        `<text x="${cx.toFixed(1)}" y="${pilesH - 9 - (footLines - 1) * 10 + k * 10}" font-size="8.5" text-anchor="middle">${escapeHtml(line)}</text>`,
      ),
    );
  });
  out.push(bonesBand(state, names, lang, pilesH, W, before));
  out.push('</svg>');
  return out.join('');
}

/** Height of the band under the piles that shows each seat's bones (px of the picture). */
const BONE_BAND = 18;

/** One bone as a picture: a bar with two knobs at each end, `x`/`y` its top left, 11 × 6 px of the picture. */
function boneSvg(x: number, y: number): string {
  const knobs = [
    [x + 1.6, y + 1.5],
    [x + 1.6, y + 4.5],
    [x + 9.4, y + 1.5],
    [x + 9.4, y + 4.5],
  ]
    .map(([cx, cy]) => `<circle cx="${cx!.toFixed(1)}" cy="${cy!.toFixed(1)}" r="1.6"/>`)
    .join('');
  return `<g fill="#efe6cf" stroke="#6b5a3a" stroke-width="0.5"><rect x="${(x + 1.6).toFixed(1)}" y="${(y + 1.8).toFixed(1)}" width="7.8" height="2.4"/>${knobs}</g>`;
}

/**
 * The band under the piles: "Knochen:" / "Bones:" and per seat its name with one bone drawn per bone it holds, as
 * many as the seat's share of the width takes (more: one bone and "×N"; none: "–"). A seat whose count differs from
 * `before` (the position the example started from, its `B…` field in Gassi notation) is framed in red, as the Dog
 * pictures ring the fields that changed.
 */
function bonesBand(
  state: GassiState,
  names: readonly string[],
  lang: SheetLang,
  top: number,
  width: number,
  before?: string,
): string {
  const was = before ? /(?:^|\s)B([\d,]+)(?:\s|$)/.exec(before)?.[1]?.split(',').map(Number) : undefined;
  const out: string[] = [];
  const label = lang === 'de' ? 'Knochen:' : 'Bones:';
  const y = top + 2;
  out.push(`<text x="6" y="${y + 9}" font-size="8.5" font-weight="bold">${escapeHtml(label)}</text>`);
  const seats = state.bones.length;
  // widths in px of the picture: DejaVu Sans at 8.5 px is about 5.3 px a letter (bold 5.6)
  const x0 = 6 + label.length * 5.6 + 6;
  const step = (width - x0 - 2) / Math.max(1, seats);
  const BONE = 11;
  state.bones.forEach((n, seat) => {
    const x = x0 + seat * step;
    const name = names[seat] ?? String(seat + 1);
    out.push(`<text x="${x.toFixed(1)}" y="${y + 9}" font-size="8.5">${escapeHtml(name)}</text>`);
    const bx = x + name.length * 5.3 + 2;
    const room = Math.max(1, Math.floor((x + step - 2 - bx) / BONE));
    const shown = n <= room ? n : 1;
    for (let k = 0; k < shown; k++) out.push(boneSvg(bx + k * BONE, y + 3));
    let end = bx + shown * BONE;
    if (n === 0) {
      out.push(`<text x="${bx.toFixed(1)}" y="${y + 9}" font-size="8.5">–</text>`);
      end = bx + 6;
    } else if (shown < n) {
      out.push(`<text x="${end.toFixed(1)}" y="${y + 9}" font-size="8.5">×${n}</text>`);
      end += 6 + String(n).length * 5.3;
    }
    if (was && was[seat] !== undefined && was[seat] !== n)
      out.push(
        `<rect x="${(x - 2).toFixed(1)}" y="${y}" width="${(end - x + 3).toFixed(1)}" height="13" rx="3" fill="none" stroke="#d62828" stroke-width="1.2"/>`,
      );
  });
  return `<g class="bones" data-bones="${state.bones.join(',')}">${out.join('')}</g>`;
}
