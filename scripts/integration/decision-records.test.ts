/**
 * The decision records (docs/decisions/NNN-short-title.md) and their index (docs/decisions/README.md)
 * stay in step. Every record is headed, under its title, by `Date: YYYY-MM-DD` and `Status: accepted`,
 * `Status: superseded by [NNN](NNN-….md)` or `Status: amended by [NNN](NNN-….md)` (several joined by
 * ", " and "and"), and has a Context, a Decision and Consequences. A record superseded or amended names
 * the later record, and that record's Context links back; a record whose Context says it replaces,
 * supersedes or amends another is named by that one's Status. Under an amended record's Status, a
 * paragraph starting "Since [NNN](…)" says what each later record changed; a record may also carry a
 * "Note (YYYY-MM-DD): …" there, and nothing else. Records are numbered from 001 with no number skipped
 * or repeated, and the index lists each once with its number, title, file and status as the record
 * states them. Each problem is reported with the file it is in.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DECISIONS_DIR = "docs/decisions";
const INDEX = "README.md";

/** File name → text, for the records and the index alike. */
type Files = Record<string, string>;

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const LINK_TO_RECORD = /\[([^\]]*)\]\((?:\.\/)?(\d{3}-[^)#\s]*\.md)(?:#[^)]*)?\)/g;
const ONE_LINK = String.raw`\[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\)`;
const STATUS = new RegExp(String.raw`^(?:accepted|superseded by ${ONE_LINK}|amended by ${ONE_LINK}(?:(?:, ${ONE_LINK})* and ${ONE_LINK})?)$`);
const SAYS_IT_REPLACES = /\b(?:replaces|supersedes|amends)\b/i;
const NOTE = /^Note \((\d{4}-\d{2}-\d{2})\): \S/;

const SECTIONS = ["Context", "Decision", "Consequences"] as const;
const sectionStart = (line: string, name: string) => line.startsWith(`**${name}.**`) || line === `## ${name}`;

interface ParsedRecord {
  file: string;
  number: number;
  title: string;
  /** What follows "Status: ", as written. */
  status: string;
  /** The files its Status names (the later records that supersede or amend it). */
  by: string[];
  amended: boolean;
  /** Paragraphs between the Status line and the Context. */
  above: string[];
  context: string;
}

const pad = (n: number) => String(n).padStart(3, "0");
const isCalendarDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const paragraphs = (lines: string[]) =>
  lines
    .join("\n")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
const sentences = (text: string) => text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+/);
const linksIn = (text: string) => [...text.matchAll(LINK_TO_RECORD)].map((m) => ({ text: m[1]!, file: m[2]! }));

/** A record's header, sections and links, with what is wrong in them. */
function parseRecord(file: string, text: string, problems: string[]): ParsedRecord | null {
  const problem = (what: string) => problems.push(`${DECISIONS_DIR}/${file}: ${what}`);
  const number = Number(RECORD_FILE.exec(file)![1]);
  const lines = text.split("\n");
  const title = /^# (\d{3})\. (\S.*)$/.exec(lines[0] ?? "");
  if (!title) {
    problem(`the first line must be "# ${pad(number)}. <title>", not "${lines[0]}"`);
    return null;
  }
  if (Number(title[1]) !== number) problem(`its title is numbered ${title[1]}, its file ${pad(number)}`);
  if (lines[1] !== "") problem("needs a blank line between its title and its Date line");

  const date = lines[2] ?? "";
  if (!date.startsWith("Date:")) problem(`lacks a "Date: YYYY-MM-DD" line right under its title (line 3 is "${date}")`);
  else if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date.slice(6))) problem(`has a malformed Date line "${date}" (want "Date: YYYY-MM-DD")`);

  const statusLine = lines[3] ?? "";
  let status = "";
  if (!statusLine.startsWith("Status:")) problem(`lacks a "Status: …" line under its Date line (line 4 is "${statusLine}")`);
  else if (!statusLine.startsWith("Status: ") || !STATUS.test(statusLine.slice(8)))
    problem(`has a malformed Status line "${statusLine}" (want "Status: accepted", "Status: superseded by [NNN](NNN-….md)" or "Status: amended by [NNN](NNN-….md)", several joined by ", " and "and")`);
  else status = statusLine.slice(8);

  const starts = SECTIONS.map((name) => lines.findIndex((line) => sectionStart(line, name)));
  SECTIONS.forEach((name, i) => {
    if (starts[i] === -1) problem(`has no ${name} (a paragraph starting "**${name}.**")`);
  });
  if (starts.every((s) => s !== -1) && !(starts[0]! < starts[1]! && starts[1]! < starts[2]!)) problem("has its Context, Decision and Consequences out of order");
  const contextStart = starts[0] === -1 ? lines.length : starts[0]!;
  const contextEnd = starts[1]! > contextStart ? starts[1]! : lines.length;

  return {
    file,
    number,
    title: title[2]!,
    status,
    by: linksIn(status).map((link) => link.file),
    amended: status.startsWith("amended"),
    above: paragraphs(lines.slice(4, contextStart)),
    context: lines.slice(contextStart, contextEnd).join("\n"),
  };
}

