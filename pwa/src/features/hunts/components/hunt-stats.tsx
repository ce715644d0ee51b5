/** The four numbers under the hero: adventures (server hunts + the built-in one), free ones, badges, games coming. */
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";
import { StatList } from "../../../components/stat-list";

interface Props {
  totalAdventures: number;
  freeAdventures: number;
  badgesEarned: number;
  gamesComing: number;
}

export function HuntStats({ totalAdventures, freeAdventures, badgesEarned, gamesComing }: Props) {
  const t = useTexts(huntsTexts);
  const stats = [
    { label: t.statTotal(), value: totalAdventures },
    { label: t.statFree(), value: freeAdventures },
    { label: t.statBadges(), value: badgesEarned },
    { label: t.statGames(), value: gamesComing },
  ];
  return (
    <section className="container" aria-label={t.huntStatistics()}>
      <StatList stats={stats} className="hunt-stats" itemClassName="card card-body" />
    </section>
  );
}
