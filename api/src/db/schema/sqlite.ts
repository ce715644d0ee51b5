/**
 * The SQLite schema. Money is stored in integer cents and exposed as dollars by the services; times are
 * ISO-8601 UTC strings so they sort and compare as text. A points balance is derived from the ledger's rows
 * rather than kept as a mutable total, so a replayed or concurrent write can never make it drift; the
 * analytics figures are counted into rows each transaction adds (`analytics_counts`), never updated.
 */
import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { StoredExplorer } from "#shared/schemas/explorers";
import type { HuntVersion } from "#shared/schemas/hunt-translation";
import type { ControlPoint } from "#shared/rules/georeference";
import { GROUP_STATUSES } from "#shared/schemas/group";
import { MAIL_KINDS } from "#shared/schemas/mail";
import { COUNT_METRICS } from "./count-metrics";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["admin", "user"] }).notNull().default("user"),
    membershipTier: text("membership_tier", { enum: ["free", "premium"] }).notNull().default("free"),
    marketingConsent: bool("marketing_consent"),
    createdAt: createdAt(),
    /** When someone opened a link mailed to `email` (mail reaches them); null until then. */
    emailConfirmedAt: text("email_confirmed_at"),
    /**
     * The address the account's owner has shown to be theirs: a link mailed to it opened by this account's
     * own session, or a password reset through one. Guest orders placed with it join the account; one that
     * is no longer `email` proves nothing.
     */
    provenEmail: text("proven_email"),
  },
  (t) => [index("users_role_newest").on(t.role, t.createdAt, t.id)],
);

export const pointsLedger = sqliteTable(
  "points_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionType: text("transaction_type", { enum: ["earned", "spent"] }).notNull(),
    pointsAmount: integer("points_amount").notNull(),
    description: text("description").notNull(),
    // Makes one-time awards (welcome bonus, a hunt's completion, a post read) impossible to grant twice.
    reasonKey: text("reason_key"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("points_ledger_reason").on(t.userId, t.reasonKey), index("points_ledger_user_newest").on(t.userId, t.createdAt, t.id)],
);

export const coupons = sqliteTable("coupons", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  discountType: text("discount_type", { enum: ["fixed", "percentage"] }).notNull(),
  discountAmount: real("discount_amount").notNull(),
  pointsCost: integer("points_cost").notNull(),
  remainingUses: integer("remaining_uses").notNull(),
  expiresAt: text("expires_at"),
  description: text("description").notNull().default(""),
});

export const couponRedemptions = sqliteTable(
  "coupon_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    pointsSpent: integer("points_spent").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_once").on(t.userId, t.couponId),
    index("coupon_redemptions_user_newest").on(t.userId, t.createdAt, t.id),
    index("coupon_redemptions_coupon").on(t.couponId),
  ],
);

export const posts = sqliteTable(
  "posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    image: text("image").notNull().default(""),
    featured: bool("featured"),
    published: bool("published"),
    date: text("date").notNull(),
    readTime: text("read_time").notNull(),
    scheduledDate: text("scheduled_date"),
    createdAt: createdAt(),
  },
  (t) => [index("posts_published_date").on(t.published, t.date), index("posts_newest").on(t.date, t.id)],
);

export const books = sqliteTable(
  "books",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    pages: integer("pages").notNull(),
    category: text("category").notNull(),
    available: bool("available"),
    image: text("image").notNull().default(""),
    bestseller: bool("bestseller"),
    difficulty: text("difficulty").notNull().default("Family Friendly"),
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("books_listed").on(sql`${t.bestseller} desc`, t.id)],
);

export const episodes = sqliteTable(
  "episodes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    duration: text("duration").notNull().default(""),
    season: integer("season").notNull().default(1),
    episodeNumber: integer("episode_number").notNull().default(1),
    spotifyUrl: text("spotify_url").notNull().default(""),
    applePodcastsUrl: text("apple_podcasts_url").notNull().default(""),
    published: bool("published"),
    createdAt: createdAt(),
  },
  (t) => [index("episodes_newest").on(t.season, t.episodeNumber, t.id)],
);

export const hunts = sqliteTable(
  "hunts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    difficulty: text("difficulty", { enum: ["easy", "medium", "hard"] }).notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    teaser: bool("teaser"),
    thumbnailImage: text("thumbnail_image").notNull().default(""),
    estimatedTime: text("estimated_time").notNull().default(""),
    ageRange: text("age_range").notNull().default(""),
    featured: bool("featured"),
    published: bool("published"),
    createdAt: createdAt(),
  },
  (t) => [index("hunts_listed").on(sql`${t.featured} desc`, t.id)],
);

