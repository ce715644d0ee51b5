/** Seed data for interactive scavenger hunts: national-park hunts with things to find, true facts and quiz questions. */

export interface SeedHuntItem {
  name: string;
  location_description: string;
  educational_fact: string;
  points: number;
  /** The landmark's coordinates (WGS84), how near counts as there, and a word printed on a sign there. */
  lat?: number;
  lng?: number;
  radius_m?: number;
  check_word?: string;
  /** What the family is asked to take a picture of there. */
  photo_prompt?: string;
  /** How read-aloud says the name, where speech gets it wrong. */
  say_as?: string;
}

export interface SeedQuizQuestion {
  question: string;
  options: string[];
  correct_answer: string;
  points: number;
}

export interface SeedHunt {
  title: string;
  description: string;
  location: string;
  difficulty: "easy" | "medium" | "hard";
  price: number;
  teaser: boolean;
  thumbnail_image: string;
  estimated_time: string;
  age_range: string;
  featured: boolean;
  published: boolean;
  items: SeedHuntItem[];
  quiz_questions: SeedQuizQuestion[];
}

const TRUE_FALSE = ["True", "False"];

export const SEED_HUNTS: SeedHunt[] = [
  {
    title: "Old Faithful Geyser Explorer",
    description:
      "A free hunt around Yellowstone's Upper Geyser Basin. Time an eruption of Old Faithful, follow the boardwalks to roaring geysers and rainbow-colored pools and discover the heat-loving microbes that paint them. Almost all of the route is flat boardwalk.",
    location: "Upper Geyser Basin, Yellowstone National Park, Wyoming",
    difficulty: "easy",
    price: 0,
    teaser: false,
    thumbnail_image: "/images/hunts/yellowstone-old-faithful.webp",
    estimated_time: "2-3 hours",
    age_range: "All Ages",
    featured: true,
    published: true,
    items: [
      {
        name: "Old Faithful erupting",
        location_description: "Watch from the benches between the Old Faithful Visitor Education Center and the geyser.",
        educational_fact:
          "Old Faithful usually erupts about every 60 to 110 minutes, shooting hot water 106 to 185 feet into the air.",
        points: 10,
        photo_prompt: "Take a picture of your family with the geyser erupting behind you.",
        lat: 44.46049,
        lng: -110.82815,
        radius_m: 100,
      },
      {
        name: "The eruption prediction board",
        location_description: "Inside the lobby of the Old Faithful Visitor Education Center.",
        educational_fact:
          "Rangers predict Old Faithful by timing how long the last eruption lasted: a short eruption means a shorter wait until the next one.",
        points: 10,
        lat: 44.45935,
        lng: -110.8291,
        radius_m: 40,
        check_word: "Predicted",
      },
      {
        name: "The giant stone fireplace",
        location_description: "In the lobby of the Old Faithful Inn, a short walk west of the geyser.",
        educational_fact:
          "The Old Faithful Inn was built from local logs and stone in 1903 and 1904, and it is one of the largest log buildings in the world.",
        points: 10,
        lat: 44.45979,
        lng: -110.83087,
        radius_m: 40,
        check_word: "1904",
      },
      {
        name: "Heart Spring",
        location_description: "On the Geyser Hill boardwalk, across the Firehole River from Old Faithful.",
        educational_fact:
          "A hot spring is like a geyser without a narrow bottleneck in its underground plumbing, so its heat escapes gently instead of building up to an eruption.",
        points: 10,
        lat: 44.46296,
        lng: -110.8324,
        radius_m: 30,
        check_word: "Heart Spring",
      },
      {
        name: "Lion Geyser",
        location_description: "At the north end of the Geyser Hill loop, next to a group of smaller cones.",
        educational_fact:
          "Lion Geyser got its name from the roaring sound of steam that often rushes out before it erupts.",
        points: 10,
        lat: 44.46338,
        lng: -110.83298,
        radius_m: 30,
        check_word: "Lion Geyser",
      },
      {
        name: "Castle Geyser's cone",
        location_description: "Beside the Firehole River on the path heading north from Old Faithful toward Morning Glory Pool; look for a giant rocky cone.",
        educational_fact:
          "Castle Geyser's huge cone is made of a mineral rock called geyserite that builds up very slowly, so the cone is thousands of years old.",
        points: 10,
        lat: 44.46372,
        lng: -110.83687,
        radius_m: 40,
        check_word: "Castle Geyser",
      },
      {
        name: "Grand Geyser",
        location_description: "Farther north along the boardwalk, in a group with Turban and Vent geysers; look for people waiting on the benches.",
        educational_fact: "Grand Geyser is the tallest predictable geyser in the world.",
        points: 10,
        lat: 44.46486,
        lng: -110.83944,
        radius_m: 40,
      },
      {
        name: "Colorful microbe mats",
        location_description: "In the shallow runoff channels that flow away from the hot pools along the boardwalk.",
        educational_fact:
          "The bright orange, yellow and brown colors around hot springs are made by heat-loving microbes called thermophiles. The hottest water is too hot for them and looks deep blue.",
        points: 10,
        photo_prompt: "Take a picture of the brightest colors you can find in a runoff channel, from the boardwalk.",
      },
      {
        name: "Morning Glory Pool",
        location_description: "At the far end of the paved trail, about a mile and a half from Old Faithful.",
        educational_fact:
          "Morning Glory Pool changed color because people threw coins and trash into it, which clogged its vent and let the water cool.",
        points: 10,
        lat: 44.47436,
        lng: -110.8436,
        radius_m: 30,
        check_word: "Morning Glory",
      },
      {
        name: "The Firehole River",
        location_description: "Look over the railing from any of the footbridges that cross the river in the geyser basin.",
        educational_fact:
          "The Firehole River isn't on fire. Early trappers called a mountain valley a hole, and this valley had been burned by fire. Hot springs warm its water.",
        points: 10,
        lat: 44.46213,
        lng: -110.83,
        radius_m: 60,
      },
    ],
    quiz_questions: [
      {
        question: "About how often does Old Faithful erupt?",
        options: ["Every 5 minutes", "Every 60 to 110 minutes", "Once a day", "Once a year"],
        correct_answer: "Every 60 to 110 minutes",
        points: 5,
      },
      {
        question: "Grand Geyser is the tallest predictable geyser in the world.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "What makes the orange and yellow colors around hot springs?",
        options: ["Heat-loving microbes", "Rust from old pipes", "Paint added by rangers", "Autumn leaves"],
        correct_answer: "Heat-loving microbes",
        points: 5,
      },
      {
        question: "Why did Morning Glory Pool change color?",
        options: [
          "People threw coins and trash into it",
          "A volcano erupted inside it",
          "Bison took baths in it",
          "It froze solid one winter",
        ],
        correct_answer: "People threw coins and trash into it",
        points: 5,
      },
      {
        question: "The Firehole River got its name because the water is on fire.",
        options: TRUE_FALSE,
        correct_answer: "False",
        points: 5,
      },
    ],
  },
  {
    title: "Grand Canyon South Rim Sneak Peek",
    description:
      "A free taste of the hunt in our Grand Canyon guidebook. Walk a mile or two of the mostly flat Rim Trail, travel through almost two billion years of history on the Trail of Time and find the historic buildings of Grand Canyon Village.",
    location: "South Rim, Grand Canyon National Park, Arizona",
    difficulty: "easy",
    price: 0,
    teaser: true,
    thumbnail_image: "/images/hunts/grand-canyon-south-rim.webp",
    estimated_time: "1-2 hours",
    age_range: "Ages 5-12",
    featured: true,
    published: true,
    items: [
      {
        name: "Mather Point overlook",
        location_description: "A short paved walk from the Grand Canyon Visitor Center parking area.",
        educational_fact: "Mather Point is named for Stephen Mather, the first director of the National Park Service.",
        points: 10,
        lat: 36.06164,
        lng: -112.10767,
        radius_m: 60,
        check_word: "Mather Point",
      },
      {
        name: "The Colorado River",
        location_description: "Look through the big windows of the Yavapai Geology Museum, down to the canyon bottom.",
        educational_fact:
          "The Colorado River carved the Grand Canyon, which is about 277 river miles long and more than a mile deep.",
        points: 10,
      },
      {
        name: "A Trail of Time marker",
        location_description: "Bronze markers set in the Rim Trail between Yavapai Geology Museum and Verkamp's Visitor Center.",
        educational_fact: "On the Trail of Time, each meter you walk stands for one million years of Earth's history.",
        points: 10,
        lat: 36.06584,
        lng: -112.11779,
        radius_m: 150,
        check_word: "Trail of Time",
      },
      {
        name: "A Vishnu Schist sample",
        location_description: "Along the Trail of Time, among the rock samples brought up from the bottom of the canyon.",
        educational_fact:
          "Vishnu Schist from the bottom of the canyon is about 1.7 billion years old, some of the oldest rock in the Grand Canyon.",
        points: 10,
      },
      {
        name: "Kaibab Limestone at the rim",
        location_description: "The pale gray-white rock right at your feet along the rim.",
        educational_fact:
          "The rock at the top of the canyon formed at the bottom of a sea about 270 million years ago, so it holds fossils of sea creatures.",
        points: 10,
      },
      {
        name: "Hopi House",
        location_description: "In Grand Canyon Village, just east of El Tovar Hotel.",
        educational_fact:
          "Hopi House was designed by architect Mary Colter and opened in 1905. It was modeled on buildings in the Hopi village of Old Oraibi.",
        points: 10,
        lat: 36.05768,
        lng: -112.13654,
        radius_m: 30,
        check_word: "Hopi House",
      },
      {
        name: "Lookout Studio",
        location_description: "Perched on the canyon edge near Bright Angel Lodge.",
        educational_fact:
          "Mary Colter built Lookout Studio in 1914 from local stone so it would look like it grows right out of the canyon wall.",
        points: 10,
        lat: 36.0579,
        lng: -112.1421,
        radius_m: 30,
      },
      {
        name: "Kolb Studio",
        location_description: "At the top of the Bright Angel Trail, at the west end of Grand Canyon Village.",
        educational_fact:
          "Kolb Studio was the home of the Kolb brothers, photographers who filmed their own boat trip down the Colorado River in 1911 and 1912.",
        points: 10,
        lat: 36.05762,
        lng: -112.14375,
        radius_m: 30,
        check_word: "Kolb",
      },
      {
        name: "A common raven",
        location_description: "Look along the rim walls and railings anywhere in Grand Canyon Village.",
        educational_fact: "Ravens are some of the smartest birds in the world. They can solve puzzles and even mimic sounds.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "On the Trail of Time, one meter stands for how many years?",
        options: ["One hundred years", "One thousand years", "One million years", "One billion years"],
        correct_answer: "One million years",
        points: 5,
      },
      {
        question: "Which river carved the Grand Canyon?",
        options: ["The Mississippi River", "The Colorado River", "The Snake River", "The Rio Grande"],
        correct_answer: "The Colorado River",
        points: 5,
      },
      {
        question: "The rock at the rim of the Grand Canyon formed at the bottom of a sea.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "Who designed Hopi House and Lookout Studio?",
        options: ["John Muir", "Stephen Mather", "Mary Colter", "The Kolb brothers"],
        correct_answer: "Mary Colter",
        points: 5,
      },
    ],
  },
  {
    title: "Yosemite Valley Waterfalls and Granite Giants",
    description:
      "Explore the floor of Yosemite Valley by shuttle and on foot. Feel the spray of Yosemite Falls, spot climbers on El Capitan, find an acorn woodpecker's pantry and learn how glaciers carved the valley. Best from April to June, when the waterfalls are full.",
    location: "Yosemite Valley, Yosemite National Park, California",
    difficulty: "easy",
    price: 1.99,
    teaser: false,
    thumbnail_image: "/images/hunts/yosemite-valley.webp",
    estimated_time: "3-4 hours",
    age_range: "Ages 5-12",
    featured: false,
    published: true,
    items: [
      {
        name: "Lower Yosemite Fall",
        location_description: "From the footbridge at the end of the paved Lower Yosemite Fall loop trail.",
        educational_fact:
          "Yosemite Falls drops a total of 2,425 feet, making it one of the tallest waterfalls in the world. It is fed by melting snow and can dry up by late summer.",
        points: 10,
        lat: 37.7458,
        lng: -119.596,
        radius_m: 60,
      },
      {
        name: "The Yosemite Grant story",
        location_description: "In the exhibits of the Yosemite Valley Visitor Center in Yosemite Village.",
        educational_fact:
          "In 1864, President Abraham Lincoln signed the Yosemite Grant, the first time the U.S. government protected scenic land for everyone to enjoy.",
        points: 10,
        lat: 37.74858,
        lng: -119.58739,
        radius_m: 50,
        check_word: "1864",
      },
      {
        name: "An acorn granary",
        location_description: "In the reconstructed village behind the Yosemite Museum, next to the visitor center.",
        educational_fact:
          "The Ahwahneechee people stored acorns from California black oaks in tall granaries and ground them into flour for food.",
        points: 10,
        lat: 37.74925,
        lng: -119.5882,
        radius_m: 40,
        check_word: "Ahwahnee",
      },
      {
        name: "Half Dome from Cook's Meadow",
        location_description: "On the flat Cook's Meadow loop, looking east across the grass.",
        educational_fact: "Half Dome rises nearly 4,800 feet above the floor of Yosemite Valley.",
        points: 10,
        lat: 37.74402,
        lng: -119.59003,
        radius_m: 100,
      },
      {
        name: "Half Dome's reflection",
        location_description: "Look down at the Merced River from Sentinel Bridge.",
        educational_fact:
          "The Merced River flows through the whole length of Yosemite Valley, and on calm days its still water mirrors Half Dome.",
        points: 10,
        lat: 37.7482,
        lng: -119.5454,
        radius_m: 80,
      },
      {
        name: "Climbers on El Capitan",
        location_description: "From El Capitan Meadow along Northside Drive; binoculars help a lot.",
        educational_fact:
          "El Capitan rises about 3,000 feet from the valley floor and is one of the largest exposed pieces of granite in the world.",
        points: 10,
        lat: 37.72354,
        lng: -119.6379,
        radius_m: 150,
      },
      {
        name: "The U-shaped valley",
        location_description: "At the Tunnel View overlook on Wawona Road, at the west end of the valley.",
        educational_fact:
          "Glaciers thousands of feet thick ground through a V-shaped river canyon and widened it into the U shape of Yosemite Valley.",
        points: 10,
        lat: 37.71568,
        lng: -119.67718,
        radius_m: 50,
        check_word: "Tunnel View",
      },
      {
        name: "Bridalveil Fall",
        location_description: "At the end of the short, paved Bridalveil Fall trail near Tunnel View.",
        educational_fact:
          "Bridalveil Fall is 620 feet tall. The Ahwahneechee name for it, Pohono, is often translated as spirit of the puffing wind, because breezes blow its water sideways.",
        points: 10,
        lat: 37.7167,
        lng: -119.6464,
        radius_m: 60,
        check_word: "Bridalveil",
      },
      {
        name: "An acorn woodpecker's pantry tree",
        location_description: "Look for tree trunks or posts dotted with hundreds of small holes near the valley's oak woodlands.",
        educational_fact:
          "Acorn woodpeckers drill holes in trees and tuck an acorn into each one, and a single pantry tree can hold thousands of acorns.",
        points: 10,
        photo_prompt: "Take a picture of the pantry tree's holes. Can you spot an acorn tucked inside one?",
      },
      {
        name: "A Steller's jay",
        location_description: "In the trees around Yosemite Village, picnic areas and campgrounds. Look for a blue bird with a black crest.",
        educational_fact: "Steller's jays can imitate the scream of a red-tailed hawk.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "How tall is Yosemite Falls from top to bottom?",
        options: ["245 feet", "620 feet", "2,425 feet", "10,000 feet"],
        correct_answer: "2,425 feet",
        points: 5,
      },
      {
        question: "Which president signed the Yosemite Grant in 1864?",
        options: ["George Washington", "Abraham Lincoln", "Theodore Roosevelt", "John F. Kennedy"],
        correct_answer: "Abraham Lincoln",
        points: 5,
      },
      {
        question: "Glaciers helped turn Yosemite Valley into a U shape.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "What do acorn woodpeckers store in the holes they drill?",
        options: ["Pebbles", "Acorns", "Eggs", "Pinecones"],
        correct_answer: "Acorns",
        points: 5,
      },
      {
        question: "Yosemite Falls roars all year and never dries up.",
        options: TRUE_FALSE,
        correct_answer: "False",
        points: 5,
      },
    ],
  },
  {
    title: "Zion Canyon Shuttle Stop Safari",
    description:
      "Ride the Zion Canyon shuttle from stop to stop and hunt for ancient sand dunes turned to stone, plants growing out of solid rock and the spot where the Riverside Walk meets the Narrows. Plan to start early to beat the heat, and check the flash flood forecast first.",
    location: "Zion Canyon, Zion National Park, Utah",
    difficulty: "medium",
    price: 2.99,
    teaser: false,
    thumbnail_image: "/images/hunts/zion-canyon.webp",
    estimated_time: "3-4 hours",
    age_range: "Ages 6-14",
    featured: true,
    published: true,
    items: [
      {
        name: "A cooling tower",
        location_description: "At the Zion Canyon Visitor Center; look for the tall towers beside the building.",
        educational_fact:
          "The Zion Canyon Visitor Center uses cooling towers that let cool, heavy air sink into the building, so it stays comfortable with very little electricity.",
        points: 10,
      },
      {
        name: "The Virgin River from the Pa'rus Trail",
        location_description: "From any footbridge on the paved Pa'rus Trail near the visitor center.",
        educational_fact: "Pa'rus is a Southern Paiute word meaning bubbling or tumbling water.",
        points: 10,
        lat: 37.203,
        lng: -112.983,
        radius_m: 100,
      },
      {
        name: "Zion's birthday",
        location_description: "In the exhibits of the Zion Human History Museum, at its own stop on the canyon shuttle.",
        educational_fact: "Zion became Utah's first national park in 1919.",
        points: 10,
      },
      {
        name: "The Court of the Patriarchs",
        location_description: "At the short viewpoint path from the Court of the Patriarchs shuttle stop.",
        educational_fact:
          "The three sandstone peaks here were named Abraham, Isaac and Jacob by a visiting minister named Frederick Vining Fisher in 1916.",
        points: 10,
        lat: 37.2348,
        lng: -112.9586,
        radius_m: 60,
        check_word: "Patriarchs",
      },
      {
        name: "Crossbedding lines",
        location_description: "On the sandstone cliff walls across the canyon from the Zion Lodge lawn.",
        educational_fact:
          "Zion's cliffs are Navajo Sandstone, made from giant desert sand dunes about 190 million years ago. The slanted lines in the rock are the slopes of those dunes.",
        points: 10,
      },
      {
        name: "The giant cottonwood",
        location_description: "On the big lawn in front of Zion Lodge.",
        educational_fact:
          "Fremont cottonwood trees release seeds wrapped in fluffy white fibers that float on the wind like cotton.",
        points: 10,
      },
      {
        name: "A wild turkey",
        location_description: "In the grassy picnic area at the Grotto shuttle stop and along the riverbanks.",
        educational_fact:
          "A male wild turkey's bare head can change color from red to white and blue when he gets excited.",
        points: 10,
      },
      {
        name: "The Temple of Sinawava",
        say_as: "The Temple of sin-uh-WAH-vuh",
        location_description: "At the last shuttle stop, where the canyon walls curve around you like a giant amphitheater.",
        educational_fact: "The Temple of Sinawava is named for the coyote spirit of Southern Paiute stories.",
        points: 10,
        lat: 37.2849,
        lng: -112.9478,
        radius_m: 80,
        check_word: "Sinawava",
      },
      {
        name: "A hanging garden",
        location_description: "On the wet, dripping cliff walls beside the paved Riverside Walk.",
        educational_fact:
          "Sandstone soaks up rain like a sponge. The water trickles through the rock for hundreds of years or more before seeping out, where ferns and flowers grow right on the cliff.",
        points: 10,
      },
      {
        name: "The start of the Narrows",
        location_description: "At the end of the Riverside Walk, where the path stops and the river fills the canyon.",
        educational_fact:
          "In the Narrows, the canyon walls are up to a thousand feet tall while the river is sometimes only 20 to 30 feet wide.",
        points: 10,
      },
      {
        name: "A canyon wren's song",
        location_description: "Listen near the cliffs along the Riverside Walk and at the Grotto.",
        educational_fact:
          "The canyon wren's song is a cascade of clear notes that slide down the scale and echo off the canyon walls.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "What were Zion's sandstone cliffs before they turned to rock?",
        options: ["Giant sand dunes", "Coral reefs", "Lava flows", "Ice sheets"],
        correct_answer: "Giant sand dunes",
        points: 5,
      },
      {
        question: "Zion was Utah's first national park.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "What does the Southern Paiute word Pa'rus mean?",
        options: ["Red rock", "Bubbling or tumbling water", "Tall tree", "Sleeping coyote"],
        correct_answer: "Bubbling or tumbling water",
        points: 5,
      },
      {
        question: "Hanging gardens grow where water seeps out of the cliffs.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "What can a male wild turkey's head do when he is excited?",
        options: ["Glow in the dark", "Change color", "Grow feathers", "Turn all the way around"],
        correct_answer: "Change color",
        points: 5,
      },
    ],
  },
  {
    title: "Cades Cove Pioneer Hunt",
    description:
      "Travel the 11-mile Cades Cove loop in the Great Smoky Mountains and step back in time. Find log cabins, country churches and a working grist mill, and keep a safe-distance eye out for deer, turkeys and black bears in the fields. Remember to buy a parking tag before you go.",
    location: "Cades Cove, Great Smoky Mountains National Park, Tennessee",
    difficulty: "easy",
    price: 3.99,
    teaser: false,
    thumbnail_image: "/images/hunts/great-smoky-mountains-cades-cove.webp",
    estimated_time: "3-4 hours",
    age_range: "All Ages",
    featured: false,
    published: true,
    items: [
      {
        name: "The start of the loop road",
        location_description: "At the Cades Cove orientation shelter and parking area where the one-way loop begins.",
        educational_fact:
          "The Cades Cove loop road is 11 miles long and runs one way, so once you start you go all the way around.",
        points: 10,
      },
      {
        name: "The John Oliver Cabin",
        location_description: "A short walk across a field from a parking area near the start of the loop.",
        educational_fact:
          "John and Lurena Oliver were among the first European-American settlers in Cades Cove, and their log cabin was built in the 1820s.",
        points: 10,
        lat: 35.6017,
        lng: -83.792,
        radius_m: 40,
        check_word: "Oliver",
      },
      {
        name: "The Primitive Baptist Church",
        location_description: "Down a short gravel side road off the loop, a little way past the John Oliver Cabin.",
        educational_fact:
          "The Primitive Baptist congregation began in 1827, and the white frame church you see today was built in 1887.",
        points: 10,
        lat: 35.6065,
        lng: -83.788,
        radius_m: 40,
      },
      {
        name: "The Methodist Church",
        location_description: "Along the loop road just past the Primitive Baptist Church turnoff.",
        educational_fact: "The Cades Cove Methodist Church was built in 1902 in just 115 days, for a cost of only 115 dollars.",
        points: 10,
      },
      {
        name: "The Elijah Oliver springhouse",
        location_description: "At the Elijah Oliver Place, reached by a walking path from the loop road.",
        educational_fact:
          "Pioneer families built springhouses over cold springs to keep milk and butter cool long before there were refrigerators.",
        points: 10,
      },
      {
        name: "The Cable Mill waterwheel",
        location_description: "At the Cable Mill area next to the Cades Cove Visitor Center, about halfway around the loop.",
        educational_fact:
          "Cable Mill is a water-powered grist mill. A wooden chute called a flume carries water to the top of the wheel, and the wheel turns millstones that grind corn into meal.",
        points: 10,
        lat: 35.5865,
        lng: -83.8458,
        radius_m: 60,
        check_word: "Cable Mill",
      },
      {
        name: "The cantilever barn",
        location_description: "In the Cable Mill area, near the Becky Cable House.",
        educational_fact:
          "A cantilever barn's upper floor hangs out over the sides, giving farm animals shelter below. This style was common in East Tennessee.",
        points: 10,
      },
      {
        name: "A white-tailed deer fawn",
        location_description: "In the open fields along the loop road, especially early in the morning or evening in summer.",
        educational_fact:
          "White-tailed deer fawns are born with white spots that help them hide in the sun-dappled grass, and they lose the spots by fall.",
        points: 10,
      },
      {
        name: "A flock of wild turkeys",
        location_description: "In the grassy fields of the cove, often near the edges of the woods.",
        educational_fact:
          "Wild turkeys can fly short distances and roost high in trees at night to stay safe from predators.",
        points: 10,
      },
      {
        name: "A black bear (from a safe distance)",
        location_description: "Scan the tree lines at the edges of the fields from inside your car or a pull-off.",
        educational_fact:
          "About 1,900 black bears live in the Great Smoky Mountains, and it is illegal to approach closer than 50 yards to one.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "How long did it take to build the Cades Cove Methodist Church?",
        options: ["115 days", "5 years", "One weekend", "20 years"],
        correct_answer: "115 days",
        points: 5,
      },
      {
        question: "What powers the wheel at Cable Mill?",
        options: ["Electricity", "Water", "Wind", "Horses"],
        correct_answer: "Water",
        points: 5,
      },
      {
        question: "Pioneers used springhouses to keep milk and butter cool.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "It is fine to walk up close to a black bear for a photo in the Smokies.",
        options: TRUE_FALSE,
        correct_answer: "False",
        points: 5,
      },
      {
        question: "What helps a white-tailed deer fawn hide?",
        options: ["Its white spots", "Its long tail", "Its loud voice", "Its antlers"],
        correct_answer: "Its white spots",
        points: 5,
      },
    ],
  },
  {
    title: "Acadia Coast and Summit Challenge",
    description:
      "A full-day hunt across Mount Desert Island in Maine: sandy beaches, crashing waves, a glacier-carried boulder, stone carriage roads, a lighthouse and the highest point on the North Atlantic seaboard. Includes a short, steep hike, so it is best for older kids with some trail experience.",
    location: "Mount Desert Island, Acadia National Park, Maine",
    difficulty: "hard",
    price: 4.99,
    teaser: false,
    thumbnail_image: "/images/hunts/acadia.webp",
    estimated_time: "5-6 hours",
    age_range: "Ages 8-14",
    featured: false,
    published: true,
    items: [
      {
        name: "The 52 steps",
        location_description: "The stairway from the parking lot up to the Hulls Cove Visitor Center.",
        educational_fact:
          "Acadia became the first national park east of the Mississippi River in 1919, when it was called Lafayette National Park. It was renamed Acadia in 1929.",
        points: 10,
      },
      {
        name: "The Sweet Waters of Acadia",
        location_description: "Carved into a stone at the spring house at Sieur de Monts.",
        educational_fact:
          "George B. Dorr worked for decades to protect this land and became the park's first superintendent. He is called the father of Acadia.",
        points: 10,
      },
      {
        name: "Shell bits in the sand",
        location_description: "Scoop a handful of sand at Sand Beach, off the Park Loop Road.",
        educational_fact:
          "Much of Sand Beach is made of tiny pieces of broken shells, and the ocean water there rarely warms above 55 degrees Fahrenheit, even in summer.",
        points: 10,
      },
      {
        name: "Thunder Hole",
        location_description: "At the viewing area along the Ocean Path, a short walk south of Sand Beach.",
        educational_fact:
          "When a wave rushes into the narrow rock inlet at Thunder Hole, it traps air and forces it out with a boom like thunder. It is loudest about one to two hours before high tide.",
        points: 10,
        lat: 44.321,
        lng: -68.1887,
        radius_m: 40,
        check_word: "Thunder Hole",
      },
      {
        name: "Otter Cliff",
        location_description: "Along the Ocean Path past Thunder Hole, where the trail climbs high above the sea.",
        educational_fact:
          "Otter Cliff rises about 110 feet above the ocean, making it one of the highest headlands on the U.S. Atlantic coast.",
        points: 10,
        lat: 44.31,
        lng: -68.19,
        radius_m: 50,
      },
      {
        name: "The Bubbles from Jordan Pond",
        location_description: "From the lawn or shoreline beside Jordan Pond House, looking north across the water.",
        educational_fact:
          "Jordan Pond was carved out by a glacier and is famous for its clear water. The two rounded mountains at its far end are called the Bubbles.",
        points: 10,
      },
      {
        name: "Bubble Rock",
        location_description: "On top of South Bubble, reached by a short but steep hike from the Bubble Rock parking area.",
        educational_fact:
          "Bubble Rock is a glacial erratic, a huge boulder that a glacier carried from miles away and left perched on the edge of the mountain.",
        points: 10,
        lat: 44.3443,
        lng: -68.2517,
        radius_m: 40,
      },
      {
        name: "Rockefeller's teeth",
        location_description: "Along the edge of any carriage road near Jordan Pond, where big granite blocks line the road.",
        educational_fact:
          "John D. Rockefeller Jr. built about 45 miles of carriage roads with handsome stone bridges between 1913 and 1940. The granite guard stones are nicknamed Rockefeller's teeth, and cars are not allowed.",
        points: 10,
      },
      {
        name: "The summit of Cadillac Mountain",
        location_description: "At the top of the Cadillac Summit Road; check whether a vehicle reservation is needed.",
        educational_fact:
          "At 1,530 feet, Cadillac Mountain is the highest point on the North Atlantic seaboard, and for part of the year it is one of the first places in the United States to see the sunrise.",
        points: 10,
        lat: 44.3526,
        lng: -68.2248,
        radius_m: 100,
        check_word: "Cadillac",
      },
      {
        name: "Bass Harbor Head Light",
        location_description: "At the end of the short path from the Bass Harbor Head Light parking area on the quiet side of the island.",
        educational_fact: "Bass Harbor Head Light was built in 1858 and still guides boats today with a red light.",
        points: 10,
        lat: 44.2219,
        lng: -68.337,
        radius_m: 50,
      },
      {
        name: "A barnacle",
        location_description: "On the rocks in the tide pools at Ship Harbor or Wonderland at low tide.",
        educational_fact:
          "A barnacle glues its head to a rock and uses its feathery legs to kick food into its mouth.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "What makes the boom at Thunder Hole?",
        options: [
          "Air trapped and forced out by a wave",
          "A hidden drum",
          "Falling rocks",
          "Whales singing",
        ],
        correct_answer: "Air trapped and forced out by a wave",
        points: 5,
      },
      {
        question: "What is Bubble Rock?",
        options: ["A glacial erratic", "A meteorite", "A statue", "A volcano"],
        correct_answer: "A glacial erratic",
        points: 5,
      },
      {
        question: "Cars are allowed on Acadia's carriage roads.",
        options: TRUE_FALSE,
        correct_answer: "False",
        points: 5,
      },
      {
        question: "What was Acadia called when it became a national park in 1919?",
        options: ["Lafayette National Park", "Cadillac National Park", "Maine National Park", "Rockefeller Park"],
        correct_answer: "Lafayette National Park",
        points: 5,
      },
      {
        question: "How does a barnacle eat?",
        options: [
          "It kicks food into its mouth with feathery legs",
          "It hunts fish at night",
          "It soaks up sunlight like a plant",
          "It crawls to the beach for snacks",
        ],
        correct_answer: "It kicks food into its mouth with feathery legs",
        points: 5,
      },
      {
        question: "Cadillac Mountain is the highest point on the North Atlantic seaboard.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
    ],
  },
  {
    title: "Arches Windows and Balanced Rock Hunt",
    description:
      "Explore the Windows Section of Arches National Park and nearby Wolfe Ranch. Walk beneath giant stone arches, find a boulder balanced on a tower of rock and learn how living desert soil holds the whole landscape together. Go early or late in the day to avoid the midday heat.",
    location: "Windows Section and Wolfe Ranch, Arches National Park, Utah",
    difficulty: "medium",
    price: 2.99,
    teaser: false,
    thumbnail_image: "/images/hunts/arches-windows.webp",
    estimated_time: "2-3 hours",
    age_range: "Ages 6-12",
    featured: false,
    published: false,
    items: [
      {
        name: "What makes an arch",
        location_description: "In the exhibits of the Arches Visitor Center near the park entrance.",
        educational_fact:
          "Arches National Park has more than 2,000 documented natural arches. To count as an arch, the opening must measure at least three feet in one direction.",
        points: 10,
      },
      {
        name: "Park Avenue",
        location_description: "At the Park Avenue viewpoint on the main park road.",
        educational_fact:
          "Park Avenue was named because its tall, flat-sided rock walls reminded early visitors of the skyscrapers of a big city street.",
        points: 10,
      },
      {
        name: "Balanced Rock",
        location_description: "At the Balanced Rock parking area, on the short loop trail around its base.",
        educational_fact:
          "Balanced Rock stands about 128 feet tall, and the boulder on top weighs about 3,600 tons.",
        points: 10,
        lat: 38.7014,
        lng: -109.5647,
        radius_m: 60,
        check_word: "Balanced Rock",
      },
      {
        name: "North Window",
        location_description: "On the Windows Loop trail from the Windows parking area.",
        educational_fact:
          "Most of the arches in the park formed in a rock layer called Entrada Sandstone, as water, ice and wind slowly wore holes through thin walls of rock called fins.",
        points: 10,
        lat: 38.6883,
        lng: -109.536,
        radius_m: 50,
      },
      {
        name: "Turret Arch",
        location_description: "Across from the Windows on the same loop trail; look for a tower beside a small arch.",
        educational_fact:
          "Ice helps carve arches: water seeps into cracks, freezes, expands and pushes bits of rock apart.",
        points: 10,
        lat: 38.6879,
        lng: -109.5387,
        radius_m: 50,
      },
      {
        name: "Double Arch",
        location_description: "At the end of the short trail from the Double Arch parking area, next to the Windows.",
        educational_fact: "Double Arch is the tallest arch in the park, with an opening about 112 feet high.",
        points: 10,
        lat: 38.6917,
        lng: -109.5401,
        radius_m: 60,
      },
      {
        name: "Living desert soil",
        location_description: "Look beside the trail for dark, lumpy, crusty soil, and keep your feet on the path.",
        educational_fact:
          "Biological soil crust is alive, made of cyanobacteria, lichens and mosses. One footstep can crush it, and it can take decades to grow back, so don't bust the crust!",
        points: 10,
      },
      {
        name: "The Wolfe Ranch cabin",
        location_description: "At the start of the Delicate Arch trail, a short walk from the Wolfe Ranch parking area.",
        educational_fact:
          "This small cabin was built around 1906 by the Wolfe family, who ranched cattle in this dry land for years.",
        points: 10,
        lat: 38.735,
        lng: -109.521,
        radius_m: 40,
        check_word: "Wolfe",
      },
      {
        name: "Bighorn sheep petroglyphs",
        location_description: "On the rock panel just off the Delicate Arch trail, a short walk past the Wolfe Ranch cabin.",
        educational_fact:
          "Ute artists carved bighorn sheep and people riding horses into this rock. Horses in the pictures show it was made after horses arrived in the region in the 1600s or later.",
        points: 10,
      },
    ],
    quiz_questions: [
      {
        question: "About how many natural arches have been documented in Arches National Park?",
        options: ["20", "200", "More than 2,000", "More than 2 million"],
        correct_answer: "More than 2,000",
        points: 5,
      },
      {
        question: "Biological soil crust is alive.",
        options: TRUE_FALSE,
        correct_answer: "True",
        points: 5,
      },
      {
        question: "Which is the tallest arch in the park?",
        options: ["Turret Arch", "North Window", "Double Arch", "Park Avenue"],
        correct_answer: "Double Arch",
        points: 5,
      },
      {
        question: "How does ice help carve arches?",
        options: [
          "Water freezes in cracks and pushes rock apart",
          "Ice glues sand grains together",
          "Snowballs knock holes in the rock",
          "Ice makes the rock grow taller",
        ],
        correct_answer: "Water freezes in cracks and pushes rock apart",
        points: 5,
      },
    ],
  },
];
