/** The four numbers under the hero: adventures (server hunts + the built-in one), free ones, badges, games coming. */
import { StatList } from "../../../components/stat-list";

interface Props {
  totalAdventures: number;
  freeAdventures: number;
  badgesEarned: number;
  gamesComing: number;
}

export function HuntStats({ totalAdventures, freeAdventures, badgesEarned, gamesComing }: Props) {
  const stats = [
    { label: "Total Adventures", value: totalAdventures },
    { label: "Free Adventures", value: freeAdventures },
    { label: "Badges Earned", value: badgesEarned },
    { label: "Games Coming", value: gamesComing },
  ];
  return (
    <section className="container" aria-label="Hunt statistics">
      <StatList stats={stats} className="hunt-stats" itemClassName="card card-body" />
    </section>
  );
}
