/**
 * The join form: the group's code (filled in from the leader's link), the team's name and, if the team
 * wants, its explorers' first names. Checked on the phone first, each message under its field; joining
 * then saves the hunt for no signal with its progress shown, and opens it. Offline it says plainly that
 * joining needs signal.
 */
import { useRef, useState, type FormEvent } from "react";
import { EXPLORERS_MAX } from "#shared/rules/family-record";
import { TEAM_NAME_MAX_CHARS } from "#shared/rules/group-play";
import { FormField } from "../../../components/form-field";
import { errorTexts, saidIn, type ErrorMessages } from "../../../lib/i18n/error-texts";
import { useNavigate } from "../../../lib/i18n/links";
import { useTexts, type Messages } from "../../../lib/i18n/texts";
import { useBrowserOffline } from "../../../lib/installed-app/use-browser-offline";
import { toast } from "../../../stores/toasts";
import { DownloadBar } from "../components/offline-status";
import type { DownloadProgress } from "../hunt-download";
import { addTeamExplorer, checkJoin, type JoinErrors } from "./join-check";
import { joinGroup, type JoinRefusal } from "./join-group";
import { TeamExplorersField } from "./team-explorers-field";
import { teamsTexts } from "./teams-texts";

const refusalText = (refusal: JoinRefusal, t: Messages<typeof teamsTexts.en>, e: ErrorMessages) => (refusal === "offline" ? t.needsSignal() : saidIn(refusal, e));

export function JoinForm({ initialCode }: { initialCode: string }) {
  const t = useTexts(teamsTexts);
  const e = useTexts(errorTexts);
  const navigate = useNavigate();
  const offline = useBrowserOffline();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState("");
  const [explorers, setExplorers] = useState<string[]>([]);
  const [typed, setTyped] = useState("");
  const [explorerError, setExplorerError] = useState<string>();
  const [errors, setErrors] = useState<JoinErrors>({});
  const [refusal, setRefusal] = useState<JoinRefusal>();
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState<DownloadProgress>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A name typed and not added yet joins with the others, or says why it cannot.
    const added = typed.trim() === "" ? { names: explorers } : addTeamExplorer(explorers, typed, t);
    if ("error" in added) return setExplorerError(added.error);
    setExplorers(added.names);
    setTyped("");
    const checked = checkJoin({ code, name, explorers: added.names }, t);
    if ("errors" in checked) {
      setErrors(checked.errors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setErrors({});
    setRefusal(undefined);
    setCode(checked.request.code);
    setBusy(true);
    const outcome = await joinGroup(checked.request, setSaving);
    if (!outcome.joined) {
      setBusy(false);
      setRefusal(outcome.refusal);
      return;
    }
    if (!outcome.saved) toast({ title: t.huntNotSaved(), variant: "destructive" });
    navigate(`/hunt/${outcome.huntId}`);
  };

  return (
    <form ref={formRef} className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        id="join-code"
        label={t.groupCode()}
        hint={t.groupCodeHint()}
        error={errors.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <FormField
        id="join-name"
        label={t.teamName()}
        hint={t.teamNameHint({ max: TEAM_NAME_MAX_CHARS })}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        required
      />
      <TeamExplorersField names={explorers} onNames={setExplorers} typed={typed} onTyped={setTyped} error={explorerError} onError={setExplorerError} />
      {explorers.length > EXPLORERS_MAX && <p className="muted">{t.turnsNote({ max: EXPLORERS_MAX })}</p>}
      {offline && refusal !== "offline" && <p className="alert alert-warn">{t.needsSignal()}</p>}
      {refusal && (
        <p className="alert alert-danger" role="alert">
          {refusalText(refusal, t, e)}
        </p>
      )}
      {saving && <DownloadBar label={t.savingHunt()} done={saving.done} total={saving.total} />}
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {busy ? t.joining() : t.joinButton()}
      </button>
    </form>
  );
}
