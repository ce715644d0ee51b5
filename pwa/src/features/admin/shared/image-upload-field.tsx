/**
 * An image chosen from the admin's computer: checked for type and size before anything is sent (with the
 * same messages the server would answer), uploaded with a progress bar, then shown as a preview; the
 * field keeps the URL the server returned.
 */
import { useState, type ChangeEvent } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "./admin-messages";
import { FILE_TOO_LARGE, IMAGE_TYPES, imageFileProblem, type FileProblem } from "#shared/rules/uploads";
import { fieldAria } from "../../../components/field-aria";
import { FieldMessages } from "../../../components/field-messages";
import { toast } from "../../../stores/toasts";
import { RequiredMark } from "../form/field-frame";
import { uploadImage } from "./upload-image";
import "./admin-shared.css";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}

function refuse(problem: FileProblem): string {
  const tooLarge = problem === FILE_TOO_LARGE;
  const description = tooLarge ? MESSAGES.fileTooLarge : MESSAGES.invalidFileType;
  toast({ title: tooLarge ? MESSAGES.fileTooLargeTitle : MESSAGES.invalidFileTypeTitle, description, variant: "destructive" });
  return description;
}

export function ImageUploadField({ id, label, value, onChange, error, hint, required = false }: Props) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = error ?? problem ?? undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must try again
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refuse(refused));
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = await uploadImage(file, setPercent);
      onChange(uploaded.url);
    } catch {
      toast({ title: MESSAGES.uploadFailedTitle, description: MESSAGES.uploadFailed, variant: "destructive" });
      setProblem(MESSAGES.uploadFailed);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="form-field image-upload">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {value && <img className="image-upload-preview" src={value} alt={`${label} preview`} />}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        disabled={percent !== null}
        onChange={(e) => void choose(e)}
        {...fieldAria(id, message, hint)}
      />
      {percent !== null && (
        <div className="image-upload-progress" role="status">
          <label htmlFor={`${id}-progress`}>Uploading… {percent}%</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      )}
      {value && percent === null && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange("")}>
          Remove image
        </button>
      )}
      <FieldMessages id={id} hint={hint} error={message} />
    </div>
  );
}
