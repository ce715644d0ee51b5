/** Seed data for the shop: 15 national-park scavenger-hunt guidebooks, ending with the complete-collection bundle. */

export interface SeedBook {
  title: string;
  description: string;
  price: number;
  pages: number;
  category: string;
  available: boolean;
  image: string;
  bestseller: boolean;
  difficulty: "Family Friendly" | "Intermediate" | "Advanced" | "All Levels";
  features: string[];
}

export const SEED_BOOKS: SeedBook[] = [
  {
    title: "Yellowstone Scavenger Hunt: Geysers, Mud Pots & Mighty Bison",
    description:
      "Yellowstone was the world's first national park, and it is still one of the wildest places a family can explore. This guidebook turns the Upper Geyser Basin, Grand Prismatic Spring and the Lamar Valley into a giant treasure map. Kids time Old Faithful, spot the colors that heat-loving microbes paint around hot springs, listen for burping mud pots and keep a safe-distance tally of bison, elk and pronghorn. Every clue comes with a true science fact, so the fun sneaks in the learning.",
    price: 29.99,
    pages: 72,
    category: "Physical + Digital",
    available: true,
    image: "/images/books/yellowstone.webp",
    bestseller: true,
    difficulty: "Family Friendly",
    features: [
      "60+ clues to find",
      "Geyser eruption timing log",
      "Wildlife safe-distance tally sheets",
      "Fold-out Upper Geyser Basin boardwalk map",
      "Junior Ranger activity pages",
      "Printable badge certificate",
    ],
  },
  {
    title: "Yellowstone Junior Ranger Edition: Wildlife & Geyser Detectives",
    description:
      "A second helping of Yellowstone for kids who want to dig deeper. Young detectives learn how a geyser's hidden plumbing works, why wolves returned to the park in 1995, how to tell a bison track from an elk track and which Yellowstone animal is the fastest runner in North America (the pronghorn!). Designed to pair with the park's own Junior Ranger program, with extra puzzles for long drives between geyser basins.",
    price: 19.99,
    pages: 48,
    category: "Digital Download",
    available: true,
    image: "/images/books/yellowstone-junior-ranger.webp",
    bestseller: true,
    difficulty: "Intermediate",
    features: [
      "40+ detective clues",
      "Animal track identification cards",
      "How-a-geyser-works cutaway diagram",
      "Car-ride puzzles and word searches",
      "Printable badge certificate",
    ],
  },
  {
    title: "Grand Canyon Scavenger Hunt: Layers, Ravens & Rim Trail Riddles",
    description:
      "Walk the South Rim and read almost two billion years of Earth history like the pages of a book. Kids hunt for fossils of ancient sea creatures in the rim rock, stroll the Trail of Time where every meter equals a million years, look for California condors with numbered wing tags and find the stone buildings architect Mary Colter designed to blend into the canyon. Short, mostly flat routes make it perfect for little legs.",
    price: 24.99,
    pages: 64,
    category: "Printed Book",
    available: true,
    image: "/images/books/grand-canyon.webp",
    bestseller: true,
    difficulty: "All Levels",
    features: [
      "50+ clues to find",
      "Rock-layer color-in chart",
      "Condor and raven spotting guide",
      "Rim Trail route map with shuttle stops",
      "Junior Ranger activity pages",
    ],
  },
  {
    title: "Yosemite Scavenger Hunt: Waterfalls, Granite Giants & Sequoias",
    description:
      "From the spray of Lower Yosemite Fall to the towering trunks of the Mariposa Grove, this guidebook sends families on a hunt through one of America's most famous valleys. Find the meadow where Half Dome looks close enough to touch, spot climbers on El Capitan, discover an acorn woodpecker's pantry tree and learn how glaciers carved the valley into a giant U. Includes bear-smart food storage tips for every campsite.",
    price: 29.99,
    pages: 68,
    category: "Physical + Digital",
    available: true,
    image: "/images/books/yosemite.webp",
    bestseller: false,
    difficulty: "Intermediate",
    features: [
      "55+ clues to find",
      "Waterfall height comparison chart",
      "Giant sequoia measuring activity",
      "Bear-smart camping checklist",
      "Printable badge certificate",
      "Valley shuttle stop map",
    ],
  },
  {
    title: "Zion Scavenger Hunt: Red Rocks & River Walks",
    description:
      "Zion was Utah's first national park, and its sandstone cliffs were once giant desert sand dunes. Ride the canyon shuttle, then hunt for the slanted lines of ancient dunes in the rock, hanging gardens of ferns growing right out of the cliffs, wild turkeys in the Grotto and the spot where the Riverside Walk ends and the famous Narrows begin. Heat-smart and flash-flood-smart tips are built into every route.",
    price: 17.99,
    pages: 48,
    category: "Digital Download",
    available: true,
    image: "/images/books/zion.webp",
    bestseller: false,
    difficulty: "Intermediate",
    features: [
      "40+ clues to find",
      "Shuttle-stop hunt route",
      "Sandstone crossbedding sketch pages",
      "Heat and flash-flood safety checklist",
      "Printable badge certificate",
    ],
  },
  {
    title: "Great Smoky Mountains Scavenger Hunt: Salamanders, Cabins & Misty Peaks",
    description:
      "America's most visited national park is also known as the Salamander Capital of the World. This hunt takes families around the Cades Cove loop to log cabins, a working grist mill and a church built in 115 days, then up to the mountaintops for views of the blue haze that gives the Smokies their name. Kids also learn about synchronous fireflies, black bears and the plants and animals that make the park one of the most diverse places in the country.",
    price: 24.99,
    pages: 60,
    category: "Printed Book",
    available: true,
    image: "/images/books/great-smoky-mountains.webp",
    bestseller: true,
    difficulty: "Family Friendly",
    features: [
      "50+ clues to find",
      "Cades Cove loop road map",
      "Salamander spotting guide (look, don't touch!)",
      "Pioneer life activity pages",
      "Junior Ranger activity pages",
      "Printable badge certificate",
    ],
  },
  {
    title: "Acadia Scavenger Hunt: Tide Pools, Lighthouses & Thunder Hole",
    description:
      "On the rocky coast of Maine, Acadia mixes ocean, mountains and lakes in one small park. Kids listen for the boom at Thunder Hole, peek into tide pools for barnacles and periwinkles, find the granite coping stones nicknamed Rockefeller's teeth on the carriage roads and spot the lighthouse at Bass Harbor. A bonus chapter covers catching an early sunrise from Cadillac Mountain.",
    price: 17.99,
    pages: 40,
    category: "Digital Download",
    available: true,
    image: "/images/books/acadia.webp",
    bestseller: false,
    difficulty: "Family Friendly",
    features: [
      "35+ clues to find",
      "Tide pool creature checklist",
      "Tide timing tips for Thunder Hole",
      "Carriage road bike-route hunt",
      "Printable badge certificate",
    ],
  },
  {
    title: "Rocky Mountain Scavenger Hunt: Elk, Alpine Tundra & Trail Ridge Road",
    description:
      "Drive the highest continuous paved road in the United States and hunt for treasures above the trees. Families look for pikas gathering hay piles for winter, listen for bugling elk in the fall, find the Continental Divide and discover tiny tundra plants that grow only a little bit each short summer. Includes tips for handling high altitude with kids.",
    price: 24.99,
    pages: 56,
    category: "Printed Book",
    available: true,
    image: "/images/books/rocky-mountain.webp",
    bestseller: false,
    difficulty: "Intermediate",
    features: [
      "45+ clues to find",
      "Trail Ridge Road pull-off guide",
      "Alpine tundra flower checklist",
      "High-altitude comfort tips for families",
      "Printable badge certificate",
    ],
  },
  {
    title: "Glacier Scavenger Hunt: Mountain Goats & Going-to-the-Sun Road",
    description:
      "Known as the Crown of the Continent, Glacier National Park is home to mountain goats, grizzly bears and a mountain called Triple Divide Peak, where rain can flow toward the Pacific Ocean, the Atlantic Ocean or Hudson Bay. This challenging hunt follows the Going-to-the-Sun Road over Logan Pass and onto some of the park's family-favorite trails, with extra clues for older kids ready for longer hikes.",
    price: 34.99,
    pages: 80,
    category: "Physical + Digital",
    available: true,
    image: "/images/books/glacier.webp",
    bestseller: false,
    difficulty: "Advanced",
    features: [
      "70+ clues to find",
      "Going-to-the-Sun Road stop-by-stop guide",
      "Glacier then-and-now photo comparison pages",
      "Bear safety and trail etiquette guide",
      "Bonus hikes for older kids",
      "Junior Ranger activity pages",
      "Printable badge certificate",
    ],
  },
  {
    title: "Olympic Scavenger Hunt: Rain Forests, Tide Pools & Mountain Tops",
    description:
      "Three parks in one: moss-draped rain forest, wild Pacific beaches and snowy mountain peaks. The Hoh Rain Forest soaks up about 12 to 14 feet of rain in a typical year, and this hunt sends kids looking for banana slugs, nurse logs sprouting baby trees, Roosevelt elk and sea stars clinging to coastal rocks. Coming soon for the next rainy adventure season.",
    price: 19.99,
    pages: 52,
    category: "Digital Download",
    available: false,
    image: "/images/books/olympic.webp",
    bestseller: false,
    difficulty: "Intermediate",
    features: [
      "45+ clues to find",
      "Rain forest layer poster",
      "Tide pool creature checklist",
      "Rainy-day activity pages",
    ],
  },
  {
    title: "Arches Scavenger Hunt: Stone Windows & Balanced Rocks",
    description:
      "Arches National Park has more than 2,000 documented natural stone arches, the densest collection of natural arches in the world. Families hunt for the North and South Windows, measure themselves against Balanced Rock, find petroglyphs of bighorn sheep near Wolfe Ranch and learn why you should never bust the crust of living desert soil. Short walks and big views make it a great first desert park.",
    price: 19.99,
    pages: 44,
    category: "Printed Book",
    available: true,
    image: "/images/books/arches.webp",
    bestseller: false,
    difficulty: "Family Friendly",
    features: [
      "35+ clues to find",
      "Arch-spotting bingo card",
      "Desert water and sun safety tips",
      "Printable badge certificate",
    ],
  },
  {
    title: "Everglades Scavenger Hunt: Alligators, Mangroves & a River of Grass",
    description:
      "The Everglades is the only place on Earth where alligators and crocodiles live side by side. On boardwalks like the Anhinga Trail, kids spot sunbathing gators, anhingas drying their wings, wading birds fishing in the sawgrass and the tangled roots of mangroves. The hunt explains how a slow, wide sheet of water earned the nickname River of Grass.",
    price: 17.99,
    pages: 40,
    category: "Digital Download",
    available: true,
    image: "/images/books/everglades.webp",
    bestseller: false,
    difficulty: "Family Friendly",
    features: [
      "35+ clues to find",
      "Wading bird identification cards",
      "Alligator or crocodile? comparison page",
      "Boardwalk hunt routes",
      "Printable badge certificate",
    ],
  },
  {
    title: "Joshua Tree Scavenger Hunt: Desert Trees & Boulder Mazes",
    description:
      "Joshua Tree is where two deserts, the Mojave and the Colorado, meet. Kids learn that a Joshua tree is really a giant yucca that depends on a tiny moth to make seeds, scramble around boulder piles, tiptoe through the Cholla Cactus Garden and stay up late under one of the darkest skies in Southern California. Coming soon.",
    price: 24.99,
    pages: 56,
    category: "Printed Book",
    available: false,
    image: "/images/books/joshua-tree.webp",
    bestseller: false,
    difficulty: "Intermediate",
    features: [
      "45+ clues to find",
      "Night sky star map",
      "Desert plant checklist",
      "Boulder scramble safety tips",
      "Printable badge certificate",
    ],
  },
  {
    title: "Grand Teton Scavenger Hunt: Moose, Mountains & Mirror Lakes",
    description:
      "Just south of Yellowstone, the jagged Teton Range rises straight up from the valley floor, with the Grand Teton reaching 13,775 feet. This hunt follows families to Jenny Lake, the historic barns of Mormon Row and Oxbow Bend, where moose, beavers and otters often appear at dawn and dusk. Pairs perfectly with our Yellowstone guidebooks. Coming soon.",
    price: 29.99,
    pages: 64,
    category: "Physical + Digital",
    available: false,
    image: "/images/books/grand-teton.webp",
    bestseller: false,
    difficulty: "All Levels",
    features: [
      "50+ clues to find",
      "Moose and beaver spotting guide",
      "Jenny Lake boat and trail hunt",
      "Mountain-naming activity pages",
      "Printable badge certificate",
    ],
  },
  {
    title: "The Complete National Parks Scavenger Hunt Collection",
    description:
      "Every adventure in one box: all 14 park guidebooks plus the collection-only Ranger Rosie's Passport to the Parks activity book, for 15 books in all. You get the printed books and the digital downloads, saving 40 percent compared with buying each guidebook on its own. Coming Soon titles are sent to you automatically the day they are released, so your family's collection is always complete.",
    price: 199.99,
    pages: 840,
    category: "Physical + Digital Bundle",
    available: true,
    image: "/images/books/complete-collection.webp",
    bestseller: false,
    difficulty: "All Levels",
    features: [
      "All 15 books in print and digital",
      "Save 40 percent versus buying separately",
      "Collection-only Passport to the Parks activity book",
      "Coming Soon titles delivered on release",
      "Printable badge certificates for every park",
      "Gift-ready box",
    ],
  },
];