/** Every problem with the records and the index, each naming its file. */
function decisionProblems(files: Files): string[] {
  const problems: string[] = [];
  const recordFiles = Object.keys(files)
    .filter((file) => file !== INDEX)
    .sort();
  for (const file of recordFiles.filter((f) => !RECORD_FILE.test(f))) problems.push(`${DECISIONS_DIR}/${file}: is not named NNN-short-title.md`);
  const records = recordFiles
    .filter((file) => RECORD_FILE.test(file))
    .map((file) => parseRecord(file, files[file]!, problems))
    .filter((r): r is ParsedRecord => r !== null);
  const byFile = new Map(records.map((r) => [r.file, r]));

  // Numbers: from 001, none repeated, none skipped.
  const numbers = recordFiles.filter((f) => RECORD_FILE.test(f)).map((f) => Number(f.slice(0, 3)));
  const max = Math.max(0, ...numbers);
  for (let n = 1; n <= max; n++) {
    const named = recordFiles.filter((f) => f.startsWith(`${pad(n)}-`));
    if (named.length === 0) problems.push(`${DECISIONS_DIR}: no record is numbered ${pad(n)} (the numbers must run from 001 with none skipped)`);
    if (named.length > 1) problems.push(`${DECISIONS_DIR}: ${pad(n)} is the number of ${named.length} records: ${named.join(", ")}`);
  }

  for (const record of records) {
    const problem = (what: string) => problems.push(`${DECISIONS_DIR}/${record.file}: ${what}`);
    const at = (file: string) => `${DECISIONS_DIR}/${file}`;

    // Every link to a record leads to one, and a link that shows a number shows that record's.
    for (const link of linksIn(files[record.file]!)) {
      if (!files[link.file]) problem(`links ${link.file}, which does not exist`);
      const shown = /\b\d{3}\b/.exec(link.text)?.[0];
      if (shown && shown !== link.file.slice(0, 3)) problem(`links "${link.text}" to ${link.file}`);
    }

    // The later records its Status names exist and link back from their Context.
    for (const file of record.by) {
      const later = byFile.get(file);
      const verb = record.amended ? "amended" : "superseded";
      if (!later) continue; // reported as a link to a file that does not exist
      if (later.number <= record.number) problem(`is ${verb} by ${file.slice(0, 3)}, which is not later; only a later record can replace one`);
      if (!later.context.includes(`](${record.file})`)) problems.push(`${at(file)}: ${record.file} names it in its Status (${verb} by it), but its Context does not link back to ${record.file}`);
      if (record.amended && !record.above.some((p) => p.includes(`](${file})`)))
        problem(`is amended by ${file.slice(0, 3)} but does not say what ${file.slice(0, 3)} changed: add a paragraph under its Status starting "Since [${file.slice(0, 3)}](${file})"`);
    }

    // Between the Status and the Context: only what later records changed, and dated notes.
    for (const paragraph of record.above) {
      const note = NOTE.exec(paragraph);
      if (note && !isCalendarDate(note[1]!)) problem(`has a note with a malformed date: "${paragraph.slice(0, 40)}…"`);
      else if (!note && !(record.amended && paragraph.startsWith("Since [")))
        problem(
          `has "${paragraph.slice(0, 60)}…" between its Status and its Context, where only an amended record's "Since [NNN](…)" paragraphs and "Note (YYYY-MM-DD): …" belong (a record that replaces another says so in its Context)`,
        );
    }

    // A record that says it replaces or amends another is named by that one's Status.
    for (const sentence of [...sentences(record.above.join(" ")), ...sentences(record.context)].filter((s) => SAYS_IT_REPLACES.test(s))) {
      for (const link of linksIn(sentence)) {
        const earlier = byFile.get(link.file);
        if (earlier && !earlier.by.includes(record.file))
          problems.push(
            `${at(link.file)}: ${record.file} says it replaces or amends it, but its Status does not name ${record.file.slice(0, 3)} (want "Status: superseded by [${record.file.slice(0, 3)}](${record.file})" or "amended by …")`,
          );
      }
    }
  }

  problems.push(...indexProblems(files[INDEX], records));
  return problems;
}

