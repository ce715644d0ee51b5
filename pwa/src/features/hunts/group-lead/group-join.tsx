/**
 * How teams join: the group code, big and spaced so a leader can read it out to a class, the join
 * address as a QR code drawn on the phone (no signal needed to show it), and the address as text.
 */
import { QrCode } from "../../../lib/qr/qr-code";
import { useTexts } from "../../../lib/i18n/texts";
import { groupsTexts } from "./groups-texts";

export function GroupJoin({ code, joinUrl }: { code: string; joinUrl: string }) {
  const t = useTexts(groupsTexts);
  return (
    <section className="card card-body group-join" aria-labelledby="group-code-heading">
      <div className="stack">
        <h2 id="group-code-heading">{t.groupCode()}</h2>
        <p className="group-code">{code}</p>
        <p>{t.joinHow()}</p>
        <p className="group-join-url">{joinUrl}</p>
      </div>
      <QrCode text={joinUrl} label={t.joinQrLabel({ code })} className="group-join-qr" />
    </section>
  );
}
