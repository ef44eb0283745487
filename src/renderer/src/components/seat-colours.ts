// Seat colours as CSS strings, the same palette as the Pixi scenes (defined once in table/seat-colours.ts).
export { seatCss } from '../table/seat-colours';
