/**
 * The analytics of the hunts the admin's list has loaded, read a page's hunts at a time
 * (`GET /api/admin/hunt-analytics?ids=…`), so no answer grows with the catalog however far the admin
 * scrolls. The totals come from the unfiltered read; this only adds each loaded hunt's row.
 */
import { useEffect, useRef, useState } from "react";
import { MAX_LIST_LIMIT } from "#shared/rules/list-limit";
import type { HuntAnalytics } from "#shared/schemas/hunt";
import { api } from "../../../lib/api/api-client";

export type HuntDetail = HuntAnalytics["hunt_details"][number];

export function useHuntDetails(ids: readonly number[]): ReadonlyMap<number, HuntDetail> {
  const [details, setDetails] = useState<ReadonlyMap<number, HuntDetail>>(new Map());
  // Asked for or already known: a hunt is read once, and again only after its read failed.
  const asked = useRef(new Set<number>());
  const wanted = ids.join(",");

  useEffect(() => {
    const missing = wanted === "" ? [] : wanted.split(",").map(Number).filter((id) => !asked.current.has(id));
    for (let start = 0; start < missing.length; start += MAX_LIST_LIMIT) {
      const chunk = missing.slice(start, start + MAX_LIST_LIMIT);
      for (const id of chunk) asked.current.add(id);
      void api.get<HuntAnalytics>("/admin/hunt-analytics", { ids: chunk.join(",") }).then((res) => {
        if (!res.success) {
          for (const id of chunk) asked.current.delete(id);
          return;
        }
        setDetails((known) => new Map([...known, ...res.data.hunt_details.map((detail) => [detail.hunt_id, detail] as const)]));
      });
    }
  }, [wanted]);
  return details;
}