export const huntItems = sqliteTable(
  "hunt_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    locationDescription: text("location_description").notNull().default(""),
    educationalFact: text("educational_fact").notNull().default(""),
    points: integer("points").notNull().default(10),
    /** Where the find is, WGS84 degrees; both or neither. */
    lat: real("lat"),
    lng: real("lng"),
    radiusM: integer("radius_m").notNull().default(40),
    /** The widest radius the item has had: a phone that downloaded it then may check in within that. */
    widestRadiusM: integer("widest_radius_m").notNull().default(40),
    /** The word on a sign at the spot, shown to admins only; families get its hash. */
    checkWord: text("check_word").notNull().default(""),
    checkWordHash: text("check_word_hash").notNull().default(""),
    /** What a family is asked to take a picture of here; "" for none. */
    photoPrompt: text("photo_prompt").notNull().default(""),
    /** How read-aloud says the name when speech gets it wrong ("ah-WAH-nee"); "" reads the name. */
    sayAs: text("say_as").notNull().default(""),
  },
  (t) => [index("hunt_items_hunt").on(t.huntId, t.position)],
);

export const quizQuestions = sqliteTable(
  "quiz_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    options: text("options", { mode: "json" }).$type<string[]>().notNull(),
    correctAnswer: text("correct_answer").notNull(),
    points: integer("points").notNull().default(5),
  },
  (t) => [index("quiz_questions_hunt").on(t.huntId, t.position)],
);

/**
 * A hunt's version in another language: its texts, and its items' and questions' by id (ids survive an
 * edit, so the texts stay with their item). `complete` is worked out whenever the hunt or this version
 * is written, so lists can say which languages a hunt is offered in without reading every item.
 */
export const huntTranslations = sqliteTable(
  "hunt_translations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    texts: text("texts", { mode: "json" }).$type<HuntVersion>().notNull(),
    complete: bool("complete"),
  },
  (t) => [uniqueIndex("hunt_translations_hunt_lang").on(t.huntId, t.lang)],
);

/**
 * A hunt's park map, one at most, removed with its hunt: the stored picture (its size is the stored
 * copy's, the pixels `points` are placed in) and the control points fitting it to the ground, with the
 * fit's RMS in metres (null until points are placed). A table of its own keeps the catalog's reads of
 * `hunts` as narrow as they were.
 */
export const huntMaps = sqliteTable(
  "hunt_maps",
  {
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    credit: text("credit").notNull().default(""),
    points: text("points", { mode: "json" }).$type<ControlPoint[]>().notNull(),
    rmsM: real("rms_m"),
  },
  // One map a hunt: the hunt's id is its key.
  (t) => [primaryKey({ columns: [t.huntId] })],
);

/** `huntKey` is the hunt id as text, or "roper" for the built-in science-center hunt. */
export const huntCompletions = sqliteTable(
  "hunt_completions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    huntKey: text("hunt_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    score: integer("score").notNull(),
    badgeEarned: bool("badge_earned"),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    /** What the phone showed; `score` and `badge_earned` are the server's own, from the hunt it holds. */
    deviceScore: integer("device_score"),
    deviceBadgeEarned: integer("device_badge_earned", { mode: "boolean" }),
    /** Each child's own result on a shared phone ([] when the completion named none). */
    explorers: text("explorers", { mode: "json" })
      .$type<StoredExplorer[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The language the hunt was played in, whose answers it was scored against. */
    lang: text("lang").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    index("hunt_completions_hunt").on(t.huntKey),
    index("hunt_completions_user_newest").on(t.userId, t.createdAt, t.id),
    index("hunt_completions_newest").on(t.createdAt, t.id),
  ],
);

/** How each item of a completion was found: at the spot by GPS, by the sign's word, by a tap, or by a photo. */
export const huntFinds = sqliteTable(
  "hunt_finds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    completionId: integer("completion_id")
      .notNull()
      .references(() => huntCompletions.id, { onDelete: "cascade" }),
    huntKey: text("hunt_key").notNull(),
    itemId: integer("item_id").notNull(),
    method: text("method", { enum: ["gps", "word", "tap", "photo"] }).notNull(),
    foundAt: text("found_at").notNull(),
    distanceM: real("distance_m"),
    accuracyM: real("accuracy_m"),
  },
  (t) => [index("hunt_finds_hunt").on(t.huntKey, t.method), index("hunt_finds_completion").on(t.completionId)],
);

