/** The texts of group play's leader side: the "Play as a group" button, the group's page and its scanner. */
import en from "#content/i18n/en/groups.json";
import { defineTexts, type Messages } from "../../../lib/i18n/texts";

export const groupsTexts = defineTexts("groups", en);
export type GroupsMessages = Messages<typeof en>;
