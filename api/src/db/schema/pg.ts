/**
 * The PostgreSQL schema: the same tables, columns, defaults and indexes as ./sqlite.ts (SQLite), so the
 * services read and write both through one query builder and get the same JavaScript values back.
 * Column types follow SQLite's choices on purpose: times are ISO-8601 UTC text, money integer cents,
 * JSON lists text (a tag is matched the same way on both), booleans real booleans. Migrations are
 * generated from this file into api/src/migrations/sql/pg (drizzle-pg.config.ts);
 * ../schema-agreement.test.ts keeps the two schemas identical.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, customType, doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { StoredExplorer } from "#shared/schemas/explorers";
import type { HuntVersion } from "#shared/schemas/hunt-translation";
import type { ControlPoint } from "#shared/rules/georeference";
import { GROUP_STATUSES } from "#shared/schemas/group";
import { MAIL_KINDS } from "#shared/schemas/mail";
import { COUNT_METRICS } from "./count-metrics";

// The same text SQLite's strftime('%Y-%m-%dT%H:%M:%fZ','now') gives: milliseconds, UTC, a "Z".
const createdAt = (name = "created_at") =>
  text(name)
    .notNull()
    .default(sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const bool = (name: string) => boolean(name).notNull().default(false);
/** JSON kept as text, as SQLite keeps it. */
const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value),
});
/** Bytes, as SQLite's blob column in buffer mode gives them: node-postgres reads bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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

export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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

export const coupons = pgTable("coupons", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique(),
  discountType: text("discount_type", { enum: ["fixed", "percentage"] }).notNull(),
  discountAmount: doublePrecision("discount_amount").notNull(),
  pointsCost: integer("points_cost").notNull(),
  remainingUses: integer("remaining_uses").notNull(),
  expiresAt: text("expires_at"),
  description: text("description").notNull().default(""),
});

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    tags: jsonText("tags").$type<string[]>().notNull(),
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

export const books = pgTable(
  "books",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    pages: integer("pages").notNull(),
    category: text("category").notNull(),
    available: bool("available"),
    image: text("image").notNull().default(""),
    bestseller: bool("bestseller"),
    difficulty: text("difficulty").notNull().default("Family Friendly"),
    features: jsonText("features").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("books_listed").on(t.bestseller.desc().nullsFirst(), t.id)],
);

export const episodes = pgTable(
  "episodes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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

export const hunts = pgTable(
  "hunts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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
  (t) => [index("hunts_listed").on(t.featured.desc().nullsFirst(), t.id)],
);

export const huntItems = pgTable(
  "hunt_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    locationDescription: text("location_description").notNull().default(""),
    educationalFact: text("educational_fact").notNull().default(""),
    points: integer("points").notNull().default(10),
    /** Where the find is, WGS84 degrees; both or neither. */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
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

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    options: jsonText("options").$type<string[]>().notNull(),
    correctAnswer: text("correct_answer").notNull(),
    points: integer("points").notNull().default(5),
  },
  (t) => [index("quiz_questions_hunt").on(t.huntId, t.position)],
);