/**
 * A leader's group: one hunt played in teams (a class, a troop, a family reunion). `key` signs and checks
 * the teams' results (shared/rules/team-result.ts); the leader gets it with the group and each team when
 * it joins. A group is deleted, its teams with it, GROUP_KEPT_DAYS after it ended, or after it was made
 * when it never ended (services/groups/group-removal.ts). Neither table says where anyone is, or was.
 */
export const groups = sqliteTable(
  "groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    leaderId: integer("leader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    status: text("status", { enum: GROUP_STATUSES }).notNull().default("active"),
    leaderboard: bool("leaderboard"),
    createdAt: createdAt(),
    endedAt: text("ended_at"),
  },
  // Removal finds old groups by when they were made: a group ends after it was made, never before.
  (t) => [index("groups_hunt").on(t.huntId), index("groups_leader").on(t.leaderId), index("groups_created").on(t.createdAt)],
);

/**
 * A team of a group, joined with no account: its name and explorers' first names, the SHA-256 of the
 * token its phone reads the standings with (the token itself is never kept), and its latest result: the
 * signed text as it arrived and what the server scored from it. `reported_at` is when the team's phone
 * made that result (null before the first); a result made earlier never replaces it.
 */
export const groupTeams = sqliteTable(
  "group_teams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    explorers: text("explorers", { mode: "json" }).$type<string[]>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    result: text("result"),
    found: integer("found").notNull().default(0),
    quizDone: bool("quiz_done"),
    score: integer("score").notNull().default(0),
    badgeEarned: bool("badge_earned"),
    reportedAt: text("reported_at"),
  },
  // A group's teams in the order they joined.
  (t) => [index("group_teams_group").on(t.groupId, t.id)],
);

/**
 * A family's own photos, private to the account that took them. The bytes are kept by the photos file
 * store (services/files/file-store.ts: DATA_DIR/photos, or stored_files on PostgreSQL) under `fileName`
 * (random, never public); `id` is random too, so a photo's address cannot be guessed. The item has no
 * foreign key: an admin's edit that drops an item must not take a family's pictures with it.
 */
export const familyPhotos = sqliteTable(
  "family_photos",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    itemId: integer("item_id").notNull(),
    takenAt: text("taken_at").notNull(),
    contentType: text("content_type", { enum: ["image/jpeg", "image/png", "image/webp"] }).notNull(),
    size: integer("size").notNull(),
    fileName: text("file_name").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("family_photos_user_newest").on(t.userId, t.takenAt, t.createdAt), index("family_photos_hunt").on(t.huntId)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    kind: text("kind", { enum: ["book", "hunt"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "completed", "failed", "cancelled"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    promoCode: text("promo_code"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull().default(""),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    customerAddress: text("customer_address").notNull().default(""),
    productName: text("product_name").notNull(),
    childName: text("child_name"),
    specialOccasion: text("special_occasion"),
    provider: text("provider").notNull(),
    paypalOrderId: text("paypal_order_id"),
    returnUrl: text("return_url"),
    cancelUrl: text("cancel_url"),
    huntId: integer("hunt_id"),
    createdAt: createdAt(),
    /** When the order last changed (its status, its provider order); null until then. */
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("orders_newest").on(t.createdAt, t.id),
    index("orders_user_newest").on(t.userId, t.createdAt, t.id),
    index("orders_hunt").on(t.huntId),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    bookId: integer("book_id").references(() => books.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    category: text("category").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_items_order").on(t.orderId), index("order_items_book").on(t.bookId)],
);

/** The built-in sandbox payment provider keeps its "provider side" orders here, so approval survives restarts. */
export const sandboxPayments = sqliteTable("sandbox_payments", {
  id: text("id").primaryKey(),
  requestId: text("request_id").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  description: text("description").notNull(),
  status: text("status", { enum: ["created", "approved", "captured", "cancelled"] }).notNull(),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  payerName: text("payer_name"),
  payerEmail: text("payer_email"),
  createdAt: createdAt(),
});

export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    page: text("page").notNull(),
    referrer: text("referrer").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    visitorId: text("visitor_id").notNull().default(""),
    userId: integer("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created").on(t.createdAt)],
);

export const contentViews = sqliteTable(
  "content_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contentId: text("content_id").notNull(),
    contentType: text("content_type").notNull(),
    page: text("page").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    // null for the first view; engagement_update / final_engagement / cleanup_engagement for follow-ups.
    engagementType: text("engagement_type"),
    scrollDepth: real("scroll_depth").notNull().default(0),
    timeSpent: real("time_spent").notNull().default(0),
    visitorId: text("visitor_id").notNull().default(""),
    userId: integer("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("content_views_content").on(t.contentType, t.contentId), index("content_views_created").on(t.createdAt)],
);

export const blogReads = sqliteTable(
  "blog_reads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id").notNull(),
    userId: integer("user_id"),
    timeSpent: real("time_spent").notNull(),
    scrollDepth: real("scroll_depth").notNull(),
    wordsRead: integer("words_read").notNull(),
    completedReading: bool("completed_reading"),
    exitPoint: text("exit_point").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_reads_post").on(t.postId), index("blog_reads_created").on(t.createdAt)],
);

/**
 * The analytics counts the admin reads (./count-metrics.ts), kept as the events happen, in the transaction
 * that writes each event. A transaction only ever adds rows (one per key it counts), so writers on
 * PostgreSQL never update a shared row and never conflict; a key's value is the sum of its rows, and a
 * periodic fold (services/analytics/fold-counts.ts) merges each key's rows into one.
 */
export const analyticsCounts = sqliteTable(
  "analytics_counts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    metric: text("metric", { enum: COUNT_METRICS }).notNull(),
    subject: text("subject").notNull().default(""),
    detail: text("detail").notNull().default(""),
    amount: integer("amount").notNull(),
  },
  (t) => [index("analytics_counts_key").on(t.metric, t.subject, t.detail)],
);

/** Every visitor id a page view has carried: its first insert adds one to the `visitors` count, and it outlives the views. */
export const analyticsVisitors = sqliteTable("analytics_visitors", {
  visitorId: text("visitor_id").primaryKey(),
});

/** One row per Idempotency-Key (or outbox mutation id): the first answer, replayed for the same key. */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    responseBody: text("response_body").notNull(),
    createdAt: createdAt(),
  },
  // Pruning past the retention window, and clearing day-old tracking keys, find old keys by time.
  (t) => [index("idempotency_keys_created").on(t.createdAt)],
);

