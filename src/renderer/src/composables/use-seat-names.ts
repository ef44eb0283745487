// Names of the players at the table: the name given to the seat ("Du", "Beat", …), else "Seat n"/"Platz n";
// and each seat's team (index into `TableLayout.teams`, -1 for none).
import { useI18n } from './use-i18n';
import { useTableStore } from '../stores/table';
import { seatText } from '../components/format';

export function useSeatNames(): { name: (seat: number) => string; teamOf: (seat: number) => number } {
  const table = useTableStore();
  const { t } = useI18n();
  return {
    name: (seat) => table.seats[seat]?.name?.trim() || seatText(seat, t),
    teamOf: (seat) => table.teams.findIndex((team) => team.includes(seat)),
  };
}
