/**
 * What the last map action came to, said where it was asked for (a refusal in the error style). A
 * field it refuses points to it, so the reason is read with the field as well as when it appears.
 */
export interface ActionOutcome {
  failed: boolean;
  text: string;
}

export function ActionStatus({ id, outcome }: { id?: string; outcome: ActionOutcome | null }) {
  return (
    <p id={id} className={`park-map-status ${outcome?.failed ? "form-field-error" : "form-field-hint"}`} role="status">
      {outcome?.text}
    </p>
  );
}

/** The attributes of a field the outcome may be about: its hint always, the outcome when it refused this field. */
export function refusedAria(hintId: string, statusId: string, refused: boolean) {
  return { "aria-invalid": refused ? true : undefined, "aria-describedby": refused ? `${hintId} ${statusId}` : hintId } as const;
}
