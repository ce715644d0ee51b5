/** A page of a list read by cursor (`GET …?limit=&cursor=`): `next` is the cursor of the page after it, null on the last. */
export type { Page } from "#shared/schemas/common";
