/**
 * The leader's calls to the group API: make a group for a hunt, read its board, switch the leaderboard
 * or end it. Each answer is checked against its schema, so the page never draws a shape it does not
 * expect; `status: 0` is no signal.
 */
import { groupBoardSchema, groupCreatedSchema, type GroupBoard, type GroupCreated } from "#shared/schemas/group";
import { api, type ApiResult } from "../../../lib/api/api-client";
import { fitAnswer, readApi } from "../../../lib/api/use-api-read";

export type GroupUpdate = { leaderboard: boolean } | { status: "ended" };

export async function createGroup(huntId: number): Promise<ApiResult<GroupCreated>> {
  return fitAnswer(await api.post("/groups", { hunt_id: huntId }), groupCreatedSchema);
}

export const readBoard = (code: string): Promise<ApiResult<GroupBoard>> => readApi(`/groups/${code}`, groupBoardSchema);

export async function updateGroup(code: string, update: GroupUpdate): Promise<ApiResult<GroupBoard>> {
  return fitAnswer(await api.patch(`/groups/${code}`, update), groupBoardSchema);
}
