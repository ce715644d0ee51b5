/** The texts of a team's side of group play: joining, the hunt page's team parts, the results code and the standings. */
import en from "#content/i18n/en/teams.json";
import { defineTexts } from "../../../lib/i18n/texts";

export const teamsTexts = defineTexts("teams", en);
