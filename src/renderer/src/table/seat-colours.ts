// The seat palette shared by every kind's Pixi scene and by the DOM (components/seat-colours.ts): seat s gets
// colour s mod 6. Plain numbers (0xRRGGBB), no Pixi, no Vue.

/** One colour per seat, 0xRRGGBB; seats beyond six reuse the palette from the start. */
export const SEAT_COLOURS = [0xd64541, 0x2e86de, 0x27ae60, 0xf1c40f, 0x8e44ad, 0xe67e22] as const;

/** The colour of seat `seat` (0-based) as 0xRRGGBB. */
export const seatColour = (seat: number): number => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** The colour of seat `seat` as a CSS colour (`#rrggbb`), for DOM elements next to the Pixi scenes. */
export const seatCss = (seat: number): string => `#${seatColour(seat).toString(16).padStart(6, '0')}`;
