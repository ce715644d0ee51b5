/**
 * The one `Db` handle inside and outside write transactions: a query made inside one joins it, a query
 * made anywhere else does not, however transactions begin, overlap and settle one after another.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeTx, type Db } from ".";
import { openTestDb } from "../testing/test-db";
import { books } from "./tables";

const titled = async (db: Db, title: string) => (await db.select({ id: books.id }).from(books).where(eq(books.title, title))).length;

async function addBook(db: Db, title: string) {
  await db.insert(books).values({ title, priceCents: 500, pages: 10, category: "Guide", features: [] });
}

describe("the database handle in and out of write transactions", () => {
  it("joins the transaction its caller is in, and only that one, across transactions begun after others settled", async () => {
    const db = await openTestDb();
    for (let round = 0; round < 3; round++) {
      // Each round starts with no transaction open, then runs two that overlap.
      const own = await Promise.all(
        [0, 1].map((n) =>
          writeTx(db, async () => {
            const title = `Round ${round}, book ${n}`;
            await addBook(db, title);
            await new Promise((resolve) => setTimeout(resolve, 5));
            return titled(db, title);
          }),
        ),
      );
      // Inside, each read its own write before it was committed.
      expect(own).toEqual([1, 1]);
      // A query that began outside any transaction, while one is open, reads only what was committed.
      let letOutsideRead!: () => void;
      const outside = new Promise<void>((resolve) => (letOutsideRead = resolve)).then(() => titled(db, `Round ${round}, not yet`));
      await writeTx(db, async () => {
        await addBook(db, `Round ${round}, not yet`);
        letOutsideRead();
        expect(await outside).toBe(0);
      });
      expect(await titled(db, `Round ${round}, not yet`)).toBe(1);
    }
  });
});
