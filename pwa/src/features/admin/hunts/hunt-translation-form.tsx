/**
 * The hunt editor's "Español" tab: every text a family reads, the English beside the Spanish, and what
 * the Spanish version still lacks, worked out as the admin types with the rule the server keeps (a hunt
 * is offered in Spanish only once nothing is missing). Saving writes the whole version, complete or
 * not, and shows what the server says is still missing.
 */
import { useState, type FormEvent } from "react";
import { translationGaps, type TranslationGap } from "#shared/rules/hunt-translation";
import { ENGLISH_NAMES, type TranslatedLang } from "#shared/rules/languages";
import type { Hunt } from "#shared/schemas/hunt";
import { api } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";
import { draftOf, draftVersion, gapText, translationInput, type Draft } from "./translation-draft";
import { HuntTextsGroup, ItemGroup, QuestionGroup } from "./translation-parts";
import "./hunts-admin.css";

interface Saved {
  lang: TranslatedLang;
  complete: boolean;
  missing: TranslationGap[];
}

export function HuntTranslationForm({ hunt, lang }: { hunt: Hunt; lang: TranslatedLang }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(hunt, lang));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const gaps = translationGaps(hunt, draftVersion(hunt, draft));
  const name = ENGLISH_NAMES[lang];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const res = await api.put<Saved>(`/hunts/${hunt.id}/translations/${lang}`, translationInput(hunt, draft));
    setSaving(false);
    setRefusal(res.success ? null : res.error);
    if (!res.success) return;
    const { complete, missing } = res.data;
    toast({
      title: `${name} version saved`,
      description: complete ? `Families on the ${name} pages now play it in ${name}.` : `Not offered in ${name} yet: ${missing.length} still missing.`,
    });
  };

  return (
    <form className="schema-form stack translation-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="translation-heading">
      <h2 id="translation-heading">{name} version</h2>
      {gaps.length === 0 ? (
        <p className="alert" role="status">
          Complete: once saved, the hunt is offered in {name}.
        </p>
      ) : (
        <section className="alert alert-warn" aria-labelledby="translation-missing">
          <h3 id="translation-missing">Still missing ({gaps.length})</h3>
          <p>The hunt is offered in {name} only when every text below is translated.</p>
          <ul>
            {gaps.map((gap) => (
              <li key={`${gap.part}-${gap.part === "hunt" ? "" : gap.id}-${gap.field}`}>{gapText(gap, hunt)}</li>
            ))}
          </ul>
        </section>
      )}
      <HuntTextsGroup hunt={hunt} draft={draft} onChange={(field, value) => setDraft({ ...draft, [field]: value })} />
      {hunt.items.map((item, index) => (
        <ItemGroup
          key={item.id}
          item={item}
          index={index}
          texts={draft.items[String(item.id)]!}
          onChange={(texts) => setDraft({ ...draft, items: { ...draft.items, [String(item.id)]: texts } })}
        />
      ))}
      {(hunt.quiz_questions ?? []).map((question, index) => (
        <QuestionGroup
          key={question.id}
          question={question}
          index={index}
          texts={draft.quiz_questions[String(question.id)]!}
          onChange={(texts) => setDraft({ ...draft, quiz_questions: { ...draft.quiz_questions, [String(question.id)]: texts } })}
        />
      ))}
      {refusal && (
        <p className="alert alert-danger" role="alert">
          {refusal}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? "Saving..." : `Save ${name} version`}
        </button>
      </div>
    </form>
  );
}
