/** Where the board on screen comes from: the server just now, or what the phone kept when there is no signal. */
import { errorTexts, saidIn } from "../../../lib/i18n/error-texts";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { clockTime } from "./clock-time";
import { groupsTexts } from "./groups-texts";
import type { BoardRead } from "./use-board-refresh";

export function BoardStatus({ read, boardAt }: { read: BoardRead; boardAt: number | null }) {
  const t = useTexts(groupsTexts);
  const e = useTexts(errorTexts);
  const lang = useLang();
  const time = boardAt === null ? null : clockTime(boardAt, lang);
  const text =
    read.kind === "refused"
      ? t.boardRefused({ reason: saidIn(read.said, e) })
      : read.kind === "no-signal"
        ? time === null
          ? t.boardNeverRead()
          : t.boardFromDevice({ time })
        : time === null
          ? null
          : t.boardUpdated({ time });
  return (
    <p role="status" className={read.kind === "read" || read.kind === "reading" ? "muted" : "alert alert-warn"}>
      {text}
    </p>
  );
}
