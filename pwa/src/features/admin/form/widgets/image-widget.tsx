import type { ImageField, WidgetProps } from "../field-types";
import { ImageUploadField } from "../../shared/image-upload-field";

export function ImageWidget({ field, id, value, onChange, error, hint, required }: WidgetProps<ImageField, string>) {
  return <ImageUploadField id={id} label={field.label} value={value} onChange={onChange} error={error} hint={hint} required={required} />;
}
