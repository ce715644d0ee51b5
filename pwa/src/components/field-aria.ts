/** The attributes that tie an input to its hint and message, so a screen reader reads what to fix. */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}
