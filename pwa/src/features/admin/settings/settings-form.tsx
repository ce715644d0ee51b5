/** General (site name, description, contact email) and shop settings (price, newsletter, maintenance), saved to the server. */
import { useState, type FormEvent } from "react";
import type { SiteSettings } from "#shared/schemas/settings";
import { FormField } from "../../../components/form-field";
import { parseFormValues, toFormValues, type SettingsErrors, type SettingsFormValues } from "./settings-form-state";
import { ToggleField } from "./toggle-field";
import { useSaveSettings } from "./use-save-settings";

export function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const { saving, save } = useSaveSettings((saved) => setValues(toFormValues(saved)));
  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: "site_name" | "contact_email" | "default_book_price") => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseFormValues(values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void save(result.settings);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <fieldset className="card card-body stack settings-group">
        <legend>General</legend>
        <FormField id="settings-site-name" label="Site name" required maxLength={120} {...text("site_name")} />
        <div className="form-field">
          <label htmlFor="settings-description">Site description</label>
          <textarea
            id="settings-description"
            rows={3}
            maxLength={1000}
            value={values.site_description}
            onChange={(e) => set("site_description", e.target.value)}
          />
        </div>
        <FormField id="settings-contact-email" label="Contact email" type="email" autoComplete="email" {...text("contact_email")} />
      </fieldset>
      <fieldset className="card card-body stack settings-group">
        <legend>Shop</legend>
        <FormField id="settings-book-price" label="Default book price ($)" type="number" inputMode="decimal" step="0.01" min="0" {...text("default_book_price")} />
        <ToggleField
          id="settings-newsletter"
          label="Newsletter sign-up"
          hint="Offer visitors the newsletter sign-up form."
          checked={values.newsletter_enabled}
          onChange={(on) => set("newsletter_enabled", on)}
        />
        <ToggleField
          id="settings-maintenance"
          label="Maintenance mode"
          hint="Shows visitors a maintenance notice on every page. The site keeps working."
          checked={values.maintenance_mode}
          onChange={(on) => set("maintenance_mode", on)}
        />
      </fieldset>
      <div className="row">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? "Saving..." : "Save Settings"}
        </button>
      </div>
    </form>
  );
}
