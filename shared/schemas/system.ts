/** The admin's system tools: the database status and what "clear cache" removed. */
import { z } from "zod";

export const dbStatusSchema = z.object({
  ok: z.literal(true),
  size_bytes: z.number().int(),
  /**
   * Each table's rows: counted exactly in a small table; in a big one the database's own estimate, and
   * `estimated` says so (absent from servers older than the estimates: all counted).
   */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int(), estimated: z.boolean().default(false) })),
  /** When the newest schema migration was made (ISO-8601), or null on a database without migrations. */
  last_migration: z.string().nullable(),
  journal_mode: z.string(),
});
export type DbStatus = z.infer<typeof dbStatusSchema>;

export const cacheClearSchema = z.object({
  ok: z.literal(true),
  /** Everything removed: cached responses plus expired server records. */
  cleared: z.number().int(),
  cached_responses: z.number().int(),
});
export type CacheClear = z.infer<typeof cacheClearSchema>;
