/**
 * /hunt/:huntId: a server hunt, played from the device's copy. The copy shows at once (and with no
 * signal, if it was downloaded); the server copy refreshes it in the background. A page the server
 * pre-rendered shows the hunt's outline (its items to find, and nothing to play with) until the device
 * holds the hunt; a copy the device already holds shows instead. Paid hunts are gated
 * by a purchase the server accepted, the membership flag, or a group still going that this phone
 * joined as a team for the hunt (whose parts, the team's banner, results code and standings, load after
 * the first frame). On a page in another language the hunt is
 * played in that language when its version there is complete (a download carries every version, so
 * switching needs no signal), else in English, saying so.
 */
import { useLiveQuery } from "../../lib/database/use-live-query";
import { Suspense, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { huntInLang, optionVersions, playedLang } from "#shared/rules/hunt-translation";
import { Link } from "../../lib/i18n/links";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { peekBootRead } from "../../lib/start-up/boot-reads";
import { withDatabase } from "../../lib/database/db-loader";
import type { StoredHunt } from "../../lib/database/db";
import { huntAccess, useMembership, usePurchases } from "../../stores/access";
import { huntProgressStore } from "./stores/hunt-progress";
import { countPendingPurchases } from "./hunt-pending";
import { useContentView } from "./use-content-view";
import { useHuntLoad } from "./use-hunt-load";
import { useFirstFrame } from "../../lib/start-up/prerendered-answers";
import { outlineIn, visitorHunt, type VisitorHunt } from "./hunt-outline";
import { useHydrated, useProgressRead } from "./use-hydrated";
import { useReadyMark } from "./use-ready-mark";
import { HuntHeader } from "./components/hunt-header";
import type { PlayableHunt } from "./playable-hunt";
import { HuntPlay } from "./components/hunt-play";
import { OutlineItems } from "./components/outline-items";
import { LazyHuntPaywall, LazyOfflineStatus, LazyPlayAsGroup, LazyTeamPanel } from "./components/lazy-parts";
import { useAuth } from "../../stores/auth";
import { groupForHunt, groupUnlocks, useJoinedGroups } from "./team/use-joined-groups";
import { playTexts } from "./play-texts";
import { usePageHead } from "../../lib/head/use-page-head";
import { huntHead } from "./hunt-head";
import "./hunts.css";

export default function HuntPage() {
  const id = Number(useParams().huntId);
  useHuntLoad(id);
  useContentView(id);
  // Opened cold, the first frame draws from the row read at boot while Dexie's own query starts.
  const [bootHunt] = useState(() => peekBootRead("hunts", id)?.value as StoredHunt | undefined);
  // A pre-rendered page's first frame draws from the hunt's outline, until the device holds the hunt.
  const outline = useFirstFrame((answers) => outlineIn(answers, id));
  const loaded = useLiveQuery(
    async () => ({ hunt: Number.isInteger(id) && id > 0 ? await withDatabase((db) => db.hunts.get(id)) : undefined }),
    [id],
    bootHunt?.id === id ? { hunt: bootHunt } : undefined,
  );
  const hunt = loaded?.hunt;
  const lang = useLang();
  const t = useTexts(playTexts);
  const shown = useMemo(() => {
    if (!hunt?.items) return outline ? visitorHunt(outline, lang) : null;
    const stored = hunt as PlayableHunt;
    return { ...huntInLang(stored, lang), lang: playedLang(stored, lang), versions: optionVersions(stored) };
  }, [hunt, outline, lang]);
  if (!shown) {
    return (
      <div className="center-screen" role="status">
        <div className="stack">
          <div className="spinner" style={{ marginInline: "auto" }} />
          <p>{t.loadingHunt()}</p>
        </div>
      </div>
    );
  }
  return <HuntView key={shown.id} hunt={shown} />;
}

function HuntView({ hunt }: { hunt: PlayableHunt | VisitorHunt }) {
  usePageHead(huntHead(hunt));
  const store = useMemo(() => huntProgressStore(hunt.id), [hunt.id]);
  const progressReady = useProgressRead(store);
  const purchasesRead = useHydrated(usePurchases);
  const membershipRead = useHydrated(useMembership);
  const accessReady = purchasesRead && membershipRead;
  const purchases = usePurchases();
  const membership = useMembership();
  const pending = useLiveQuery(() => countPendingPurchases(hunt.id), [hunt.id], 0) > 0;
  const joined = useJoinedGroups();
  const group = groupForHunt(joined.groups, hunt.id);
  const access = huntAccess(hunt.price, hunt.id, purchases, membership, groupUnlocks(joined.groups));
  // A hunt nothing else unlocks waits for the groups joined before it says it is locked.
  const ready = accessReady && (access === "locked" ? joined.read : progressReady);
  const signedIn = useAuth((s) => s.user !== null);
  // A hunt open only through a group, or played for one on this phone, is not one to lead a group of.
  const canLead = signedIn && access !== "locked" && access !== "group" && !(group && !group.ended);
  useReadyMark(ready);
  const t = useTexts(playTexts);
  const pageLang = useLang();
  const textLang = hunt.lang === pageLang ? undefined : hunt.lang;

  return (
    <div className="container stack hunt-page">
      <p>
        <Link to="/scavengerhunts">{t.allHunts()}</Link>
      </p>
      {textLang && <p className="card card-body hunt-lang-notice">{t.onlyInEnglish()}</p>}
      <HuntHeader hunt={hunt} lang={textLang} />
      <Suspense fallback={null}>
        <LazyOfflineStatus hunt={hunt} />
      </Suspense>
      {ready && canLead && (
        <Suspense fallback={null}>
          <LazyPlayAsGroup hunt={{ id: hunt.id, title: hunt.title, itemCount: hunt.items?.length ?? hunt.item_count }} />
        </Suspense>
      )}
      {ready && group && !("outline" in hunt) && (
        <Suspense fallback={null}>
          <LazyTeamPanel code={group.code} hunt={hunt} store={store} />
        </Suspense>
      )}
      {!ready ? (
        <div className="spinner" role="status" aria-label={t.loadingProgress()} />
      ) : access === "locked" ? (
        <Suspense fallback={null}>
          <LazyHuntPaywall hunt={hunt} pending={pending} />
        </Suspense>
      ) : "outline" in hunt ? (
        <OutlineItems hunt={hunt} />
      ) : (
        <HuntPlay hunt={hunt} store={store} />
      )}
    </div>
  );
}
