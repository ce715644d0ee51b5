/**
 * The hot reads use an index on both databases: each list's page, and each read a route makes per row it
 * shows. A change that makes one of them read a whole table, or sort what an index would give in order,
 * fails here with the plan, long before a season's data makes it slow. A new hot read is one line of
 * HOT_READS, built with the query builder its service exports (testing/query-plan.ts says what is checked).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, it } from "vitest";
import { closeDb, type Db } from "../db";
import { books, episodes, posts } from "../db/tables";
import { expectIndexedPlan, type PlanExpectation, type PlannedQuery } from "../testing/query-plan";
import { openTestDb } from "../testing/test-db";
import { sessionAccountQuery } from "./accounts/sessions";
import { purchaseHistoryQuery } from "./accounts/users";
import { countQuery, countsByDetailQuery, countsForQuery, countsOf, topSubjectQuery } from "./analytics/counts";
import { recentCompletionsQuery, recentOrdersQuery, recentSignupsQuery } from "./analytics/activity";
import { BOOK_ORDER, BOOK_SORT } from "./catalog/books";
import { EPISODE_ORDER } from "./catalog/episodes";
import { HUNT_SORT, huntListQuery } from "./catalog/hunts";
import { huntTitlesQuery } from "./catalog/hunt-titles";
import { huntMapQuery } from "./catalog/park-maps";
import { groupTeamsQuery } from "./groups/group-board";
import { groupByCodeQuery } from "./groups/groups";
import { afterCursor, listPageQuery } from "./infrastructure/list-page";
import { isPublicPost, POST_ORDER, POST_SORT } from "./catalog/posts";
import { COMPLETION_SORT, huntHistoryQuery } from "./hunt-play/hunt-history";
import { ORDER_SORT, orderItemsQuery, ordersQuery } from "./orders/orders";
import { photoListQuery } from "./photos/family-photos";
import { LEDGER_SORT, pointsHistoryQuery, redeemedCouponsQuery } from "./points/coupons";

const PAGE = { limit: 20, offset: 0 };
const NOW = new Date("2026-11-28T12:00:00.000Z");
const USER_ID = 1;

interface HotRead extends PlanExpectation {
  name: string;
  query: (db: Db) => PlannedQuery;
}

const HOT_READS: HotRead[] = [
  { name: "admin orders' first page", query: (db) => ordersQuery(db).limit(PAGE.limit), walked: ["orders"], ordered: true },
  { name: "admin orders' page after a cursor", query: (db) => ordersQuery(db, afterCursor(ORDER_SORT, [NOW.toISOString(), "order-a"])).limit(PAGE.limit), walked: ["orders"], ordered: true },
  { name: "the items of a page of orders", query: (db) => orderItemsQuery(db, ["order-a", "order-b"]), searched: ["order_items"] },
  { name: "a family's orders", query: (db) => purchaseHistoryQuery(db, USER_ID), searched: ["orders"], ordered: true },
  { name: "a family's points history", query: (db) => pointsHistoryQuery(db, USER_ID), searched: ["points_ledger"], ordered: true },
  { name: "a family's points history after a cursor", query: (db) => pointsHistoryQuery(db, USER_ID, afterCursor(LEDGER_SORT, [NOW.toISOString(), 9])), searched: ["points_ledger"], ordered: true },
  { name: "a family's redeemed coupons", query: (db) => redeemedCouponsQuery(db, USER_ID), searched: ["coupon_redemptions", "coupons"], ordered: true },
  { name: "a family's hunt history", query: (db) => huntHistoryQuery(db, USER_ID), searched: ["hunt_completions"], ordered: true },
  { name: "a family's hunt history after a cursor", query: (db) => huntHistoryQuery(db, USER_ID, afterCursor(COMPLETION_SORT, [NOW.toISOString(), 9])), searched: ["hunt_completions"], ordered: true },
  { name: "the titles of the hunts completions name", query: (db) => huntTitlesQuery(db, [1, 2, 3]), searched: ["hunts"] },
  { name: "a family's photos", query: (db) => photoListQuery(db, USER_ID), searched: ["family_photos"], ordered: true },
  { name: "the blog's page", query: (db) => listPageQuery(db, posts, isPublicPost(NOW), POST_ORDER, PAGE), walked: ["posts"], ordered: true },
  { name: "the admin's blog page", query: (db) => listPageQuery(db, posts, undefined, POST_ORDER, PAGE), walked: ["posts"], ordered: true },
  { name: "the blog's page after a cursor", query: (db) => listPageQuery(db, posts, and(isPublicPost(NOW), afterCursor(POST_SORT, ["2026-11-01", 9])), POST_ORDER, PAGE), walked: ["posts"], ordered: true },
  { name: "the shop's books page", query: (db) => listPageQuery(db, books, undefined, BOOK_ORDER, PAGE), walked: ["books"], ordered: true },
  { name: "the shop's books page after a cursor", query: (db) => listPageQuery(db, books, afterCursor(BOOK_SORT, [true, 9]), BOOK_ORDER, PAGE), walked: ["books"], ordered: true },
  { name: "the podcast's episodes page", query: (db) => listPageQuery(db, episodes, eq(episodes.published, true), EPISODE_ORDER, PAGE), walked: ["episodes"], ordered: true },
  { name: "the hunts list", query: (db) => huntListQuery(db, false), walked: ["hunts"], searched: ["analytics_counts", "hunt_maps"], ordered: true },
  { name: "the admin's hunts list", query: (db) => huntListQuery(db, true), walked: ["hunts"], searched: ["analytics_counts", "hunt_maps"], ordered: true },
  { name: "the hunts list's page after a cursor", query: (db) => huntListQuery(db, false, afterCursor(HUNT_SORT, [true, 9])).limit(PAGE.limit), walked: ["hunts"], ordered: true },
  { name: "the admin's hunts page after a cursor", query: (db) => huntListQuery(db, true, afterCursor(HUNT_SORT, [false, 9])).limit(PAGE.limit), walked: ["hunts"], ordered: true },
  { name: "a hunt's park map", query: (db) => huntMapQuery(db, 7), searched: ["hunt_maps"] },
  { name: "a group by its code", query: (db) => groupByCodeQuery(db, "K7M2QX"), searched: ["groups"] },
  { name: "a group's teams on the leader's board", query: (db) => groupTeamsQuery(db, 7), searched: ["group_teams"], ordered: true },
  { name: "recent activity: orders", query: (db) => recentOrdersQuery(db, PAGE.limit), walked: ["orders"], ordered: true },
  { name: "recent activity: hunt completions", query: (db) => recentCompletionsQuery(db, PAGE.limit), walked: ["hunt_completions"], searched: ["users"], ordered: true },
  { name: "recent activity: sign-ups", query: (db) => recentSignupsQuery(db, PAGE.limit), searched: ["users"], ordered: true },
  { name: "a kept count's total", query: (db) => countQuery(db, "views"), searched: ["analytics_counts"] },
  { name: "a hunt's kept count", query: (db) => countQuery(db, "hunt.completions", "7"), searched: ["analytics_counts"] },
  { name: "the daily views of the chart", query: (db) => countsOf(db, "views.day", "2026-10-30"), searched: ["analytics_counts"] },
  { name: "finds by method, every hunt", query: (db) => countsOf(db, "hunt.finds"), searched: ["analytics_counts"] },
  { name: "the finds of a page of hunts", query: (db) => countsForQuery(db, "hunt.finds", ["3", "5", "9"]), searched: ["analytics_counts"] },
  { name: "completions by language, every hunt", query: (db) => countsByDetailQuery(db, "hunt.completions"), searched: ["analytics_counts"] },
  { name: "the most viewed page", query: (db) => topSubjectQuery(db, "views.page"), searched: ["analytics_counts"] },
  { name: "the session and account of a request's token", query: (db) => sessionAccountQuery(db, { userId: USER_ID, sessionId: "a-session" }, NOW), searched: ["sessions", "users"] },
];

describe("the hot reads' query plans", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => closeDb(db));

  it.each(HOT_READS)("$name reads through an index", ({ query, ...expected }) => expectIndexedPlan(db, query(db), expected));
});
