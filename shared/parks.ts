/** The 64 entries of the Parks Directory (63 national parks; Great Smoky Mountains is listed for both of its states). Ships in the bundle so the directory works offline. */
export const PARK_REGIONS = ["West", "Southwest", "Midwest", "South", "Northeast", "Alaska", "Pacific", "Caribbean"] as const;
export type ParkRegion = (typeof PARK_REGIONS)[number];

export interface Park {
  id: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  region: ParkRegion;
}

export interface ParkExtras {
  description: string;
  highlights: string[];
  blogPostIds: number[];
  bookIds: number[];
}

// Parks spanning several states are listed under the state holding most of the park
// (e.g. Yellowstone → Wyoming, Death Valley → California); Great Smoky Mountains is
// the one exception because families plan trips from either side.
export const PARKS: readonly Park[] = [
  { id: "acadia", name: "Acadia", state: "Maine", lat: 44.35, lng: -68.21, region: "Northeast" },
  { id: "american-samoa", name: "American Samoa", state: "American Samoa", lat: -14.25, lng: -170.68, region: "Pacific" },
  { id: "arches", name: "Arches", state: "Utah", lat: 38.68, lng: -109.57, region: "West" },
  { id: "badlands", name: "Badlands", state: "South Dakota", lat: 43.75, lng: -102.5, region: "Midwest" },
  { id: "big-bend", name: "Big Bend", state: "Texas", lat: 29.25, lng: -103.25, region: "Southwest" },
  { id: "biscayne", name: "Biscayne", state: "Florida", lat: 25.65, lng: -80.08, region: "South" },
  { id: "black-canyon-of-the-gunnison", name: "Black Canyon of the Gunnison", state: "Colorado", lat: 38.57, lng: -107.72, region: "West" },
  { id: "bryce-canyon", name: "Bryce Canyon", state: "Utah", lat: 37.57, lng: -112.18, region: "West" },
  { id: "canyonlands", name: "Canyonlands", state: "Utah", lat: 38.2, lng: -109.93, region: "West" },
  { id: "capitol-reef", name: "Capitol Reef", state: "Utah", lat: 38.2, lng: -111.17, region: "West" },
  { id: "carlsbad-caverns", name: "Carlsbad Caverns", state: "New Mexico", lat: 32.17, lng: -104.44, region: "Southwest" },
  { id: "channel-islands", name: "Channel Islands", state: "California", lat: 34.01, lng: -119.42, region: "West" },
  { id: "congaree", name: "Congaree", state: "South Carolina", lat: 33.78, lng: -80.78, region: "South" },
  { id: "crater-lake", name: "Crater Lake", state: "Oregon", lat: 42.94, lng: -122.1, region: "West" },
  { id: "cuyahoga-valley", name: "Cuyahoga Valley", state: "Ohio", lat: 41.24, lng: -81.55, region: "Midwest" },
  { id: "death-valley", name: "Death Valley", state: "California", lat: 36.24, lng: -116.82, region: "West" },
  { id: "denali", name: "Denali", state: "Alaska", lat: 63.33, lng: -150.5, region: "Alaska" },
  { id: "dry-tortugas", name: "Dry Tortugas", state: "Florida", lat: 24.63, lng: -82.87, region: "South" },
  { id: "everglades", name: "Everglades", state: "Florida", lat: 25.32, lng: -80.93, region: "South" },
  { id: "gates-of-the-arctic", name: "Gates of the Arctic", state: "Alaska", lat: 67.78, lng: -153.3, region: "Alaska" },
  { id: "gateway-arch", name: "Gateway Arch", state: "Missouri", lat: 38.62, lng: -90.19, region: "Midwest" },
  { id: "glacier", name: "Glacier", state: "Montana", lat: 48.8, lng: -114.0, region: "West" },
  { id: "glacier-bay", name: "Glacier Bay", state: "Alaska", lat: 58.5, lng: -137.0, region: "Alaska" },
  { id: "grand-canyon", name: "Grand Canyon", state: "Arizona", lat: 36.06, lng: -112.14, region: "Southwest" },
  { id: "grand-teton", name: "Grand Teton", state: "Wyoming", lat: 43.73, lng: -110.8, region: "West" },
  { id: "great-basin", name: "Great Basin", state: "Nevada", lat: 38.98, lng: -114.3, region: "West" },
  { id: "great-sand-dunes", name: "Great Sand Dunes", state: "Colorado", lat: 37.73, lng: -105.51, region: "West" },
  { id: "great-smoky-mountains-tn", name: "Great Smoky Mountains", state: "Tennessee", lat: 35.68, lng: -83.53, region: "South" },
  { id: "great-smoky-mountains-nc", name: "Great Smoky Mountains", state: "North Carolina", lat: 35.51, lng: -83.31, region: "South" },
  { id: "guadalupe-mountains", name: "Guadalupe Mountains", state: "Texas", lat: 31.92, lng: -104.87, region: "Southwest" },
  { id: "haleakala", name: "Haleakalā", state: "Hawaii", lat: 20.72, lng: -156.17, region: "Pacific" },
  { id: "hawaii-volcanoes", name: "Hawaiʻi Volcanoes", state: "Hawaii", lat: 19.38, lng: -155.2, region: "Pacific" },
  { id: "hot-springs", name: "Hot Springs", state: "Arkansas", lat: 34.51, lng: -93.05, region: "South" },
  { id: "indiana-dunes", name: "Indiana Dunes", state: "Indiana", lat: 41.65, lng: -87.05, region: "Midwest" },
  { id: "isle-royale", name: "Isle Royale", state: "Michigan", lat: 48.1, lng: -88.55, region: "Midwest" },
  { id: "joshua-tree", name: "Joshua Tree", state: "California", lat: 33.79, lng: -115.9, region: "West" },
  { id: "katmai", name: "Katmai", state: "Alaska", lat: 58.5, lng: -155.0, region: "Alaska" },
  { id: "kenai-fjords", name: "Kenai Fjords", state: "Alaska", lat: 59.92, lng: -149.65, region: "Alaska" },
  { id: "kings-canyon", name: "Kings Canyon", state: "California", lat: 36.8, lng: -118.55, region: "West" },
  { id: "kobuk-valley", name: "Kobuk Valley", state: "Alaska", lat: 67.55, lng: -159.28, region: "Alaska" },
  { id: "lake-clark", name: "Lake Clark", state: "Alaska", lat: 60.97, lng: -153.42, region: "Alaska" },
  { id: "lassen-volcanic", name: "Lassen Volcanic", state: "California", lat: 40.49, lng: -121.51, region: "West" },
  { id: "mammoth-cave", name: "Mammoth Cave", state: "Kentucky", lat: 37.18, lng: -86.1, region: "South" },
  { id: "mesa-verde", name: "Mesa Verde", state: "Colorado", lat: 37.18, lng: -108.49, region: "West" },
  { id: "mount-rainier", name: "Mount Rainier", state: "Washington", lat: 46.85, lng: -121.75, region: "West" },
  { id: "new-river-gorge", name: "New River Gorge", state: "West Virginia", lat: 38.07, lng: -81.08, region: "South" },
  { id: "north-cascades", name: "North Cascades", state: "Washington", lat: 48.7, lng: -121.2, region: "West" },
  { id: "olympic", name: "Olympic", state: "Washington", lat: 47.97, lng: -123.5, region: "West" },
  { id: "petrified-forest", name: "Petrified Forest", state: "Arizona", lat: 35.07, lng: -109.78, region: "Southwest" },
  { id: "pinnacles", name: "Pinnacles", state: "California", lat: 36.48, lng: -121.16, region: "West" },
  { id: "redwood", name: "Redwood", state: "California", lat: 41.3, lng: -124.0, region: "West" },
  { id: "rocky-mountain", name: "Rocky Mountain", state: "Colorado", lat: 40.4, lng: -105.58, region: "West" },
  { id: "saguaro", name: "Saguaro", state: "Arizona", lat: 32.25, lng: -110.5, region: "Southwest" },
  { id: "sequoia", name: "Sequoia", state: "California", lat: 36.43, lng: -118.68, region: "West" },
  { id: "shenandoah", name: "Shenandoah", state: "Virginia", lat: 38.53, lng: -78.35, region: "South" },
  { id: "theodore-roosevelt", name: "Theodore Roosevelt", state: "North Dakota", lat: 46.97, lng: -103.45, region: "Midwest" },
  { id: "virgin-islands", name: "Virgin Islands", state: "U.S. Virgin Islands", lat: 18.33, lng: -64.73, region: "Caribbean" },
  { id: "voyageurs", name: "Voyageurs", state: "Minnesota", lat: 48.5, lng: -92.88, region: "Midwest" },
  { id: "white-sands", name: "White Sands", state: "New Mexico", lat: 32.78, lng: -106.17, region: "Southwest" },
  { id: "wind-cave", name: "Wind Cave", state: "South Dakota", lat: 43.57, lng: -103.48, region: "Midwest" },
  { id: "wrangell-st-elias", name: "Wrangell-St. Elias", state: "Alaska", lat: 61.0, lng: -142.0, region: "Alaska" },
  { id: "yellowstone", name: "Yellowstone", state: "Wyoming", lat: 44.6, lng: -110.5, region: "West" },
  { id: "yosemite", name: "Yosemite", state: "California", lat: 37.83, lng: -119.5, region: "West" },
  { id: "zion", name: "Zion", state: "Utah", lat: 37.3, lng: -113.05, region: "West" },
];

