/**
 * A hunt item found by its photo: the prompt and a "Take photo" control (the phone's back camera, or a
 * picture from its gallery) until it is found, then the family's own picture. Loaded after the hunt's
 * first render (components/lazy-parts.ts); the resizing (in the photo worker where the engine allows)
 * and storing load when a photo is first taken.
 * Works with no signal: the photo is kept on the phone and uploaded later. A photo never blocks the
 * hunt: when one cannot be taken or kept (the browser refuses to store it, the phone is full, the file
 * is not a picture, or the camera closes with nothing, as on a phone without one), the family may go on
 * with "Found it without a photo", a tap find.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { HuntItem } from "#shared/schemas/hunt";
import { nextTask } from "../../../lib/start-up/next-task";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { itemPhoto, photoProblem } from "../../../photos/photo-store";
import { usePhotoUrl } from "../../../photos/photo-url";
import { useAuth } from "../../../stores/auth";
import type { FindHow } from "../stores/hunt-progress";
import { spokenAt } from "../read-aloud/read-aloud-slot";
import { Spoken } from "../read-aloud/spoken";
import { useTexts } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

interface Props {
  huntId: number;
  item: Pick<HuntItem, "id" | "name" | "photo_prompt">;
  found: boolean;
  onFound: (id: number, how: FindHow) => void;
}

export function PhotoFind({ huntId, item, found, onFound }: Props) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const photo = useLiveQuery(() => itemPhoto(huntId, item.id, userId), [huntId, item.id, userId]);
  // Only a found item shows its picture (one reset to find again keeps its old photo, unshown).
  const url = usePhotoUrl(found ? photo : null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState("");
  const t = useTexts(huntsTexts);
  const [withoutPhoto, setWithoutPhoto] = useState(false);
  const promptId = useId();
  const input = useRef<HTMLInputElement>(null);

  // React does not pass on a file input's "cancel" (the picker closed with no file).
  useEffect(() => {
    const picker = input.current;
    const offer = () => setWithoutPhoto(true);
    picker?.addEventListener("cancel", offer);
    return () => picker?.removeEventListener("cancel", offer);
  }, [found]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same picture again (after a refusal) is still a change.
    input.value = "";
    if (!file) return;
    setSaving(true);
    setProblem("");
    try {
      const { takePhoto } = await import("../../../photos/take-photo");
      await takePhoto(file, huntId, item.id);
      // The hunt redraws in a task of its own, not in the one where the database confirmed the photo kept.
      await nextTask();
      onFound(item.id, { method: "photo" });
    } catch (error) {
      setProblem(t[photoProblem(error)]());
      setWithoutPhoto(true);
    } finally {
      setSaving(false);
    }
  };

  if (found) {
    return url ? (
      <figure className="find-photo">
        <img src={url} alt={t.yourPhoto({ name: item.name })} />
      </figure>
    ) : null;
  }
  return (
    <div className="photo-find">
      <p id={promptId} className="photo-prompt">
        <span aria-hidden="true">📷 </span>
        <Spoken at={spokenAt.item(item.id, "prompt")} text={item.photo_prompt ?? ""} />
      </p>
      <label className={saving ? "btn btn-small photo-take is-busy" : "btn btn-small photo-take"}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          aria-describedby={promptId}
          disabled={saving}
          onChange={(event) => void onPick(event)}
        />
        {saving ? t.savingPhoto() : t.takePhoto()}
      </label>
      <p role="alert" className="check-message">
        {problem}
      </p>
      {withoutPhoto && (
        <button type="button" className="btn btn-small btn-secondary" onClick={() => onFound(item.id, { method: "tap" })}>
          {t.foundWithoutPhoto()}
        </button>
      )}
    </div>
  );
}
