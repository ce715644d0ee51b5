/** Where "today" starts for the figures above the order list: the admin's own calendar day, the one their clock shows. */
export function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
