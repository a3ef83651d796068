// A page as MyBatis-Plus 3.4.3-3.5.4.1 writes its Page (BladeX 2.9-3.x: BaseEntityWrapper.pageVO):
// the five page fields plus orders, optimizeCountSql, searchCount, maxLimit and countId (the last two
// null in the Page, hence -1 and "" after the null writer), in the getters' order.
type PageLike = { records: unknown[]; total: number; size: number; current: number; pages: number };

export const isPage = (data: unknown): data is PageLike =>
  !!data && typeof data === 'object' && Array.isArray((data as PageLike).records) && typeof (data as PageLike).total === 'number';

export function withPageExtras(page: PageLike): Record<string, unknown> {
  const { records, total, size, current, pages, ...rest } = page;
  return { records, total, size, current, orders: [], optimizeCountSql: true, searchCount: true, maxLimit: -1, countId: '', pages, ...rest };
}
