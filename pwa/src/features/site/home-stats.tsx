/** Home's four figures: the fixed claims of the brand around the live blog post and book counts. */
import { StatList } from "../../components/stat-list";
import { ADVENTURERS, NATIONAL_PARKS } from "./site-figures";
import { useContentStats } from "./content-stats";

export function HomeStats() {
  const counts = useContentStats();
  const stats = [
    { label: "National Parks", value: NATIONAL_PARKS },
    { label: "Blog Posts", value: counts.blog_posts },
    { label: "Adventurers", value: ADVENTURERS },
    { label: "Books", value: counts.books },
  ];
  return (
    <section className="container" aria-label="Park Hunts in numbers">
      <StatList stats={stats} className="site-stats" itemClassName="card card-body" />
    </section>
  );
}
