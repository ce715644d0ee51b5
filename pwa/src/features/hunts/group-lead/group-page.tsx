/**
 * /group/:code: the leader's page of a group. Read from what the phone keeps (lead-group-store.ts), so
 * it opens with no signal on the last board and every result scanned since; with signal the board
 * refreshes by itself. How to join, the teams' board, scanning a team's result, the group's settings
 * and the printed results.
 */
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { normalizeGroupCode } from "#shared/rules/group-play";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { useTexts } from "../../../lib/i18n/texts";
import { nextTask } from "../../../lib/start-up/next-task";
import { groupsTexts } from "./groups-texts";
import { boardTeams, type LeadGroup } from "./lead-group";
import { readLeadGroup } from "./lead-group-store";
import { useBoardRefresh, type BoardRead } from "./use-board-refresh";
import { GroupJoin } from "./group-join";
import { BoardStatus } from "./board-status";
import { TeamBoard } from "./team-board";
import { ScanControls } from "./scan-controls";
import { GroupSettings } from "./group-settings";
import { PrintSheet } from "./print-sheet";
import "./group-lead.css";

const READING = "reading";

export default function GroupPage() {
  const typed = useParams().code ?? "";
  const code = normalizeGroupCode(typed);
  return code ? <GroupScreen key={code} code={code} /> : <NoGroup code={typed} />;
}

function NoGroup({ code }: { code: string }) {
  const t = useTexts(groupsTexts);
  return (
    <div className="container stack group-page">
      <h1>{t.groupOf({ code })}</h1>
      <p className="alert alert-warn">{t.notOnDevice()}</p>
    </div>
  );
}

function GroupScreen({ code }: { code: string }) {
  const lead = useLiveQuery(() => readLeadGroup(code), [code], READING as typeof READING | LeadGroup | undefined);
  const read = useBoardRefresh(code);
  const t = useTexts(groupsTexts);
  useEffect(() => {
    // The reader's WebAssembly, kept for scanning in the park (a no-op where the browser reads QR codes itself).
    void nextTask()
      .then(() => import("./scan/scanner-wasm"))
      .then((m) => m.keepScannerOffline())
      .catch(() => undefined);
  }, []);

  if (lead === READING || (lead === undefined && read.kind === "reading")) {
    return (
      <div className="center-screen">
        <div className="spinner" role="status" aria-label={t.loading()} />
      </div>
    );
  }
  return lead ? <GroupView lead={lead} read={read} /> : <NoGroup code={code} />;
}

function GroupView({ lead, read }: { lead: LeadGroup; read: BoardRead }) {
  const t = useTexts(groupsTexts);
  const teams = boardTeams(lead);
  const ended = lead.board?.status === "ended";
  return (
    <div className="container stack group-page">
      <h1>{lead.huntTitle || t.groupOf({ code: lead.code })}</h1>
      {ended && <p className="alert">{t.groupEnded()}</p>}
      <GroupJoin code={lead.code} joinUrl={lead.joinUrl} />
      <section className="stack" aria-labelledby="teams-heading">
        <h2 id="teams-heading">{t.teams()}</h2>
        <BoardStatus read={read} boardAt={lead.boardAt} />
        <TeamBoard teams={teams} />
        {ended ? null : lead.key ? <ScanControls code={lead.code} groupKey={lead.key} /> : <p className="muted">{t.scanNeedsKey()}</p>}
      </section>
      <GroupSettings code={lead.code} board={lead.board} />
      <PrintSheet teams={teams} />
    </div>
  );
}
