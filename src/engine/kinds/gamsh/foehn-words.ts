// The Föhn cards' names and rules in the booklet's words, shared by the booklet's chapter and its card pictures. Pure.
import { t, type Text } from '../../rulesheet/booklet/common';

/** Each Föhn card's name and its rule in the booklet's words (GAM-050…067), by id; `{catch}`, `{snack}`, `{snackSix}` filled in. */
export const FOEHN: Record<string, { name: Text; text: Text }> = {
  GAMEKEEPER: {
    name: t('Wachsamer Wildhüter', 'Watchful Gamekeeper'),
    text: t(
      'Solange der Wildhüter in der Tischmitte liegt, darf niemand Nachtkarten mit der Tischmitte tauschen (weder nehmen noch abwerfen). Erwischst du jemanden dabei, klatschst du den Wildhüter ab: Das Spiel pausiert kurz, der Tausch wird zurückgenommen, und dein Team bekommt {catch}.',
      'While the Gamekeeper lies in the middle, nobody may swap Night cards with the middle (neither take nor throw one in). If you catch someone doing it, slap the Gamekeeper: play pauses briefly, the swap is taken back, and your team scores {catch}.',
    ),
  },
  FARMER: {
    name: t('Schlauer Bauer', 'Smart Farmer'),
    text: t(
      'Während du Gämsh oder Doppel-Gämsh rufst, darfst du zusätzlich den Bauern abklatschen. Dann machen schon drei Karten desselben Motivs auf der Hand deines Partners ein Quartett. Hat dein Partner ohnehin ein echtes Quartett, schadet das Abklatschen nicht: Der Ruf gilt trotzdem.',
      "While calling Gämsh or Double Gämsh you may also slap the Farmer. Then three cards of the same motif in your partner's hand already count as a quartet. If your partner holds a real quartet anyway, the slap does no harm: the call still counts.",
    ),
  },
  SNACK: {
    name: t('Flotte Vesper', 'Hearty Snack'),
    text: t(
      'Sobald die Vesper in der Tischmitte liegt, darf niemand mehr tauschen. Klatscht stattdessen die übrigen drei Karten der Tischmitte ab, jede Person höchstens eine. Dann werden alle vier Karten der Tischmitte ersetzt. Habt ihr beide, du und dein Partner, je eine Karte abgeklatscht, bekommt euer Team {snack}.{snackSix} Die Vesper darfst du abwerfen, aber nie aufnehmen.',
      'As soon as the Snack lies in the middle, nobody may swap any more. Instead, slap the other three cards in the middle, one per player at most. Then all four cards in the middle are replaced. If you and your partner each slapped a card, your team scores {snack}.{snackSix} You may throw the Snack in, but never take it.',
    ),
  },
  BULL: {
    name: t('Wilder Stier', 'Raging Bull'),
    text: t(
      'Klatscht jemand den Stier ab, werden die vier Karten der Tischmitte durch neue vom Nachziehstapel ersetzt — ausser die Vesper liegt gleichzeitig in der Mitte: „Selbst ein Wilder Stier macht Vesper!“',
      'If someone slaps the Bull, the four cards in the middle are replaced by new ones from the draw pile — unless the Snack lies in the middle too: even a Raging Bull takes a snack break!',
    ),
  },
};
