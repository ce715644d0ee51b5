/**
 * A public catalog screen's "Load more": how far the device has read the catalog (live, from the
 * key-value table, so it shows with no signal too) and the action that reads the next page into it.
 */
import { useState } from "react";
import { useLiveQuery } from "../database/use-live-query";
import { loadNextPage, readSoFar, type PagedCatalog } from "./catalog-pages";

export function useCatalogPages<T extends { id: number }, A>(catalog: PagedCatalog<T, A>) {
  const soFar = useLiveQuery(() => readSoFar<T>(catalog.kvKey), [catalog.kvKey], null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const loadMore = async () => {
    if (state === "loading") return;
    setState("loading");
    const ok = await loadNextPage(catalog).catch(() => false);
    setState(ok ? "idle" : "failed");
  };
  return { soFar, loadMore, loading: state === "loading", failed: state === "failed" };
}
