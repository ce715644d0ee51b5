/** One Recent Activity event in words, as the admin reads it in the list. */
import { formatMoney } from "#shared/rules/money";
import type { ActivityEvent } from "#shared/schemas/activity";

export function activityText(event: ActivityEvent): string {
  switch (event.type) {
    case "order": {
      const who = event.customer_name ? ` by ${event.customer_name}` : "";
      const what = event.kind === "hunt" ? "Hunt purchase" : "Book order";
      return `${what}: ${event.product_name}, ${formatMoney(event.amount)}${who} (${event.status})`;
    }
    case "hunt_completion": {
      const who = event.user_name ?? "A visitor";
      const hunt = event.hunt_title ?? "a hunt that has since been deleted";
      const badge = event.badge_earned ? ", badge earned" : "";
      return `${who} completed ${hunt} with ${event.score} points${badge}`;
    }
    case "signup":
      return `${event.user_name} signed up`;
  }
}
