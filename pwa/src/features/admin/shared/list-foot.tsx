/** The foot of an admin list read a page at a time ("Showing 50 of 500" and Load more). */
import { LoadMore } from "../../../components/load-more";
import type { Page } from "../../../lib/api/page";

interface Props {
  list: Page<unknown>;
  pages: { loadMore: () => Promise<void>; loadingMore: boolean; moreFailed: boolean };
}

export function ListFoot({ list, pages }: Props) {
  return (
    <LoadMore
      shown={list.items.length}
      total={list.total}
      more={Boolean(list.next)}
      loading={pages.loadingMore}
      failed={pages.moreFailed}
      onLoadMore={() => void pages.loadMore()}
    />
  );
}
