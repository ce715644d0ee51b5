/**
 * The anonymous visitor id sent with page views, so the admin's "unique visitors" counts devices rather
 * than views. Made once from random bytes and kept in the device's key-value table (key "visitor_id"),
 * so it survives reloads and works offline; it says nothing about who the visitor is.
 */
import { db } from "../../lib/database/db";
import { KV } from "../../lib/database/store-keys";

const VISITOR_ID_BYTES = 16;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(VISITOR_ID_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Reads the id, creating it on first use; one transaction, so two tabs starting together agree. */
export async function visitorId(): Promise<string> {
  return db.transaction("rw", db.kv, async () => {
    const existing = (await db.kv.get(KV.visitorId))?.value;
    if (typeof existing === "string" && existing) return existing;
    const id = randomId();
    await db.kv.put({ key: KV.visitorId, value: id });
    return id;
  });
}