/** As in the SQLite schema: a hunt's version in another language, and whether it is complete. */
export const huntTranslations = pgTable(
  "hunt_translations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    texts: jsonText("texts").$type<HuntVersion>().notNull(),
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
export const huntMaps = pgTable(
  "hunt_maps",
  {
    huntId: integer("hunt_id")
      .notNull()
      .references(() => hunts.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    credit: text("credit").notNull().default(""),
    points: jsonText("points").$type<ControlPoint[]>().notNull(),
    rmsM: doublePrecision("rms_m"),
  },
  // One map a hunt: the hunt's id is its key.
  (t) => [primaryKey({ columns: [t.huntId] })],
);

/** `huntKey` is the hunt id as text, or "roper" for the built-in science-center hunt. */
export const huntCompletions = pgTable(
  "hunt_completions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    huntKey: text("hunt_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    score: integer("score").notNull(),
    badgeEarned: bool("badge_earned"),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    /** What the phone showed; `score` and `badge_earned` are the server's own, from the hunt it holds. */
    deviceScore: integer("device_score"),
    deviceBadgeEarned: boolean("device_badge_earned"),
    /** Each child's own result on a shared phone ([] when the completion named none). */
    explorers: jsonText("explorers")
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
export const huntFinds = pgTable(
  "hunt_finds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    completionId: integer("completion_id")
      .notNull()
      .references(() => huntCompletions.id, { onDelete: "cascade" }),
    huntKey: text("hunt_key").notNull(),
    itemId: integer("item_id").notNull(),
    method: text("method", { enum: ["gps", "word", "tap", "photo"] }).notNull(),
    foundAt: text("found_at").notNull(),
    distanceM: doublePrecision("distance_m"),
    accuracyM: doublePrecision("accuracy_m"),
  },
  (t) => [index("hunt_finds_hunt").on(t.huntKey, t.method), index("hunt_finds_completion").on(t.completionId)],
);

/**
 * A leader's group: one hunt played in teams (a class, a troop, a family reunion). `key` signs and checks
 * the teams' results (shared/rules/team-result.ts); the leader gets it with the group and each team when
 * it joins. A group is deleted, its teams with it, GROUP_KEPT_DAYS after it ended, or after it was made
 * when it never ended (services/groups/group-removal.ts). Neither table says where anyone is, or was.
 */
export const groups = pgTable(
  "groups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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
export const groupTeams = pgTable(
  "group_teams",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    explorers: jsonText("explorers").$type<string[]>().notNull(),
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
export const familyPhotos = pgTable(
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

export const orders = pgTable(
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

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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
export const sandboxPayments = pgTable("sandbox_payments", {
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

export const pageViews = pgTable(
  "page_views",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    page: text("page").notNull(),
    referrer: text("referrer").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    visitorId: text("visitor_id").notNull().default(""),
    userId: integer("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created").on(t.createdAt)],
);

export const contentViews = pgTable(
  "content_views",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    contentId: text("content_id").notNull(),
    contentType: text("content_type").notNull(),
    page: text("page").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    // null for the first view; engagement_update / final_engagement / cleanup_engagement for follow-ups.
    engagementType: text("engagement_type"),
    scrollDepth: doublePrecision("scroll_depth").notNull().default(0),
    timeSpent: doublePrecision("time_spent").notNull().default(0),
    visitorId: text("visitor_id").notNull().default(""),
    userId: integer("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("content_views_content").on(t.contentType, t.contentId), index("content_views_created").on(t.createdAt)],
);

export const blogReads = pgTable(
  "blog_reads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    postId: integer("post_id").notNull(),
    userId: integer("user_id"),
    timeSpent: doublePrecision("time_spent").notNull(),
    scrollDepth: doublePrecision("scroll_depth").notNull(),
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
export const analyticsCounts = pgTable(
  "analytics_counts",
  {
    // 64 bits, as SQLite's integers are: rows come and go with every batch, and a busy season would outrun 32.
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    metric: text("metric", { enum: COUNT_METRICS }).notNull(),
    subject: text("subject").notNull().default(""),
    detail: text("detail").notNull().default(""),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [index("analytics_counts_key").on(t.metric, t.subject, t.detail)],
);

/** Every visitor id a page view has carried: its first insert adds one to the `visitors` count, and it outlives the views. */
export const analyticsVisitors = pgTable("analytics_visitors", {
  visitorId: text("visitor_id").primaryKey(),
});

/** One row per Idempotency-Key (or outbox mutation id): the first answer, replayed for the same key. */
export const idempotencyKeys = pgTable(
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
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: ["login", "register", "photo", "completion", "password-reset", "confirm-email", "group-join", "group-result"] }).notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("auth_attempts_subject").on(t.kind, t.subject, t.createdAt)],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonText("value").notNull(),
});

/** Bumped by triggers on every content table (see migration 0001); response caches key on it. */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull(),
});

/**
 * The data migrations already run (api/src/migrations/code/): changes SQL cannot make, such as
 * sanitizing stored HTML, recorded so that each runs once.
 */
export const codeMigrations = pgTable("code_migrations", {
  name: text("name").primaryKey(),
  appliedAt: createdAt("applied_at"),
});

/** Signed-in sessions: see ./sqlite.ts. */
export const sessions = pgTable(
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

/** One-time links mailed to a family: see ./schema.ts. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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

/** Mail waiting to be sent, and what became of it: see ./schema.ts. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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
export const storedFiles = pgTable(
  "stored_files",
  {
    folder: text("folder").notNull(),
    name: text("name").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);
