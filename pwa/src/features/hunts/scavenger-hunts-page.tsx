/**
 * /scavengerhunts: the built-in Roper hunt and every hunt the device knows, read from IndexedDB (so the
 * list opens with no signal) and refreshed from the server in the background, a page at a time: the
 * first page on each visit, and "Load more" under the cards once the catalog is longer than a page. A
 * pre-rendered list's first frame draws the server's first page. A team joins its leader's group from
 * here ("Join a group"), and a paid hunt its group plays shows unlocked.
 */
import { useTexts } from "../../lib/i18n/texts";
import { huntsTexts } from "./hunts-texts";
import { useLiveQuery } from "../../lib/database/use-live-query";
import { db, type StoredHunt } from "../../lib/database/db";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { huntAccess, useMembership, usePurchases } from "../../stores/access";
import { HUNT_CATALOG, HUNT_LIST_PATH, HUNTS_REFRESH_KEY, refreshHunts, sortHunts } from "./hunt-catalog";
import { useFirstFrame } from "../../lib/start-up/prerendered-answers";
import { listIn } from "../../lib/start-up/prerendered-lists";
import { HUNTS_PAGE } from "#shared/rules/list-limit";
import { useCatalogPages } from "../../lib/api/use-catalog-pages";
import { LoadMore } from "../../components/load-more";
import { huntKeyText, ROPER_HUNT_ID } from "#shared/rules/hunt-key";
import { countBadges, isCompleted, useProgressSummaries } from "./progress-summary";
import { HuntCard } from "./components/hunt-card";
import { HuntStats } from "./components/hunt-stats";
import { HowItWorks, HuntsHero, LearningGames } from "./components/hunts-intro";
import { RoperHuntCard } from "./components/roper-hunt-card";
import { JoinGroupInvite } from "./team/join-group-invite";
import { groupUnlocks, useJoinedGroups } from "./team/use-joined-groups";
import "./hunts.css";

const NO_HUNTS: StoredHunt[] = [];
/** The Roper hunt is not a server row but counts as one adventure (and a free one). */
const BUILT_IN_HUNTS = 1;
const GAMES_COMING = 1;

/** The hunts a family is offered, in the list's order. */
const offered = (hunts: readonly StoredHunt[]) => sortHunts(hunts.filter((h) => h.published !== false));

export default function ScavengerHuntsPage() {
  useBackgroundRefresh(HUNTS_REFRESH_KEY, refreshHunts);
  // A pre-rendered list's first frame shows the hunts it was drawn from.
  const first = useFirstFrame((answers) => {
    const listed = listIn<StoredHunt>(answers, HUNT_LIST_PATH, "hunts");
    return listed && offered(listed);
  });
  const hunts = useLiveQuery(async () => offered(await db.hunts.toArray()), [], first ?? NO_HUNTS);
  const progress = useProgressSummaries();
  const purchases = usePurchases();
  const membership = useMembership();
  const unlocked = groupUnlocks(useJoinedGroups().groups);
  const t = useTexts(huntsTexts);
  const pages = useCatalogPages(HUNT_CATALOG);
  // Hunts the device holds that the server no longer lists (downloaded ones) count too.
  const listed = Math.max(pages.soFar?.total ?? 0, hunts.length);

  return (
    <div className="hunts-page stack">
      <HuntsHero />
      <HowItWorks />
      <JoinGroupInvite />
      <section className="container" aria-labelledby="hunts-heading">
        <h2 id="hunts-heading">{t.chooseAdventure()}</h2>
        <div className="grid">
          <RoperHuntCard completed={isCompleted(progress.get(huntKeyText(ROPER_HUNT_ID)))} />
          {hunts.map((hunt) => (
            <HuntCard
              key={hunt.id}
              hunt={hunt}
              access={huntAccess(hunt.price, hunt.id, purchases, membership, unlocked)}
              completed={isCompleted(progress.get(huntKeyText(hunt.id)))}
            />
          ))}
        </div>
        {pages.soFar && pages.soFar.total > HUNTS_PAGE && (
          <LoadMore
            shown={hunts.length}
            total={listed}
            // A refresh of the first page starts the reading again while the device may hold every hunt already.
            more={pages.soFar.next !== null && hunts.length < listed}
            loading={pages.loading}
            failed={pages.failed}
            onLoadMore={() => void pages.loadMore()}
          />
        )}
      </section>
      <LearningGames />
      <HuntStats
        totalAdventures={listed + BUILT_IN_HUNTS}
        freeAdventures={hunts.filter((h) => h.price === 0).length + BUILT_IN_HUNTS}
        badgesEarned={countBadges(progress)}
        gamesComing={GAMES_COMING}
      />
    </div>
  );
}