/** Five parks carry hand-written content; the rest fall back to the generic text below. */
export const PARK_EXTRAS: Readonly<Record<string, ParkExtras>> = {
  yellowstone: {
    description:
      "Yellowstone became the world's first national park in 1872. It sits on top of a giant volcanic hotspot, which powers more geysers and hot springs than anywhere else on Earth. Families can follow boardwalks past steaming, rainbow-colored pools and watch bison graze in wide valleys.",
    highlights: [
      "Old Faithful erupts about every 90 minutes",
      "Grand Prismatic Spring is the largest hot spring in the United States",
      "Bison have lived here continuously since prehistoric times",
      "The Lower Falls of the Yellowstone River plunge 308 feet",
    ],
    blogPostIds: [1, 2],
    bookIds: [1, 2],
  },
  "grand-canyon": {
    description:
      "Over millions of years the Colorado River carved the Grand Canyon, which is 277 river miles long and about a mile deep. Its walls show rock layers up to nearly two billion years old, like pages in a giant history book. Paved stretches of the South Rim's Rim Trail offer huge views for little legs.",
    highlights: [
      "The rocks at the bottom of the canyon are nearly two billion years old",
      "The North Rim is about 1,000 feet higher than the South Rim",
      "California condors, one of the rarest birds in North America, soar over the canyon",
      "The Colorado River still flows along the canyon floor",
    ],
    blogPostIds: [3],
    bookIds: [3],
  },
  yosemite: {
    description:
      "Yosemite is famous for towering granite cliffs, giant sequoias and thundering waterfalls in California's Sierra Nevada. In 1864 President Abraham Lincoln signed the Yosemite Grant, protecting the valley and the Mariposa Grove. Spring is the best time to see the waterfalls at full roar.",
    highlights: [
      "Yosemite Falls drops 2,425 feet, one of the tallest waterfalls in North America",
      "El Capitan rises about 3,000 feet above the valley floor",
      "The Mariposa Grove is home to more than 500 mature giant sequoias",
      "Half Dome is the park's most recognizable granite dome",
    ],
    blogPostIds: [4],
    bookIds: [4],
  },
  zion: {
    description:
      "Zion became Utah's first national park in 1919. The Virgin River carved its deep canyon through red and cream-colored sandstone, and a park shuttle carries visitors along the Zion Canyon Scenic Drive for much of the year. Short trails lead to shady pools, dripping springs and hanging gardens.",
    highlights: [
      "The Riverside Walk is a paved, mostly flat trail along the Virgin River",
      "In The Narrows, hikers wade right through the Virgin River between towering walls",
      "Weeping Rock drips with water that seeped slowly through the sandstone above",
      "The Emerald Pools trails lead to small waterfalls and pools",
    ],
    blogPostIds: [5],
    bookIds: [5],
  },
  "great-smoky-mountains-tn": {
    description:
      "Great Smoky Mountains is the most visited national park in the United States and straddles the border of Tennessee and North Carolina. The mountains' famous 'smoke' is a natural blue haze given off by the forest's plants. On the Tennessee side, Cades Cove and the Sugarlands near Gatlinburg are favorite starting points for families.",
    highlights: [
      "Kuwohi (formerly Clingmans Dome) is the highest point in Tennessee at 6,643 feet",
      "Synchronous fireflies flash in unison at Elkmont in early summer",
      "Cades Cove has historic log cabins, churches and a working grist mill",
      "About 30 kinds of salamanders live here, earning the nickname 'Salamander Capital of the World'",
    ],
    blogPostIds: [6],
    bookIds: [6],
  },
};

export const GENERIC_HIGHLIGHTS: readonly string[] = [
  "Stop at a visitor center for a map and the day's ranger-led programs",
  "Ask a ranger about earning a Junior Ranger badge",
  "Look and listen for wildlife, and always keep a safe distance",
  "Leave no trace: pack out everything you pack in",
];

export function parkDescription(park: Park): string {
  return (
    PARK_EXTRAS[park.id]?.description ??
    `Your family's adventure at ${park.name} National Park, ${park.state}, starts here. Check current conditions before you go, then look for wildlife, landmarks and ranger programs along the way.`
  );
}

export function parkHighlights(park: Park): readonly string[] {
  return PARK_EXTRAS[park.id]?.highlights ?? GENERIC_HIGHLIGHTS;
}

export function parksInRegion(region: ParkRegion | "All"): readonly Park[] {
  return region === "All" ? PARKS : PARKS.filter((park) => park.region === region);
}
