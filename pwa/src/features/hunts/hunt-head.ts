/**
 * A hunt's page head: its title and description in the language it is played in, its picture as the
 * preview card, and, when it is sold, what it costs for search engines.
 */
import type { HeadInput } from "../../lib/head/page-head";
import { productLd } from "../../lib/head/structured-data";

interface HuntShown {
  title: string;
  description: string;
  thumbnail_image?: string;
  price?: number;
}

export function huntHead(hunt: HuntShown): HeadInput {
  const price = hunt.price ?? 0;
  return {
    kind: "hunt",
    name: hunt.title,
    description: hunt.description,
    image: hunt.thumbnail_image,
    imageAlt: hunt.title,
    crumbs: ["/scavengerhunts"],
    jsonLd:
      price > 0
        ? (_site, url, image) => [productLd({ name: hunt.title, description: hunt.description, image, url, price, available: true })]
        : undefined,
  };
}
