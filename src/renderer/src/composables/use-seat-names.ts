// Names of the players at the table: the name given to the seat ("Du", "Beat", …), else "Seat n"/"Platz n"
// (with two or more people on one screen the default "Du"/"You" becomes the seat's number: services/table-seats);
// and each seat's team (index into `TableLayout.teams`, -1 for none).
import { useI18n } from './use-i18n';
import { useTableStore } from '../stores/table';
import { seatText } from '../components/format';
import { seatDisplayName } from '../services/table-seats';

export function useSeatNames(): { name: (seat: number) => string; teamOf: (seat: number) => number } {
  const table = useTableStore();
  const { t } = useI18n();
  return {
    name: (seat) => seatDisplayName(table.seats, table.active, seat, (s) => seatText(s, t)),
    teamOf: (seat) => table.teams.findIndex((team) => team.includes(seat)),
  };
}
