/**
 * Renders a list of described fields with their widgets. A group's rows render their fields through the
 * same list, so a field inside a hunt item behaves like a field of the form.
 */
import { isVisible, type DraftValues, type FieldSpec, type GroupRow, type WidgetProps } from "./field-types";
import { fieldId, useFormContext } from "./form-context";
import { isRequired } from "./form-values";
import { fieldSchema, rowSchemaOf } from "./schema-fields";
import { CheckboxWidget } from "./widgets/checkbox-widget";
import { DatetimeWidget } from "./widgets/datetime-widget";
import { GroupWidget, type FieldsProps } from "./widgets/group-widget";
import { ImageWidget } from "./widgets/image-widget";
import { ListWidget } from "./widgets/list-widget";
import { NumberWidget } from "./widgets/number-widget";
import { SelectWidget } from "./widgets/select-widget";
import { TagsWidget } from "./widgets/tags-widget";
import { TextWidget } from "./widgets/text-widget";
import { TextareaWidget } from "./widgets/textarea-widget";

function Widget(props: WidgetProps & { schema: FieldsProps["schema"] }) {
  const { field, schema } = props;
  switch (field.widget) {
    case "text":
      return <TextWidget {...props} field={field} value={props.value as string} />;
    case "textarea":
      return <TextareaWidget {...props} field={field} value={props.value as string} />;
    case "number":
      return <NumberWidget {...props} field={field} value={props.value as string} />;
    case "checkbox":
      return <CheckboxWidget {...props} field={field} value={props.value as boolean} />;
    case "select":
      return <SelectWidget {...props} field={field} value={props.value as string} />;
    case "tags":
      return <TagsWidget {...props} field={field} value={props.value as string} />;
    case "list":
      return <ListWidget {...props} field={field} value={props.value as string[]} />;
    case "image":
      return <ImageWidget {...props} field={field} value={props.value as string} />;
    case "datetime":
      return <DatetimeWidget {...props} field={field} value={props.value as string} />;
    case "action":
      return <field.render {...props} field={field} value={undefined} />;
    case "group":
      return (
        <GroupWidget
          {...props}
          field={field}
          value={props.value as GroupRow[]}
          rowSchema={rowSchemaOf(schema && fieldSchema(schema, field.name))}
          Fields={FieldList}
        />
      );
  }
}

/** A widget's new draft: the value it gave, or its function of the current draft. */
const resolve = (next: unknown, current: unknown) => (typeof next === "function" ? (next as (draft: unknown) => unknown)(current) : next);

function hintOf(field: FieldSpec, values: DraftValues): string | undefined {
  return typeof field.hint === "function" ? field.hint(values) : field.hint;
}

export function FieldList({ fields, schema, values, prefix, onUpdate }: FieldsProps) {
  const { idPrefix, errors } = useFormContext();
  const setScope: WidgetProps["setScope"] = (patch) => onUpdate((current) => ({ ...current, ...(typeof patch === "function" ? patch(current) : patch) }));
  return (
    <>
      {fields.map((field) => {
        if (!isVisible(field, values)) return null;
        const path = `${prefix}${field.name}`;
        return (
          <Widget
            key={field.name}
            field={field}
            schema={schema}
            id={fieldId(idPrefix, path)}
            path={path}
            value={values[field.name]}
            onChange={(next) => onUpdate((current) => ({ ...current, [field.name]: resolve(next, current[field.name]) }))}
            error={errors[path]}
            hint={hintOf(field, values)}
            required={isRequired(field, schema)}
            scope={values}
            setScope={setScope}
          />
        );
      })}
    </>
  );
}