/** The index lists every record once, in order, with the number, title, file and status the record has. */
function indexProblems(index: string | undefined, records: ParsedRecord[]): string[] {
  const at = `${DECISIONS_DIR}/${INDEX}`;
  if (index === undefined) return [`${at}: the index is missing`];
  const problems: string[] = [];
  const listed = new Set<string>();
  let last = 0;
  for (const line of index.split("\n").filter((l) => /^\|\s*\d/.test(l))) {
    const cells = line.replace(/^\|\s*/, "").replace(/\s*\|\s*$/, "").split(/\s+\|\s+/);
    const [number, decision, status, summary] = cells;
    const row = `row ${number}`;
    if (cells.length !== 4 || !summary) {
      problems.push(`${at}: ${row} must have four cells (number, linked title, status, one line): "${line.slice(0, 80)}…"`);
      continue;
    }
    if (!/^\d{3}$/.test(number!)) problems.push(`${at}: ${row}: the number must have three digits`);
    if (listed.has(number!)) problems.push(`${at}: lists ${number} twice`);
    listed.add(number!);
    if (Number(number) <= last) problems.push(`${at}: ${row} comes after ${pad(last)}; rows go in order of number`);
    last = Math.max(last, Number(number));
    const record = records.find((r) => pad(r.number) === number);
    if (!record) {
      problems.push(`${at}: lists ${number}, but no record has that number`);
      continue;
    }
    const link = /^\[(.+)\]\(([^)]+)\)$/.exec(decision!);
    if (!link) {
      problems.push(`${at}: ${row}: the decision must be the record's title linked to its file, not "${decision}"`);
      continue;
    }
    if (link[2] !== record.file) problems.push(`${at}: ${row} links ${link[2]}, but the record is ${record.file}`);
    if (link[1] !== record.title) problems.push(`${at}: ${row} is titled "${link[1]}", but ${record.file} is titled "${record.title}"`);
    if (status !== record.status) problems.push(`${at}: ${row} has status "${status}", but ${record.file} says "Status: ${record.status}"`);
  }
  for (const record of records) if (!listed.has(pad(record.number))) problems.push(`${at}: does not list ${record.file}`);
  return problems;
}

/** The records and index as they are in the repository. */
function readDecisions(): Files {
  const dir = join(ROOT, DECISIONS_DIR);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => [file, readFileSync(join(dir, file), "utf8")]),
  );
}