/** Attempts at the writes a stranger can repeat (logins, registrations, photo uploads, signed-out completions, joining a group, a team's results), counted per subject over a window (kept in the database so every process agrees). */
export const authAttempts = sqliteTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["login", "register", "photo", "completion", "password-reset", "confirm-email", "group-join", "group-result"] }).notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("auth_attempts_subject").on(t.kind, t.subject, t.createdAt)],
);

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
});

/** Bumped by triggers on every content table (see migration 0001); response caches key on it. */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * The data migrations already run (api/src/migrations/code/): changes SQL cannot make, such as
 * sanitizing stored HTML, recorded so that each runs once.
 */
export const codeMigrations = sqliteTable("code_migrations", {
  name: text("name").primaryKey(),
  appliedAt: text("applied_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

/**
 * Signed-in sessions. Each bearer token names one (its `sid`), and the auth middleware reads it in the
 * query that reads the account, on every request: a session revoked here is refused at once by every
 * server process. A row outlives its token only until it would have expired; then it is deleted.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

/**
 * One-time links mailed to a family: a password reset or an e-mail confirmation. Only the SHA-256 of the
 * token is kept, so the table alone opens nothing; `email` is the address the link was sent to.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password-reset", "confirm-email"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user").on(t.userId, t.purpose)],
);

/**
 * Mail waiting to be sent, and what became of it (services/mail/). A message is written in the same
 * transaction as the change it tells about and sent later by whichever server process claims it first:
 * a claim sets `lease_until`, and a process that dies mid-send lets its lease run out, so another one
 * takes the message over. `attempts` counts claims; a failed send waits `next_attempt_at` before the next.
 * The body is dropped once the message is sent or given up, since it may carry a one-time link.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull().default(""),
    text: text("text").notNull().default(""),
    status: text("status", { enum: ["waiting", "sent", "failed"] }).notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    leaseUntil: text("lease_until"),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt), index("mail_outbox_sent").on(t.status, t.sentAt)],
);

/**
 * File bytes kept in the database (services/files/file-store.ts), so that every server process, on any
 * machine, reads the same files: used on PostgreSQL, where processes share no disk. `folder` keeps the
 * stores apart (public uploads, private family photos); `created_at` is when these bytes were stored,
 * restamped when a name is written again, which the orphan-photo sweep reads as the file's age.
 */
export const storedFiles = sqliteTable(
  "stored_files",
  {
    folder: text("folder").notNull(),
    name: text("name").notNull(),
    bytes: blob("bytes", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);
