/** Seed data for the podcast teaser: season 1 of Ranger Rosie's family national-parks podcast (two published episodes and one draft). */

export interface SeedEpisode {
  title: string;
  description: string;
  duration: string /* e.g. "32 min" */;
  season: number;
  episode_number: number;
  spotify_url: string;
  apple_podcasts_url: string;
  published: boolean;
}

export const SEED_EPISODES: SeedEpisode[] = [
  {
    title: "Old Faithful's Secret Plumbing",
    description:
      "Ranger Rosie kicks off the podcast in Yellowstone, the world's first national park. Why does Old Faithful erupt like clockwork while a hot spring just steams? How can rangers predict an eruption by timing the last one? And what gives Grand Prismatic Spring its rainbow colors? Plus a listener question about how close is too close to a bison, and a geyser experiment you can try with a bottle of soda in the backyard.",
    duration: "28 min",
    season: 1,
    episode_number: 1,
    spotify_url: "",
    apple_podcasts_url: "",
    published: true,
  },
  {
    title: "Reading the Grand Canyon Like a Storybook",
    description:
      "The walls of the Grand Canyon hold almost two billion years of Earth's history, stacked like the pages of a book. Ranger Rosie walks the Trail of Time, where every meter equals a million years, finds sea fossils at the top of a desert canyon and meets the California condors soaring over the South Rim. Stay to the end for a rock-layer sandwich game the whole family can play at lunch.",
    duration: "31 min",
    season: 1,
    episode_number: 2,
    spotify_url: "",
    apple_podcasts_url: "",
    published: true,
  },
  {
    title: "Fireflies That Blink Together",
    description:
      "Summer nights in the Great Smoky Mountains bring one of nature's strangest light shows: thousands of fireflies flashing in rhythm. Ranger Rosie explains how the synchronous fireflies do it, why the Smokies are called the Salamander Capital of the World and how to explore Cades Cove's log cabins and grist mill. Plus tips for watching wildlife from the car on the Cades Cove loop.",
    duration: "26 min",
    season: 1,
    episode_number: 3,
    spotify_url: "",
    apple_podcasts_url: "",
    published: false,
  },
];
