/** Seed data for the blog: family national-park articles by Ranger Rosie, in HTML or plain-text (## heading, **bold line**, - list item) bodies. */

export interface SeedPost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  tags: string[];
  image: string;
  featured: boolean;
  published: boolean;
  date: string /* ISO date YYYY-MM-DD */;
}

export const SEED_POSTS: SeedPost[] = [
  {
    title: "Old Faithful and Friends: A Family Guide to Yellowstone's Geyser Basins",
    excerpt:
      "How geysers work, when to catch Old Faithful, and our favorite stroller-friendly boardwalk loop through the Upper Geyser Basin.",
    content: `<h2>Why Yellowstone Bubbles</h2>
<p>Yellowstone became the world's first national park on March 1, 1872, and the reason it looks like nowhere else is hiding underground. Beneath the park sits one of the largest volcanic systems on Earth. Its last giant eruption, about 631,000 years ago, left behind a huge collapsed crater called a caldera. The heat is still down there today. Rain and melted snow seep deep into the ground, get heated by hot rock, and rise back up as geysers, hot springs, bubbling mud pots and steaming vents called fumaroles.</p>
<p>Yellowstone has more than 10,000 of these hydrothermal features, including roughly half of all the active geysers on the planet. That makes the boardwalks around Old Faithful one of the best outdoor science classrooms a family could ask for.</p>
<h2>How a Geyser Works</h2>
<p>A geyser needs three things: heat, water and a narrow, twisty underground plumbing system. The water deep underground gets hotter than its normal boiling point, but the weight of the water above acts like a lid and keeps it from boiling. When a little of it finally flashes into steam, it pushes some water out of the top. That lowers the pressure, and suddenly the superheated water below turns to steam all at once. Whoosh! A hot spring is like a geyser without the narrow bottleneck, so its heat escapes gently instead of building up to an eruption.</p>
<p>A fun way to explain it to kids: shake a bottle of soda (outside, please) and open the cap. The pressure had been holding everything in, and when it drops, everything rushes out.</p>
<h2>Old Faithful: Timing Is Everything</h2>
<p>Old Faithful is not the biggest geyser in the park, but it is one of the most predictable. It usually erupts about every 60 to 110 minutes, shooting water 106 to 185 feet into the air for one and a half to five minutes. Rangers predict the next eruption by looking at how long the last one lasted. A short eruption means a shorter wait; a long eruption means a longer wait.</p>
<ul>
<li><strong>Check the prediction:</strong> times are posted in the Old Faithful Visitor Education Center and on the park's official app.</li>
<li><strong>Arrive early:</strong> get to the benches 20 to 30 minutes before the predicted time for a good seat.</li>
<li><strong>Make it a game:</strong> have everyone guess the exact minute it will start, and write the guesses down.</li>
</ul>
<h2>Our Favorite Upper Geyser Basin Loop</h2>
<p>Once Old Faithful has put on its show, follow the boardwalk across the Firehole River. Almost all of this loop is flat, and most of it works well with a sturdy stroller.</p>
<ul>
<li><strong>Geyser Hill:</strong> a cluster of small geysers and colorful pools right across the river from Old Faithful. Look for Heart Spring and listen for Lion Geyser, named for the roaring sound it can make before it erupts.</li>
<li><strong>Castle Geyser:</strong> its huge rocky cone looks like a crumbling castle. The cone is made of geyserite, which builds up so slowly that the cone is thousands of years old.</li>
<li><strong>Grand Geyser:</strong> the tallest predictable geyser in the world. If its prediction window lines up with your visit, it is worth the wait.</li>
<li><strong>Morning Glory Pool:</strong> about a mile and a half from Old Faithful. Its colors changed over the years because people threw coins and trash into it, partly clogging the vent and cooling the water.</li>
</ul>
<h2>Don't Miss Grand Prismatic Spring</h2>
<p>A short drive north in the Midway Geyser Basin, Grand Prismatic Spring is the largest hot spring in the United States, about 370 feet across. Its rainbow rings are made by heat-loving microbes called thermophiles. The hottest water in the middle is too hot for the colorful microbes and looks deep blue, while the cooler edges glow yellow, orange and brown. For the best view, walk the Fairy Falls Trail to the overlook and see the whole rainbow from above.</p>
<h2>Boardwalk Rules That Keep Everyone Safe</h2>
<p>The ground around hot springs can be a thin crust over scalding water, and park rangers say hot springs have injured more visitors than any other natural feature in Yellowstone. Hold little hands, stay on the boardwalk, never throw anything into a pool and make other plans for pets, since they are not allowed on the boardwalks. These rules protect the features too: a single tossed coin can change a spring forever.</p>
<h2>Ranger Rosie's Tips</h2>
<p>Bring layers, because summer mornings in the geyser basins can be chilly even when afternoons are warm. Pack a picnic to eat while you wait for an eruption. And pick up a Junior Ranger booklet at any visitor center, because the geyser pages make the walk even more fun.</p>`,
    author: "Ranger Rosie",
    tags: ["Yellowstone", "Geology", "Family Tips"],
    image: "/images/blog/yellowstone-geyser-basins.webp",
    featured: true,
    published: true,
    date: "2026-01-12",
  },
  {
    title: "Bison, Elk and Wolves: Watching Yellowstone Wildlife Safely",
    excerpt:
      "Where to look, when to look and how far away to stay when your family goes wildlife watching in Yellowstone.",
    content: `Yellowstone is sometimes called America's Serengeti, and for good reason. Bison, elk, pronghorn, wolves, grizzly bears and black bears all roam the park, and many of them can be seen right from the road. Here is how our family watches wildlife the smart way.

## Meet the Big Four

**Bison**
Bison are the largest land mammals in North America. A big male can weigh up to 2,000 pounds, yet bison can run up to 35 miles per hour, much faster than any person. Yellowstone is the only place in the United States where bison have lived continuously since prehistoric times. Look for them in the Hayden Valley and the Lamar Valley, and sometimes strolling right through the geyser basins.

**Elk**
Elk are the most common large mammal in the park. Male elk, called bulls, grow a brand new set of antlers every year and shed them in late winter. In September and October, bulls bugle, a high, squealing call that echoes across meadows. Mammoth Hot Springs is a famous place to see elk lounging on the lawns.

**Wolves**
Gray wolves were brought back to Yellowstone in 1995 and 1996 after being gone for decades. Their return changed how elk moved and fed, which affected plants and other animals too. The Lamar Valley is the best place to try to spot them, usually at dawn or dusk and usually far away, so a spotting scope or binoculars help a lot.

**Bears**
Yellowstone has both grizzly bears and black bears. Despite the name, black bears can be brown, cinnamon or even blond. Grizzlies usually have a shoulder hump and a dish-shaped face.

## How Far Is Far Enough?

Yellowstone's rule is simple and it is the law:

- Stay at least 25 yards away from bison, elk, moose and other animals.
- Stay at least 100 yards away from bears and wolves.
- Never feed any animal, not even a squirrel or a bird.

To help kids picture it, 100 yards is about the length of a football field, and 25 yards is about the length of two school buses parked end to end.

**Try the rule of thumb**
Hold your arm straight out and give a thumbs up. Close one eye and try to hide the animal behind your thumb. If you can't cover the whole animal, you are too close, so back away slowly.

## When and Where to Look

Animals are most active early in the morning and in the evening. Midday is a great time for geyser watching, and sunrise and sunset are the best times for wildlife drives. Our favorite spots:

- Hayden Valley, between Canyon Village and Yellowstone Lake, for bison herds and waterbirds.
- Lamar Valley, in the northeast corner, for bison, pronghorn and a chance at wolves.
- Mammoth Hot Springs for elk.
- The grasslands of the northern range for pronghorn, the fastest land mammal in North America.

## Bison Jams and Road Manners

When a herd crosses the road, traffic stops. This is called a bison jam, and the rule is to stay in your car and wait. Bison may walk right past your window, which is thrilling, but never get out or roll down the window to reach toward one. If you want to stop and watch, pull completely off the road at a turnout so other drivers can pass.

## Hiking in Bear Country

If your family hikes, carry bear spray and know how to use it. Hike in groups of three or more, make noise on the trail by talking or singing, and keep kids close, in the middle of the group rather than running ahead. Never leave food, trash or coolers out at picnic areas or campsites.

## Make It a Game

**Wildlife bingo**
Make a simple card with bison, elk, pronghorn, a raven, a bald eagle, a coyote and a bear. Kids mark a square for each animal spotted from a safe distance. The first to spot a coyote gets to choose the next snack.

**Field notes**
Give each child a small notebook to record the animal, the time, the place and what it was doing. Real scientists in Yellowstone keep notes just like these, and kids love looking back on them after the trip.

Watching a herd of bison move across the Lamar Valley at sunrise is something your family will remember forever. Give the animals space, and they will give you a show.`,
    author: "Ranger Rosie",
    tags: ["Yellowstone", "Wildlife", "Safety"],
    image: "/images/blog/yellowstone-wildlife.webp",
    featured: false,
    published: true,
    date: "2026-01-29",
  },
  {
    title: "Grand Canyon South Rim with Kids: Rim Trail, Rock Layers and Ravens",
    excerpt:
      "Our favorite easy walks, viewpoints and kid-sized science lessons along the Grand Canyon's South Rim, plus the safety rules that matter most.",
    content: `<h2>A Canyon Bigger Than Your Imagination</h2>
<p>No photo can prepare a child for the first look into the Grand Canyon. It is about 277 river miles long, up to 18 miles wide and more than a mile deep. The Colorado River carved it over millions of years, and the rock walls it cut through record almost two billion years of Earth's history. Grand Canyon became a national park in 1919, and today the South Rim, open all year, is where most families begin.</p>
<h2>First Stop: Mather Point</h2>
<p>Park at the Grand Canyon Visitor Center and take the short paved walk to Mather Point. The overlook is named for Stephen Mather, the first director of the National Park Service. Hold hands here. Railings exist at the main overlooks, but many edges along the rim have no fence at all.</p>
<h2>Walk Through Time on the Rim Trail</h2>
<p>The Rim Trail runs for about 13 miles along the South Rim, and much of it is paved and nearly flat, so you can walk just a small piece and hop on a free shuttle bus back. The stretch between Yavapai Geology Museum and Verkamp's Visitor Center is part of the <strong>Trail of Time</strong>, a walking timeline where each meter you walk represents one million years of Earth history. Bronze markers and real rock samples from deep in the canyon line the path. Kids can stand next to a piece of Vishnu Schist, some of the oldest rock in the canyon at around 1.7 billion years old, and then run ahead a few steps to cover millions of years in seconds.</p>
<p>Inside Yavapai Geology Museum, big windows frame the canyon, and on a clear day you can spot the Colorado River far below.</p>
<h2>Reading the Rock Layers</h2>
<p>The canyon walls are stacked like a layer cake, with the oldest layers at the bottom and the youngest at the top. The pale rock at the rim is the Kaibab Limestone, which formed at the bottom of a sea about 270 million years ago. That is why you can find fossils of sea creatures like brachiopods and sponges right at the top of a canyon in the desert. Look, take photos and sketch them, but leave every fossil where it is. Collecting rocks and fossils in a national park is against the rules, and leaving them lets the next family find them too.</p>
<h2>Buildings That Grow Out of the Rock</h2>
<p>Grand Canyon Village is full of history. Architect Mary Colter designed <strong>Hopi House</strong>, which opened in 1905 and was modeled on buildings in the Hopi village of Old Oraibi, and <strong>Lookout Studio</strong>, built in 1914 of local stone so it seems to grow right out of the canyon wall. Nearby, <strong>Kolb Studio</strong> was the home and photo studio of the Kolb brothers, who filmed their own boat trip down the Colorado River in 1911 and 1912. Farther east, Colter's Desert View Watchtower rises 70 feet above the rim.</p>
<h2>Look Up for Condors and Ravens</h2>
<p>California condors are the largest land birds in North America, with wings that can stretch up to about nine and a half feet. They were brought back to northern Arizona in 1996, and today you may spot them soaring near Lookout Studio and Bright Angel Lodge. Each condor wears a numbered tag on its wing so scientists can tell them apart. Ravens are everywhere on the rim too. These clever birds can mimic sounds and solve puzzles, so keep your snacks zipped up.</p>
<h2>Safety Rules That Matter Most</h2>
<ul>
<li><strong>Stay back from the edge.</strong> Keep kids on the trail and well behind railings, and never climb over a wall for a photo.</li>
<li><strong>Do not feed the squirrels.</strong> Rock squirrels at the Grand Canyon bite more visitors than any other animal in the park.</li>
<li><strong>Drink water often.</strong> The South Rim sits around 7,000 feet above sea level, and the thin, dry air tires little bodies fast. Refill bottles at the water stations.</li>
<li><strong>Down is optional, up is mandatory.</strong> If you hike below the rim, remember the climb back up takes about twice as long as the walk down. Rangers advise never trying to hike to the river and back in one day.</li>
</ul>
<h2>Ranger Rosie's Tips</h2>
<p>Watch sunset from Hopi Point, where the rock layers glow orange and purple. Pick up a Junior Ranger booklet at the visitor center. And stay up after dark: Grand Canyon is an International Dark Sky Park, and the Milky Way above the canyon is a sight your kids will never forget.</p>`,
    author: "Ranger Rosie",
    tags: ["Grand Canyon", "Geology", "Hiking"],
    image: "/images/blog/grand-canyon-south-rim.webp",
    featured: true,
    published: true,
    date: "2026-02-16",
  },
  {
    title: "Waterfalls, Granite and Giant Sequoias: Yosemite Valley for Little Legs",
    excerpt:
      "Short trails, big waterfalls and the world's most massive trees: how to enjoy Yosemite with young kids.",
    content: `Yosemite Valley is only about seven miles long, but it packs in more famous sights than almost anywhere on Earth. Granite cliffs rise thousands of feet from flat green meadows, and waterfalls pour over the edges. The best part for families is that many of the most amazing views are reached by short, flat walks.

## A Little History

In 1864, during the Civil War, President Abraham Lincoln signed the Yosemite Grant, protecting Yosemite Valley and the Mariposa Grove of giant sequoias for people to enjoy. It was the first time the United States government set aside scenic land for everyone. Yosemite became a national park in 1890, thanks in part to the writing of naturalist John Muir. Long before that, the Ahwahneechee people lived in the valley, which they called Ahwahnee. Behind the Yosemite Museum, a reconstructed village shows how families lived and stored acorns from the California black oak, an important food.

## Easy Walks With Big Rewards

**Lower Yosemite Fall**
This paved loop is about one mile long and leads to a bridge at the base of the lower fall. Yosemite Falls drops a total of 2,425 feet, making it one of the tallest waterfalls in the world. In late spring, the spray soaks everyone on the bridge, so bring rain jackets. The falls are fed by melting snow and are strongest in May and June. By late summer, they can slow to a trickle or dry up completely.

**Cook's Meadow Loop**
This flat, one-mile loop across the middle of the valley offers views of Half Dome, Yosemite Falls and Sentinel Rock. Stay on the boardwalks and paths to protect the meadow, and look for mule deer grazing in the morning. Mule deer are named for their big ears, which look like a mule's.

**Bridalveil Fall**
A short, paved path leads toward this 620-foot waterfall. The Ahwahneechee name for it is Pohono, often translated as spirit of the puffing wind, because breezes blow the water sideways.

**Mirror Lake**
From the shuttle stop, an easy walk of about two miles round trip leads to Mirror Lake. In spring, the still water reflects the cliffs of Half Dome. By late summer, it often becomes a meadow, which is a great lesson in how a lake can slowly fill in with sand and soil.

## For Stronger Hikers

The Mist Trail to the Vernal Fall footbridge is about 1.6 miles round trip from Happy Isles, with around 400 feet of climbing. It is steep but doable for many school-age kids, and the view of the waterfall from the bridge is worth every step. Going beyond the footbridge means slippery granite stairs and a much harder climb, so decide as a family before you start.

## How Glaciers Built the Valley

Stop at Tunnel View and ask your kids what shape the valley makes. It's a U! Long ago, rivers cut a narrow V-shaped canyon. Then glaciers, rivers of ice thousands of feet thick, ground through it and widened it into the U shape you see today. El Capitan, on the left, rises about 3,000 feet from the valley floor and is one of the largest exposed pieces of granite in the world. Look closely with binoculars and you may spot climbers who look as small as ants.

## Meet the Giant Sequoias

About an hour's drive south of the valley, the Mariposa Grove is home to more than 500 mature giant sequoias. Giant sequoias are the largest trees on Earth by volume. The flat Big Trees Loop is only about a third of a mile long. Families who walk farther can reach the Grizzly Giant, one of the oldest and largest trees in the grove, and the California Tunnel Tree, a living sequoia you can actually walk through. Sequoia bark can be more than a foot thick and helps protect the trees from fire.

## Keep Bears Wild

Yosemite is home to black bears, and they have an amazing sense of smell. Store all food, coolers and scented items like sunscreen and lip balm in the metal bear lockers at trailheads, campgrounds and parking areas. Never leave food in your car. A bear that gets human food can lose its fear of people, and that puts both the bear and visitors in danger.

## Ranger Rosie's Tips

- Ride the free valley shuttle and leave the car parked.
- Visit in May or June for the most water in the falls.
- Check the park website before you go, since reservations may be needed to drive into the park on busy dates.
- Ask at the visitor center for the Little Cub booklet for ages 3 to 6 or the Junior Ranger booklet for ages 7 to 13.
- Bring a picnic to eat in a meadow with a waterfall view.`,
    author: "Ranger Rosie",
    tags: ["Yosemite", "Hiking", "Family Tips"],
    image: "/images/blog/yosemite-valley.webp",
    featured: false,
    published: true,
    date: "2026-03-05",
  },
  {
    title: "Zion National Park with Kids: Shuttles, Riverside Walks and Hanging Gardens",
    excerpt:
      "How to explore Zion Canyon with children: the best easy trails, how the shuttle works and how to stay safe in the heat and near the river.",
    content: `<h2>Utah's First National Park</h2>
<p>Zion became Utah's first national park in 1919. Its towering cliffs are made of Navajo Sandstone, which began as enormous desert sand dunes around 190 million years ago. Wind piled the sand up, and over time it was buried, pressed and cemented into stone. Today the North Fork of the Virgin River keeps cutting the canyon deeper, with walls that rise around 2,000 feet in places. Look closely at the cliffs and you will see slanted lines, called crossbedding. Those lines are the slopes of the ancient dunes, frozen in rock.</p>
<h2>Riding the Shuttle</h2>
<p>For most of the year, the Zion Canyon Scenic Drive is closed to private cars and visitors ride the free park shuttle instead. Kids love it: the big windows and skylights let you look straight up at the cliffs. Park at the Zion Canyon Visitor Center, or in the town of Springdale, and start early, because parking fills quickly on busy days. Each shuttle stop is a trailhead, so you can hop off, explore and hop back on.</p>
<h2>Best Easy Trails for Families</h2>
<ul>
<li><strong>Pa'rus Trail:</strong> about 3.5 miles round trip, paved and mostly flat, starting near the visitor center. It is the only trail in Zion that allows bikes and leashed pets. Pa'rus is a Southern Paiute word meaning bubbling or tumbling water, and the trail follows the Virgin River.</li>
<li><strong>Riverside Walk:</strong> about 2.2 miles round trip on a paved path at the Temple of Sinawava, the last shuttle stop. Look for hanging gardens of ferns and wildflowers growing right out of the wet cliffs. The trail ends where the river fills the canyon and the famous Narrows begin.</li>
<li><strong>Lower Emerald Pool Trail:</strong> about 1.2 miles round trip from Zion Lodge to a pool beneath a dripping waterfall.</li>
<li><strong>Canyon Overlook Trail:</strong> on the east side of the park, about one mile round trip with a big payoff view down into Zion Canyon. Some sections have steep drop-offs with railings, so hold hands.</li>
</ul>
<h2>Hanging Gardens: Plants Growing Out of Rock</h2>
<p>Sandstone acts like a giant sponge. Rain and snowmelt soak into the rock on the plateaus above the canyon and trickle slowly downward until they hit a layer they cannot pass through. Then the water seeps out the side of the cliff, sometimes after hundreds of years or more inside the rock. Wherever it seeps, maidenhair ferns, golden columbines and other plants cling to the wall, creating a hanging garden. Ask your kids to count how many different plants they can find without touching.</p>
<h2>Should We Hike The Narrows?</h2>
<p>Wading up the Virgin River into the Narrows is one of the most famous hikes in the country. In places, the canyon is a thousand feet deep and only 20 to 30 feet wide. It can be a wonderful adventure for confident older kids in late summer or early fall, when the water is warmer and lower. But the river is cold, the rocks are slippery and the water can be swift. Always check the river flow and the flash flood forecast at the visitor center before going, rent or bring sturdy closed-toe shoes and a walking stick, and turn around whenever anyone is tired or cold.</p>
<h2>Staying Safe in Zion</h2>
<ul>
<li><strong>Beat the heat:</strong> summer afternoons in the canyon often top 100 degrees Fahrenheit. Hike early, rest in the shade midday and drink water before you feel thirsty.</li>
<li><strong>Respect flash floods:</strong> a storm miles away can send a wall of water through narrow canyons. If rangers post a flash flood warning, stay out of slot canyons and narrow washes.</li>
<li><strong>Keep river water out of mouths:</strong> in recent summers, the park has warned about toxic algae in the Virgin River. Don't let kids drink the water or dunk their heads, and check current advisories.</li>
<li><strong>Skip the tall, exposed trails:</strong> Angels Landing requires a permit and has sheer drop-offs, so it is not a hike for young children.</li>
</ul>
<h2>Ranger Rosie's Tips</h2>
<p>Stop at the Zion Human History Museum to learn about the Southern Paiute people and the pioneers who lived here. Look for wild turkeys near the Grotto and mule deer near Zion Lodge in the evening. If you drive to the east side, the Zion-Mount Carmel Tunnel, finished in 1930, is more than a mile long, and kids love counting the rock windows along the way. On the far side, Checkerboard Mesa shows a criss-cross pattern of lines in the sandstone that looks just like a giant game board.</p>`,
    author: "Ranger Rosie",
    tags: ["Utah", "Hiking", "Family Tips"],
    image: "/images/blog/zion-with-kids.webp",
    featured: false,
    published: true,
    date: "2026-03-24",
  },
  {
    title: "Salamanders, Fireflies and Cades Cove: The Great Smoky Mountains for Families",
    excerpt:
      "America's most visited national park is packed with pioneer history, misty peaks and more kinds of salamanders than almost anywhere on Earth.",
    content: `The Great Smoky Mountains straddle the border between Tennessee and North Carolina, and with more than 12 million visits a year, it is the most visited national park in the United States. It is also one of the best parks for families: there is no entrance fee, the scenery is amazing in every season and there is history around every bend in the road.

## Why Are They Called the Smokies?

On most days, a soft blue haze hangs over the ridges. It is not smoke. The forest's trees and plants release natural compounds into the air, and together with water vapor they create a bluish mist. The Cherokee people, whose homeland includes these mountains, call the area Shaconage, meaning place of blue smoke.

## The Salamander Capital of the World

The Smokies are home to about 30 kinds of salamanders, which is why the park is called the Salamander Capital of the World. The biggest is the hellbender, which can grow more than two feet long and lives in fast, clean streams. Many salamanders in the park have no lungs at all and breathe through their moist skin.

**Look, but don't touch**
Because salamanders breathe through their skin, the sunscreen, bug spray and natural oils on our hands can hurt them. It is also against park rules to move rocks to look for them, since rocks are their homes. Instead, walk slowly along a stream on a damp day and look carefully at the edges of the water.

## Exploring Cades Cove

Cades Cove is a wide green valley surrounded by mountains, and it feels like stepping back in time. An 11-mile, one-way loop road circles the cove, passing log cabins, churches, barns and a working mill.

- The John Oliver Cabin, built in the 1820s by one of the first European-American families to settle in the cove.
- The Primitive Baptist Church, Methodist Church and Missionary Baptist Church, each with a quiet cemetery.
- The Cable Mill area, where a water-powered grist mill still grinds corn for visitors in season.
- The cantilever barn near the mill, with an upper floor that hangs out over the sides.

The Methodist Church is a favorite story for kids: it was built in 1902 in just 115 days, for a cost of only 115 dollars.

**Tips for the loop**
Driving the loop can take two to four hours on busy days, because everyone stops for wildlife. White-tailed deer and wild turkeys graze in the fields, and black bears are often seen in the trees along the edges. Pull over only at designated spots, and never block traffic. On Wednesdays during the warm months, the loop road is usually closed to cars so people can bike and walk it, which is a wonderful way to see the cove. Check the park website for the current schedule.

## Black Bears

About 1,900 black bears live in the park, roughly two per square mile. It is illegal to approach within 50 yards of a bear, or to approach closer than any distance that changes its behavior. If you see one from the car, stay inside and enjoy it from there.

## Synchronous Fireflies

For a couple of weeks each year, usually in late May or June, a firefly species called Photinus carolinus puts on one of nature's strangest shows. Thousands of males flash in rhythm with each other, blinking on and off together in the dark forest near Elkmont. The viewing event is so popular that the park uses a lottery for spots, so plan ahead if you want to see it.

## Good Hikes for Kids

- Laurel Falls, a popular walk to an 80-foot waterfall.
- Abrams Falls in Cades Cove, about five miles round trip, for stronger hikers.
- The Oconaluftee River Trail and the nearby Mountain Farm Museum on the North Carolina side, where elk often graze in the fields.
- Kuwohi, formerly called Clingmans Dome, the highest point in the park at 6,643 feet, where a steep paved path leads to an observation tower.

## Ranger Rosie's Tips

**Get a parking tag**
There is no entrance fee, but you need a parking tag to park anywhere in the park for more than 15 minutes. You can buy one online or at visitor centers.

**Pack for rain**
The Smokies are one of the wettest places in the country, so rain jackets belong in every backpack.

**Become a junior ranger**
Pick up a Junior Ranger booklet at any visitor center and ask about ranger-led programs in Cades Cove and at the Oconaluftee Visitor Center.`,
    author: "Ranger Rosie",
    tags: ["Wildlife", "Hiking", "Family Tips"],
    image: "/images/blog/great-smoky-mountains.webp",
    featured: false,
    published: true,
    date: "2026-04-14",
  },
  {
    title: "The Ultimate National Park Packing List for Kids",
    excerpt:
      "Everything we pack for a day of park exploring with kids, from the Ten Essentials to the little extras that turn a walk into an adventure.",
    content: `<h2>Pack Light, Pack Smart</h2>
<p>After many years of exploring parks with kids, I have learned that the perfect backpack is not the heaviest one. It is the one that keeps everyone warm, fed, safe and curious. Here is the checklist our family uses for a day in any national park, from the geyser basins of Yellowstone to the beaches of Acadia.</p>
<h2>Start With the Ten Essentials</h2>
<p>Hikers have a classic list called the Ten Essentials. Even on short family walks, it is a great habit to carry a simple version of each one.</p>
<ul>
<li><strong>Navigation:</strong> a paper park map from the visitor center, even if you also use a phone. Cell service is spotty in many parks.</li>
<li><strong>Headlamp:</strong> one per person, in case a sunset walk runs late.</li>
<li><strong>Sun protection:</strong> hats, sunglasses and sunscreen. High-elevation parks have strong sunshine even on cool days.</li>
<li><strong>First aid:</strong> bandages, blister pads, tweezers, any needed medicine and wipes.</li>
<li><strong>Knife or multi-tool:</strong> for grown-ups only.</li>
<li><strong>Fire:</strong> matches or a lighter in a waterproof bag, for grown-ups only.</li>
<li><strong>Emergency shelter:</strong> a lightweight emergency blanket takes up almost no space.</li>
<li><strong>Extra food:</strong> more snacks than you think you need.</li>
<li><strong>Extra water:</strong> enough for everyone, plus a little more.</li>
<li><strong>Extra clothes:</strong> a warm layer and a rain jacket for each person.</li>
</ul>
<h2>Water and Snacks</h2>
<p>Kids get thirsty fast, especially in dry places like the Grand Canyon or Zion. Give every child their own refillable water bottle, since kids drink more when the bottle is theirs. On hot days, plan on about a half liter to a liter of water per person for every hour of hiking, and refill at water stations whenever you can.</p>
<p>Snacks are trail fuel and trail motivation. We pack a mix of salty and sweet: pretzels, cheese sticks, nuts if no one is allergic, dried fruit and one special treat saved for the top of the hill. Bring a zip bag for wrappers so you can pack out every bit of trash.</p>
<h2>Clothing That Works</h2>
<p>Weather in the parks can change quickly. Yellowstone can have snow in June, and desert parks can be freezing at night after a hot afternoon. Dress kids in layers they can add and remove: a moisture-wicking shirt, a fleece or warm sweater and a waterproof jacket. Skip cotton socks on long walks, since they hold sweat and cause blisters. Comfortable, broken-in shoes with good grip are the most important item of all.</p>
<h2>A Whistle for Every Kid</h2>
<p>Clip a plastic whistle to each child's backpack strap or jacket zipper. Teach them the rule: if you are ever lost, stay where you are, hug a tree and blow three loud blasts. Three signals is the universal call for help, and a whistle carries much farther than a voice and never gets tired.</p>
<h2>The Explorer Kit</h2>
<p>This is the fun part. A small pouch of explorer tools turns every trail into a scavenger hunt:</p>
<ul>
<li><strong>Binoculars:</strong> a lightweight kid-sized pair for birds, bison and climbers on cliffs.</li>
<li><strong>Magnifying glass:</strong> for lichens, bark, bugs and sand grains.</li>
<li><strong>Nature journal and colored pencils:</strong> kids sketch instead of collecting.</li>
<li><strong>Our scavenger hunt guidebook:</strong> of course.</li>
<li><strong>A pencil for the Junior Ranger booklet:</strong> pick one up at the visitor center on your first stop.</li>
</ul>
<p>Remember that in national parks, everything stays where you find it: rocks, flowers, feathers, pinecones and fossils. Take photos and drawings instead. That way the next family gets to discover them too.</p>
<h2>In the Car</h2>
<ul>
<li>A cooler with lunch, stored in a bear locker or your trunk as the park requires.</li>
<li>Wet wipes, hand sanitizer and a roll of paper towels.</li>
<li>A trash bag and a recycling bag.</li>
<li>A change of clothes and dry shoes for everyone, for that moment someone falls in a creek.</li>
<li>Your park pass. If you have a fourth grader, look up the Every Kid Outdoors program, which has offered fourth graders and their families free entry to federal lands and waters.</li>
</ul>
<h2>Ranger Rosie's Last Word</h2>
<p>Let each child carry a small backpack with their own water, snack and whistle. Kids who carry their own gear feel like real explorers, and that feeling keeps little legs moving much longer than any bribe.</p>`,
    author: "Ranger Rosie",
    tags: ["Packing", "Family Tips", "Safety"],
    image: "/images/blog/packing-list-for-kids.webp",
    featured: false,
    published: true,
    date: "2026-05-04",
  },
  {
    title: "How to Earn a Junior Ranger Badge (and Why Kids Love It)",
    excerpt:
      "Junior Ranger programs are free or low-cost activity books that turn a park visit into a mission. Here's how they work and how to make the most of them.",
    content: `If there is one thing every family should do on a national park trip, it is the Junior Ranger program. It costs little or nothing, it works for almost any age and it gives kids a real mission. And at the end, a real park ranger pins a badge on their shirt.

## What Is a Junior Ranger?

Most of the more than 400 sites in the National Park System offer a Junior Ranger program. At the visitor center, kids pick up an activity booklet filled with puzzles, drawing pages, scavenger hunts and questions about the park. The activities often change by age, so a five-year-old might draw a bison while a ten-year-old answers questions about how geysers work.

When the booklet is done, kids bring it back to a ranger, who looks it over, chats with them about what they learned and leads them in the Junior Ranger pledge. Kids promise to explore, learn about and protect the park. Then comes the best part: a Junior Ranger badge or patch. Each park's badge is different, so many families start a collection.

## How to Make It Work

**Pick up the booklet first**
Make the visitor center your very first stop. Rangers can tell you which activities fit your plans and which ranger talks are happening that day.

**Start early**
Work on the booklet in the car, at picnic tables and while waiting for Old Faithful to erupt. Don't wait until the last afternoon.

**Don't aim for perfect**
Most booklets ask kids to finish a certain number of pages based on their age, not every single page. The goal is curiosity, not homework.

**Go to a ranger program**
Many booklets ask kids to attend a ranger talk, walk or campfire program. These are often the highlight of the trip, with real animal skulls to touch, night sky talks and stories about the park.

**Bring the right tools**
Pack pencils, a clipboard or hard surface for writing in the car and a zip bag to keep the booklet dry.

## Special Junior Ranger Programs

Some parks and the National Park Service offer themed programs that kids can complete too:

- Junior Paleontologist, for kids who love fossils and dinosaurs.
- Junior Ranger Night Explorer, all about stars, planets and animals of the night.
- Junior Ranger Angler, at parks where families can learn about fish and fishing rules.
- Special booklets for caves, oceans, trains and history, depending on the park.

Yosemite has two levels: a Little Cub booklet for ages 3 to 6 and a Junior Ranger booklet for ages 7 to 13. Many other parks have similar age-based options, and lots of parks welcome grown-ups to take part too.

## Junior Ranger Day

Each April, during National Park Week, the National Park Service celebrates National Junior Ranger Day with special activities at parks across the country. It is a great time to plan a visit to a park near home.

## Ran Out of Time?

It happens. Ask the ranger before you leave. Some parks let kids mail in a finished booklet and send the badge home, and others have a shorter version kids can finish on the spot. The rules differ by park, so always ask.

## Why We Love It

Junior Ranger booklets teach kids to slow down and notice things: a track in the mud, the layers in a cliff, a bird's call. They turn children from passengers into explorers. And that moment when a ranger shakes a child's hand and says, congratulations, you're a Junior Ranger, is one of the proudest moments of any trip.

Our scavenger hunt guidebooks are designed to go hand in hand with Junior Ranger programs. The clues lead kids to many of the same places, and the facts help them answer the questions in their booklets. Explore, learn, protect, and have fun doing it.`,
    author: "Ranger Rosie",
    tags: ["Junior Rangers", "Family Tips"],
    image: "/images/blog/junior-ranger-badge.webp",
    featured: true,
    published: true,
    date: "2026-05-21",
  },
  {
    title: "Wildlife Safety Rules Every Young Explorer Should Know",
    excerpt:
      "From bison to rock squirrels to rattlesnakes, these simple rules keep kids and wild animals safe in every national park.",
    content: `<h2>Wild Means Wild</h2>
<p>Seeing a wild animal in a national park is pure magic. But every animal in a park is wild, even the ones that look calm, cuddly or used to people. Animals protect their babies, their food and their space, and they can move much faster than we can. These rules help kids stay safe and help animals stay wild.</p>
<h2>Rule 1: Give Animals Plenty of Space</h2>
<p>Many parks, including Yellowstone, require visitors to stay at least 25 yards from most large animals and at least 100 yards from bears and wolves. In Great Smoky Mountains, it is illegal to approach within 50 yards of bears or elk. In the Everglades, keep at least 15 feet from alligators, even when they look asleep.</p>
<p><strong>The rule of thumb:</strong> stretch out your arm, make a thumbs up and close one eye. If your thumb cannot cover the whole animal, you are too close. Back away slowly.</p>
<h2>Rule 2: Never Feed Any Animal</h2>
<p>Not a bear, not a deer, not even a squirrel or a bird. Human food can make animals sick, and animals that learn to get food from people can become aggressive. Rangers have a sad saying: a fed bear is a dead bear, because bears that become dangerous to people sometimes have to be removed. At the Grand Canyon, rock squirrels that have been fed bite more visitors than any other animal in the park. Ground squirrels in some parks can also carry fleas that spread disease, which is one more reason to never hand-feed them.</p>
<h2>Rule 3: Store Food the Park's Way</h2>
<p>In bear country, store food, coolers, trash and anything with a scent, like toothpaste and sunscreen, in bear lockers or a locked car, as the park directs. Never leave snacks on a picnic table while you walk away, even for a minute.</p>
<h2>Rule 4: If You See a Bear</h2>
<ul>
<li><strong>Stay calm and don't run.</strong> Running can make a bear chase you.</li>
<li><strong>Pick up small children</strong> and keep your group together so you look bigger.</li>
<li><strong>Talk in a calm, low voice</strong> so the bear knows you are a person.</li>
<li><strong>Back away slowly</strong> and give it room to leave.</li>
<li><strong>Grown-ups should carry bear spray</strong> in bear country and know how to use it.</li>
</ul>
<h2>Rule 5: Watch Where You Put Your Hands and Feet</h2>
<p>In desert and canyon parks, rattlesnakes and scorpions like to rest under rocks and ledges. Stay on trails, don't reach into holes or cracks you can't see into, and step on top of logs rather than over them. A rattlesnake usually warns you with its rattle. If you hear one, freeze, find where the sound is coming from and then slowly step away. Snakes do not chase people.</p>
<h2>Rule 6: Respect Big Animals in Special Seasons</h2>
<p>In the fall, male elk are in their mating season, called the rut, and can charge people and cars. In spring, mothers with babies are extra protective. Moose may look slow and goofy, but they can be very dangerous when startled. Give all of them extra space during these times.</p>
<h2>Rule 7: Check for Ticks</h2>
<p>After hiking in grassy or wooded areas, do a tick check on everyone, especially behind ears, along the hairline and behind knees. Long pants tucked into socks help keep ticks off.</p>
<h2>Rule 8: Stay in the Car During Animal Jams</h2>
<p>When animals cross the road and traffic stops, stay inside. Enjoy the view through the window, take pictures and let the animals pass. If you want to stop and watch, pull completely off the road at a turnout.</p>
<h2>Practice at Home</h2>
<p>Before your trip, practice the thumb trick in the backyard, role-play what to do if you see a bear and let kids practice being calm and quiet watchers. Kids who know the rules feel confident instead of scared, and they often become the family's best wildlife rule reminders.</p>`,
    author: "Ranger Rosie",
    tags: ["Wildlife", "Safety", "Junior Rangers"],
    image: "/images/blog/wildlife-safety-rules.webp",
    featured: false,
    published: true,
    date: "2026-06-10",
  },
  {
    title: "Stargazing in Dark Sky Parks: A Family Night-Sky Adventure",
    excerpt:
      "Some national parks have skies so dark you can see thousands of stars and the Milky Way. Here's how to plan a family stargazing night.",
    content: `Most kids today have never seen a truly dark sky. In cities and suburbs, streetlights and buildings wash out all but the brightest stars. But in many national parks, the night sky looks the way it did for all of human history: thick with stars, with the Milky Way stretching from one horizon to the other.

## What Is a Dark Sky Park?

DarkSky International, a group that works to protect the night, certifies places that keep their skies naturally dark and teach visitors about the night. Many national parks have earned the title of International Dark Sky Park, including Grand Canyon, Joshua Tree, Big Bend, Great Basin, Arches, Canyonlands, Capitol Reef, Bryce Canyon and Zion. Utah has so many dark sky places that it is one of the best states in the country for stargazing.

## Our Favorite Parks for Stargazing

**Bryce Canyon**
Bryce Canyon sits high on a plateau in southern Utah, far from big cities. On a clear, moonless night, you may see around 7,500 stars with just your eyes. Rangers lead popular astronomy programs, and the park hosts an astronomy festival each summer.

**Grand Canyon**
Each June, Grand Canyon holds a star party where amateur astronomers set up telescopes on the rim and share views of planets, star clusters and galaxies with visitors.

**Great Basin**
This quiet park in Nevada is one of the darkest places in the lower 48 states, and its ancient bristlecone pines make a dramatic foreground for night photos.

**Joshua Tree**
Close to Los Angeles but still dark, Joshua Tree is a great first dark sky park for families in Southern California.

## Plan Around the Moon

The Moon is beautiful, but a bright full Moon washes out fainter stars. For the best Milky Way views, plan your stargazing for the days around the new Moon, when the sky is darkest. Summer is the best season to see the bright center of the Milky Way in the Northern Hemisphere.

## Let Your Eyes Adjust

Human eyes need about 20 to 30 minutes in the dark to fully adjust to see faint stars. One glance at a bright phone screen resets the clock. Use a red flashlight or cover a regular flashlight with red cellophane. Red light helps you see the path without ruining your night vision, and it is polite to other stargazers too.

## What to Look For

- The Big Dipper: follow the two stars at the end of its cup upward to find Polaris, the North Star.
- The Summer Triangle: three bright stars, Vega, Deneb and Altair, high overhead on summer evenings.
- Planets: they usually shine with a steady light, while stars twinkle.
- Satellites: they look like steady stars gliding across the sky. Kids love counting them.
- Meteors: the Perseid meteor shower peaks around August 12 each year and can produce dozens of shooting stars per hour under dark skies.

## Pack for the Night

**Dress warmer than you think**
Desert parks can drop 30 degrees or more after sunset, and high-elevation parks get chilly even in July. Bring jackets, hats and blankets.

**Bring something comfy to lie on**
Lying on a blanket or a reclined camp chair is the best way to see the whole sky without getting a sore neck.

**Keep it simple**
You don't need a telescope. A pair of binoculars will show craters on the Moon and can reveal many more stars in the Milky Way.

**Stay safe**
Choose a spot you visited in daylight, like a parking area or overlook with no cliff edges nearby. Stay together, and keep headlamps on red mode when walking.

## Make It Magical

Tell the story behind a constellation, let kids invent their own constellations and name them, or bring a notebook to draw the Moon on each night of your trip. Many parks also offer the Junior Ranger Night Explorer booklet, full of activities about stars, planets and nocturnal animals.

When your child sees the Milky Way for the first time, watch their face. It is one of the best moments a family can share in a national park, and it is completely free.`,
    author: "Dana Ortiz",
    tags: ["Night Sky", "Utah", "Family Tips"],
    image: "/images/blog/dark-sky-stargazing.webp",
    featured: false,
    published: true,
    date: "2026-07-08",
  },
  {
    title: "Rainy Day in a National Park? Ways to Keep the Adventure Going",
    excerpt:
      "Rain doesn't have to ruin your park trip. Here's how to stay dry, stay safe and discover the things you can only see when it's wet.",
    content: `<h2>Rain Is Part of the Adventure</h2>
<p>You planned for months, you drove for hours and now it's pouring. Before you give up and head back to the hotel, remember this: some of the most magical things in nature only happen in the rain. With the right gear and a few good ideas, a rainy day can become a favorite memory.</p>
<h2>First, Safety</h2>
<ul>
<li><strong>When thunder roars, go indoors.</strong> If you hear thunder, lightning is close enough to strike. Get into a building or a hard-topped car, and stay off open ridges, mountaintops and overlooks until 30 minutes after the last thunder.</li>
<li><strong>Stay out of narrow canyons.</strong> In desert parks like Zion and Arches, rain far away can cause a flash flood in a canyon where the sky is still blue. Check the flash flood forecast at the visitor center.</li>
<li><strong>Watch your footing.</strong> Wet rock, roots and boardwalks get slippery. Slow down and hold hands on steep sections.</li>
<li><strong>Stay warm.</strong> Getting wet and cold is how people get chilled fast, even in summer. Change into dry clothes as soon as you're done.</li>
</ul>
<h2>Head to the Visitor Center</h2>
<p>Visitor centers are perfect rainy-day hideouts. Many have museums, hands-on exhibits and a park film that gives kids the big picture of the place you're visiting. This is also a great time to work on Junior Ranger booklets and ask a ranger about indoor programs. At the Grand Canyon, Yavapai Geology Museum has huge windows for watching storms roll across the canyon, and at Yellowstone, the Old Faithful Visitor Education Center explains how geysers work.</p>
<h2>Things That Are Better in the Rain</h2>
<ul>
<li><strong>Waterfalls:</strong> after a good rain, waterfalls roar louder and fuller. In the Great Smoky Mountains, a short walk to a waterfall after a storm is spectacular.</li>
<li><strong>Salamanders and frogs:</strong> many amphibians come out on wet days and nights. Look, but don't touch, since their skin is very sensitive.</li>
<li><strong>Mushrooms and moss:</strong> rainy forests glow green, and mushrooms pop up almost overnight. Count the colors you can find.</li>
<li><strong>Smells:</strong> the fresh earthy smell after rain even has a name: petrichor. Ask kids to describe what they smell.</li>
<li><strong>Rainbows:</strong> when the sun breaks through after a storm, stand with your back to the sun and look for a rainbow.</li>
</ul>
<h2>Puddle Science</h2>
<p>Turn the trail into a science lab. Watch where rainwater flows and see how it carves tiny canyons in the dirt, just like a river carves the real ones. Float a leaf down a trailside trickle and guess where it will go. Listen to how rain sounds different on leaves, rocks and water.</p>
<h2>Car and Cabin Games</h2>
<ul>
<li><strong>Park bingo:</strong> make cards with things you can spot from the car, like a ranger truck, a raven or a river.</li>
<li><strong>Animal charades:</strong> act out animals from the park and have everyone guess.</li>
<li><strong>Story chain:</strong> each person adds one sentence to a story about a brave young ranger.</li>
<li><strong>Sketch the view:</strong> draw what the view would look like on a sunny day, then compare later.</li>
</ul>
<h2>Dress for It</h2>
<p>Good rain jackets with hoods, quick-drying pants and waterproof shoes make all the difference. Pack a spare set of clothes and socks for everyone in the car, and a plastic bag for wet gear. Cotton stays wet and cold, so choose fleece or wool when you can.</p>
<h2>Ranger Rosie's Tip</h2>
<p>Some of my best park memories happened on rainy days: fog drifting through the Smokies, a rainbow over the Grand Canyon, a tiny salamander on a wet trail. Rain changes a park, and kids who learn to enjoy it become explorers for life.</p>`,
    author: "Ranger Rosie",
    tags: ["Family Tips", "Safety", "Packing"],
    image: "/images/blog/rainy-day-tips.webp",
    featured: false,
    published: false,
    date: "2026-09-15",
  },
];