describe("decision records", () => {
  it("are headed by Date and Status, linked both ways where one replaces another, and indexed as they are", () => {
    expect(decisionProblems(readDecisions())).toEqual([]);
  });

  it("are linked to by their own number wherever the docs link one", () => {
    const docs = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
    const records = new Set(Object.keys(readDecisions()));
    const problems = docs.flatMap((doc) =>
      [...readFileSync(join(ROOT, doc), "utf8").matchAll(/\[([^\]]*)\]\((?:docs\/)?decisions\/(\d{3}-[^)#\s]*\.md)[^)]*\)/g)].flatMap(([, text, file]) => {
        const shown = /\b\d{3}\b/.exec(text!)?.[0];
        if (!records.has(file!)) return [`${doc}: links decisions/${file}, which does not exist`];
        return shown && shown !== file!.slice(0, 3) ? [`${doc}: links "${text}" to decisions/${file}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

// Small sets of records, each broken in one way, to show what the check above reports.
const record = (n: number, title: string, status: string, context = "The forces.", above = "") =>
  [`# ${pad(n)}. ${title}`, "", "Date: 2026-11-26", `Status: ${status}`, "", ...(above ? [above, ""] : []), `**Context.** ${context}`, "", "**Decision.** We do it.", "", "**Consequences.**", "", "- Easier: it.", ""].join("\n");
const indexOf = (rows: string[]) => ["# Decisions", "", "| # | decision | status | in one line |", "|---|---|---|---|", ...rows, ""].join("\n");
const row = (n: number, file: string, title: string, status: string) => `| ${pad(n)} | [${title}](${file}) | ${status} | One line. |`;

const OLD = "001-old-way.md";
const NEW = "002-new-way.md";
const supersededBy2 = "superseded by [002](002-new-way.md)";
function valid(): Files {
  return {
    [OLD]: record(1, "The old way", supersededBy2),
    [NEW]: record(2, "The new way", "accepted", "This replaces [001](001-old-way.md)."),
    [INDEX]: indexOf([row(1, OLD, "The old way", supersededBy2), row(2, NEW, "The new way", "accepted")]),
  };
}
const change = (edit: (files: Files) => void) => {
  const files = valid();
  edit(files);
  return decisionProblems(files);
};

describe("the decision records' check", () => {
  it("finds nothing wrong with records that keep the rules", () => {
    expect(decisionProblems(valid())).toEqual([]);
    const amended = change((f) => {
      f[OLD] = record(1, "The old way", "amended by [002](002-new-way.md)", "The forces.", "Since [002](002-new-way.md) it is done the new way.\n\nNote (2026-11-28): a file moved.");
      f[NEW] = record(2, "The new way", "accepted", "This amends [001](001-old-way.md).");
      f[INDEX] = indexOf([row(1, OLD, "The old way", "amended by [002](002-new-way.md)"), row(2, NEW, "The new way", "accepted")]);
    });
    expect(amended).toEqual([]);
  });

  it("names a record that lacks its Date or Status line, or has a malformed one", () => {
    expect(change((f) => (f[NEW] = f[NEW]!.replace("Date: 2026-11-26\n", "")))).toContainEqual(expect.stringMatching(/^docs\/decisions\/002-new-way\.md: lacks a "Date: YYYY-MM-DD" line/));
    expect(change((f) => (f[NEW] = f[NEW]!.replace("Date: 2026-11-26", "Date: 2026-13-01")))).toContainEqual(expect.stringMatching(/^docs\/decisions\/002-new-way\.md: has a malformed Date line/));
    expect(change((f) => (f[NEW] = f[NEW]!.replace("Status: accepted\n", "")))).toContainEqual(expect.stringMatching(/^docs\/decisions\/002-new-way\.md: lacks a "Status: …" line/));
    expect(change((f) => (f[OLD] = f[OLD]!.replace(supersededBy2, "Superseded by 002")))).toContainEqual(expect.stringMatching(/^docs\/decisions\/001-old-way\.md: has a malformed Status line/));
    expect(change((f) => (f[NEW] = f[NEW]!.replace("**Decision.**", "Decision:")))).toContainEqual("docs/decisions/002-new-way.md: has no Decision (a paragraph starting \"**Decision.**\")");
  });

  it("names a supersession that leads nowhere or is not linked back", () => {
    const nowhere = change((f) => {
      f[OLD] = f[OLD]!.replace(supersededBy2, "superseded by [003](003-newer-way.md)");
      f[INDEX] = f[INDEX]!.replace(supersededBy2, "superseded by [003](003-newer-way.md)");
    });
    expect(nowhere).toContainEqual("docs/decisions/001-old-way.md: links 003-newer-way.md, which does not exist");
    const notBack = change((f) => (f[NEW] = record(2, "The new way", "accepted", "It is better.")));
    expect(notBack).toContainEqual("docs/decisions/002-new-way.md: 001-old-way.md names it in its Status (superseded by it), but its Context does not link back to 001-old-way.md");
    const notNamed = change((f) => {
      f[OLD] = record(1, "The old way", "accepted");
      f[INDEX] = f[INDEX]!.replace(supersededBy2, "accepted");
    });
    expect(notNamed).toContainEqual(expect.stringMatching(/^docs\/decisions\/001-old-way\.md: 002-new-way\.md says it replaces or amends it, but its Status does not name 002/));
    const aboveContext = change((f) => (f[NEW] = record(2, "The new way", "accepted", "See [001](001-old-way.md).", "Supersedes [001](001-old-way.md).")));
    expect(aboveContext).toContainEqual(expect.stringMatching(/^docs\/decisions\/002-new-way\.md: has "Supersedes \[001\]/));
    const silent = change((f) => {
      f[OLD] = f[OLD]!.replace(supersededBy2, "amended by [002](002-new-way.md)");
      f[INDEX] = f[INDEX]!.replace(supersededBy2, "amended by [002](002-new-way.md)");
    });
    expect(silent).toContainEqual(expect.stringMatching(/^docs\/decisions\/001-old-way\.md: is amended by 002 but does not say what 002 changed/));
    const wrongNumber = change((f) => (f[NEW] = f[NEW]!.replace("[001](001-old-way.md)", "[003](001-old-way.md)")));
    expect(wrongNumber).toContainEqual('docs/decisions/002-new-way.md: links "003" to 001-old-way.md');
  });

  it("names an index that misses a record, lists one that does not exist, or disagrees with a record", () => {
    expect(change((f) => (f[INDEX] = indexOf([row(2, NEW, "The new way", "accepted")])))).toContainEqual("docs/decisions/README.md: does not list 001-old-way.md");
    expect(change((f) => (f[INDEX] = f[INDEX]! + row(3, "003-x.md", "X", "accepted") + "\n"))).toContainEqual("docs/decisions/README.md: lists 003, but no record has that number");
    expect(change((f) => (f[INDEX] = f[INDEX]!.replace("[The old way]", "[An old way]")))).toContainEqual('docs/decisions/README.md: row 001 is titled "An old way", but 001-old-way.md is titled "The old way"');
    expect(change((f) => (f[INDEX] = f[INDEX]!.replace("(001-old-way.md) |", "(001-old.md) |")))).toContainEqual("docs/decisions/README.md: row 001 links 001-old.md, but the record is 001-old-way.md");
    expect(change((f) => (f[INDEX] = f[INDEX]!.replace(`| ${supersededBy2} |`, "| accepted |")))).toContainEqual(
      `docs/decisions/README.md: row 001 has status "accepted", but 001-old-way.md says "Status: ${supersededBy2}"`,
    );
    expect(change((f) => (f[INDEX] = f[INDEX]! + row(2, NEW, "The new way", "accepted") + "\n"))).toContainEqual("docs/decisions/README.md: lists 002 twice");
  });

  it("names numbers that repeat or skip", () => {
    const skipped = change((f) => {
      f["004-later-way.md"] = record(4, "A later way", "accepted");
      f[INDEX] = f[INDEX]! + row(4, "004-later-way.md", "A later way", "accepted") + "\n";
    });
    expect(skipped).toContainEqual("docs/decisions: no record is numbered 003 (the numbers must run from 001 with none skipped)");
    const repeated = change((f) => (f["002-other-way.md"] = record(2, "The other way", "accepted")));
    expect(repeated).toContainEqual("docs/decisions: 002 is the number of 2 records: 002-new-way.md, 002-other-way.md");
  });
});
