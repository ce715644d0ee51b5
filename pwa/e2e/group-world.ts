/** Steps the group-play browser tests share: a signed-in leader making a group, and a team's row on the board. */
import type { Page } from "playwright-core";
import { waitForServiceWorker } from "./support";

/** On a signed-in leader's page: opens the free hunt, presses "Play as a group" and answers the group's code. */
export async function startGroup(leader: Page, baseUrl: string): Promise<string> {
  await leader.goto(`${baseUrl}/hunt/1`);
  await waitForServiceWorker(leader);
  await leader.getByRole("button", { name: "Play as a group" }).click();
  await leader.waitForURL(/\/group\/[A-Z0-9]{6}$/);
  return leader.url().slice(-6);
}

/** A team's row on the leader's board ("Teams"), found by its row header, the team's name. */
export const teamRow = (leader: Page, name: string) =>
  leader.getByRole("table", { name: "Teams" }).getByRole("row").filter({ has: leader.getByRole("rowheader", { name, exact: true }) });
