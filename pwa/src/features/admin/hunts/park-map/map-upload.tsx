/**
 * "Upload a map" and its "Map credit". A file the server would refuse (another type, past 20 MB) is
 * refused here first, in the server's words, so a large scan is not sent for nothing. The credit goes
 * with an upload; once there is a map it is saved on its own by "Save credit", a step the admin takes
 * rather than one taken on leaving the field, as the map's points are saved by theirs.
 */
import { useState, type ChangeEvent } from "react";
import { MAP_CREDIT_MAX_CHARS, MAP_IMAGE_TYPES, MAP_UPLOAD_MAX_BYTES, mapFileProblem } from "#shared/rules/park-map";
import { refusal } from "../../../../lib/i18n/error-texts";
import { FieldFrame } from "../../form/field-frame";
import { ActionStatus, refusedAria, type ActionOutcome } from "./action-status";
import type { ParkMapEditor } from "./park-map-context";
import { saveMapCredit, uploadMap } from "./park-map-calls";

const UPLOAD_HINT = `JPEG, PNG or WebP, at most ${MAP_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. A new picture clears the control points.`;
const CREDIT_HINT = "Who made the map, shown under it: for example, National Park Service.";

type Outcome = ActionOutcome & { about: "file" | "credit" };

export function MapUpload({ id, editor }: { id: string; editor: ParkMapEditor }) {
  const { huntId, picture } = editor;
  const [credit, setCredit] = useState(picture?.credit ?? "");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileId, creditId, statusId] = [`${id}-file`, `${id}-credit`, `${id}-file-status`];
  const aria = (field: Outcome["about"], fieldId: string) => refusedAria(`${fieldId}-hint`, statusId, outcome?.failed === true && outcome.about === field);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must try again
    if (!file) return;
    const problem = mapFileProblem(file);
    if (problem) return setOutcome({ about: "file", failed: true, text: refusal(problem.key, "params" in problem ? problem.params : undefined).error });
    setBusy(true);
    setOutcome({ about: "file", failed: false, text: "Uploading the map…" });
    const res = await uploadMap(huntId, file, credit);
    setBusy(false);
    if (!res.success) return setOutcome({ about: "file", failed: true, text: res.error });
    editor.replacePicture(res.data);
    setCredit(res.data.credit);
    setOutcome({ about: "file", failed: false, text: "Map uploaded. Add its control points." });
  };

  const saveCredit = async () => {
    setBusy(true);
    setOutcome({ about: "credit", failed: false, text: "Saving the credit…" });
    const res = await saveMapCredit(huntId, credit);
    setBusy(false);
    if (!res.success) return setOutcome({ about: "credit", failed: true, text: res.error });
    editor.setCredit(res.data.credit);
    setCredit(res.data.credit);
    setOutcome({ about: "credit", failed: false, text: "Credit saved." });
  };

  return (
    <div className="stack">
      <FieldFrame id={fileId} label="Upload a map" required={false} hint={UPLOAD_HINT}>
        <input id={fileId} type="file" accept={MAP_IMAGE_TYPES.join(",")} disabled={busy} onChange={(e) => void choose(e)} {...aria("file", fileId)} />
      </FieldFrame>
      <FieldFrame id={creditId} label="Map credit" required={false} hint={CREDIT_HINT}>
        <input
          id={creditId}
          type="text"
          value={credit}
          maxLength={MAP_CREDIT_MAX_CHARS}
          onChange={(e) => setCredit(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && picture && !busy && void saveCredit()}
          {...aria("credit", creditId)}
        />
      </FieldFrame>
      {picture && (
        <div className="row">
          <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void saveCredit()}>
            Save credit
          </button>
        </div>
      )}
      <ActionStatus id={statusId} outcome={outcome} />
    </div>
  );
}
