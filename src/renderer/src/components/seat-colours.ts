// Seat colours as CSS strings, the same palette as the Pixi board.
import { seatColour } from '../table/seat-colours';

export const seatCss = (seat: number): string => `#${seatColour(seat).toString(16).padStart(6, '0')}`;
