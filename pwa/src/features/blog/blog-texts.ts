/** The blog's texts around the posts; the posts themselves stay in the language they were written in. */
import en from "#content/i18n/en/blog.json";
import { defineTexts } from "../../lib/i18n/texts";

export const blogTexts = defineTexts("blog", en);
