/**
 * /hunt/:huntId: a server hunt, played from the device's copy. The copy shows at once (and with no
 * signal, if it was downloaded); the server copy refreshes it in the background. Paid hunts are gated
 * by a purchase the server accepted or the membership flag.
 */
import { useLiveQuery } from "../../lib/use-live-query";
import { Suspense, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useStore } from "zustand";
import { peekBootRead } from "../../app/boot-reads";
import { withDatabase } from "../../lib/database";
import type { StoredHunt } from "../../lib/db";
import { huntAccess, useMembership, usePurchases } from "../../stores/access";
import { huntProgressStore } from "../../stores/hunt-progress";
import { countPendingPurchases } from "./hunt-pending";
import { useContentView } from "./use-content-view";
import { useHuntLoad } from "./use-hunt-load";
import { useHydrated } from "./use-hydrated";
import { useReadyMark } from "./use-ready-mark";
import { HuntHeader } from "./components/hunt-header";
import { HuntPlay, type PlayableHunt } from "./components/hunt-play";
import { LazyHuntPaywall, LazyOfflineStatus } from "./components/lazy-parts";
import "./hunts.css";

export default function HuntPage() {
  const id = Number(useParams().huntId);
  useHuntLoad(id);
  useContentView(id);
  // Opened cold, the first frame draws from the row read at boot while Dexie's own query starts.
  const [bootHunt] = useState(() => peekBootRead("hunts", id)?.value as StoredHunt | undefined);
  const loaded = useLiveQuery(
    async () => ({ hunt: Number.isInteger(id) && id > 0 ? await withDatabase((db) => db.hunts.get(id)) : undefined }),
    [id],
    bootHunt?.id === id ? { hunt: bootHunt } : undefined,
  );
  const hunt = loaded?.hunt;
  if (!hunt?.items) {
    return (
      <div className="center-screen" role="status">
        <div className="stack">
          <div className="spinner" style={{ marginInline: "auto" }} />
          <p>Loading hunt...</p>
        </div>
      </div>
    );
  }
  return <HuntView key={hunt.id} hunt={hunt as PlayableHunt} />;
}

function HuntView({ hunt }: { hunt: PlayableHunt }) {
  const store = useMemo(() => huntProgressStore(hunt.id), [hunt.id]);
  const progressReady = useStore(store, (s) => s.hydrated);
  const purchasesRead = useHydrated(usePurchases);
  const membershipRead = useHydrated(useMembership);
  const accessReady = purchasesRead && membershipRead;
  const purchases = usePurchases();
  const membership = useMembership();
  const pending = useLiveQuery(() => countPendingPurchases(hunt.id), [hunt.id], 0) > 0;
  const access = huntAccess(hunt.price, hunt.id, purchases, membership);
  const ready = accessReady && (access === "locked" || progressReady);
  useReadyMark(ready);

  return (
    <div className="container stack hunt-page">
      <p>
        <Link to="/scavengerhunts">← All hunts</Link>
      </p>
      <HuntHeader hunt={hunt} />
      <Suspense fallback={null}>
        <LazyOfflineStatus hunt={hunt} />
      </Suspense>
      {!ready ? (
        <div className="spinner" role="status" aria-label="Loading your progress" />
      ) : access === "locked" ? (
        <Suspense fallback={null}>
          <LazyHuntPaywall hunt={hunt} pending={pending} />
        </Suspense>
      ) : (
        <HuntPlay hunt={hunt} store={store} />
      )}
    </div>
  );
}
