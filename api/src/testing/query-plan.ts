/**
 * What the database plans to do for a query, checked the way a season's data would need it: every named
 * table reached through an index, never read whole, and a list's rows read in their order, with no sort
 * step after. Asked of the engine itself (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN), on the test's
 * own small database: on PostgreSQL with sequential scans (and for a list, sorts) priced out of reach for
 * the query, so that a scan or a sort in the plan means no index CAN serve it, whatever the table's size
 * today. A failure shows the query and the whole plan.
 */
import { sql, type SQL } from "drizzle-orm";
import { engineOf, writeTx, type Db } from "../db";
import { dialect } from "../db/dialect";
import { sqliteConnections } from "../db/sqlite-engine";

/** A query as drizzle builds it, not yet run. */
export interface PlannedQuery {
  toSQL(): { sql: string; params: unknown[] };
}

export interface PlanExpectation {
  /** Tables found by a key (a family's rows, a page's items, a row by id): an index is searched, not walked whole. */
  searched?: readonly string[];
  /** Tables read through an index walked from one end (a list of the whole table, a page at a time). */
  walked?: readonly string[];
  /** A list's page: its rows come out of the index in the list's order, with no sort step. */
  ordered?: boolean;
}

interface Step {
  /** What the step does, as the engine says it ("SCAN orders USING INDEX orders_newest", "Index Scan using ..."). */
  detail: string;
  /** The table the step reads, when it reads one. */
  table?: string;
  /** Whether it reads the table through an index (or its primary key), and whether it searches that by a key. */
  indexed: boolean;
  searched: boolean;
  /** The steps whose rows it sorts, when it is a sort. */
  sorts?: Step[];
  children: Step[];
}

const flat = (steps: Step[]): Step[] => steps.flatMap((step) => [step, ...flat(step.children)]);

/** SQLite's plan: one line per step ("SEARCH orders USING INDEX ...", "USE TEMP B-TREE FOR ORDER BY"), in a tree by parent. */
function sqlitePlan(db: Db, query: PlannedQuery): Step[] {
  const { sql: text, params } = query.toSQL();
  const rows = sqliteConnections(engineOf(db))
    .reader.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .all(...params) as { id: number; parent: number; detail: string }[];
  const byId = new Map<number, Step>();
  const roots: Step[] = [];
  for (const row of rows) {
    const read = /^(SCAN|SEARCH) (\S+)/.exec(row.detail);
    const step: Step = {
      detail: row.detail,
      table: read?.[2],
      indexed: read?.[1] === "SEARCH" || / USING (COVERING )?INDEX | USING INTEGER PRIMARY KEY/.test(row.detail),
      searched: read?.[1] === "SEARCH",
      children: [],
    };
    byId.set(row.id, step);
    (byId.get(row.parent)?.children ?? roots).push(step);
  }
  // SQLite names a sort beside the reads whose rows it orders, not above them.
  const sortsAmong = (steps: Step[]) => {
    for (const step of steps) {
      if (/USE TEMP B-TREE FOR .*ORDER BY/.test(step.detail)) step.sorts = flat(steps.filter((other) => other !== step));
      sortsAmong(step.children);
    }
  };
  sortsAmong(roots);
  return roots;
}

interface PgNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Plans?: PgNode[];
}

function pgStep(node: PgNode): Step {
  const type = node["Node Type"];
  const table = node["Relation Name"];
  const step: Step = {
    detail: [type, node["Index Name"] && `using ${node["Index Name"]}`, table && `on ${table}`].filter(Boolean).join(" "),
    table,
    indexed: type !== "Seq Scan",
    // A bitmap's heap scan rechecks the condition its index scan (a child, naming no table) searched by.
    searched: node["Index Cond"] !== undefined || node["Recheck Cond"] !== undefined,
    children: (node.Plans ?? []).map(pgStep),
  };
  if (type === "Sort" || type === "Incremental Sort") step.sorts = flat(step.children);
  return step;
}

/** The query's text with its parameters bound again, as drizzle numbers them ($1, $2, ...). */
function withParams(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))));
}

/**
 * PostgreSQL's plan, asked inside a transaction that prices sequential scans out of reach (for this
 * transaction only), and for a list's page sorts too: the planner then takes an index wherever one can
 * serve, even on a table of a few rows, where a scan and a sort would otherwise be cheaper. (Sorts stay
 * priced for other reads: a search by key may sort the few rows it finds.)
 */
async function pgPlan(db: Db, query: PlannedQuery, ordered: boolean): Promise<Step[]> {
  const { sql: text, params } = query.toSQL();
  type Executes = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> };
  const rows = await writeTx(db, async () => {
    const tx = db as unknown as Executes;
    await tx.execute(sql`set local enable_seqscan = off`);
    if (ordered) await tx.execute(sql`set local enable_sort = off`);
    return (await tx.execute(sql`explain (format json) ${withParams(text, params)}`)).rows;
  });
  const [plan] = rows[0]?.["QUERY PLAN"] as { Plan: PgNode }[];
  return [pgStep(plan!.Plan)];
}

function shown(steps: Step[], depth = 0): string {
  return steps.map((step) => `${"  ".repeat(depth + 1)}${step.detail}\n${shown(step.children, depth + 1)}`).join("");
}

/** What is wrong with the plan for `expected`: empty when nothing is. */
function problems(steps: Step[], { searched = [], walked = [], ordered = false }: PlanExpectation): string[] {
  const all = flat(steps);
  const found = new Set<string>();
  for (const table of [...searched, ...walked]) {
    const reads = all.filter((step) => step.table === table);
    if (reads.length === 0) found.add(`${table} is not read at all`);
    if (reads.some((step) => !step.indexed)) found.add(`${table} is read whole, not through an index`);
    else if (searched.includes(table) && reads.some((step) => !step.searched)) found.add(`${table}'s index is walked whole, not searched by a key`);
    if (ordered && all.some((step) => step.sorts?.some((sorted) => sorted.table === table))) {
      found.add(`the rows of ${table} are sorted after they are read, not read in the list's order`);
    }
  }
  return [...found];
}

/** Fails, showing the query and its plan, unless the engine reads `expected.tables` as `expected` says. */
export async function expectIndexedPlan(db: Db, query: PlannedQuery, expected: PlanExpectation): Promise<void> {
  const steps = dialect === "postgres" ? await pgPlan(db, query, expected.ordered ?? false) : sqlitePlan(db, query);
  const found = problems(steps, expected);
  if (found.length > 0) throw new Error(`${found.join("; ")}\n${query.toSQL().sql}\nplan (${dialect}):\n${shown(steps)}`);
}
