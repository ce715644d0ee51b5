/** Home's four figures: the fixed claims of the brand around the live blog post and book counts. */
import { StatList } from "../../components/stat-list";
import { ADVENTURERS, NATIONAL_PARKS } from "./site-figures";
import { useContentStats } from "./content-stats";
import { useTexts } from "../../lib/i18n/texts";
import { siteTexts } from "./site-texts";

export function HomeStats() {
  const counts = useContentStats();
  const t = useTexts(siteTexts);
  const stats = [
    { label: t.statParks(), value: NATIONAL_PARKS },
    { label: t.statPosts(), value: counts.blog_posts },
    { label: t.statAdventurers(), value: ADVENTURERS },
    { label: t.statBooks(), value: counts.books },
  ];
  return (
    <section className="container" aria-label={t.inNumbers()}>
      <StatList stats={stats} className="site-stats" itemClassName="card card-body" />
    </section>
  );
}
