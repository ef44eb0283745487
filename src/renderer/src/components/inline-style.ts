// Inline styles as CSS text, for elements repeated once per board spot, card or log line. Vue writes a style bound
// as an object key by key at every patch of its element, even when no value changed; a style bound as a string is
// compared with the last one and written only when it differs (Vue's runtime-dom `patchStyle`). A Dog board has
// 96–150 click targets with four keys each, patched at every step of the game.
import { seatCss } from '../table/seat-colours';

/**
 * The CSS text that places an absolutely positioned box: `left`, `top`, `width`, `height`, each in CSS px.
 * Example: `boxStyle(10, 20, 30, 40)` is `left:10px;top:20px;width:30px;height:40px`.
 */
export const boxStyle = (x: number, y: number, w: number, h: number): string =>
  `left:${x}px;top:${y}px;width:${w}px;height:${h}px`;

/** The CSS text of a seat's colour dot: its background in the seat palette (table/seat-colours.ts). */
export const seatDotStyle = (seat: number): string => `background:${seatCss(seat)}`;
