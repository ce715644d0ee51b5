/**
 * The Roper hunt: a fixed science-center hunt of 16 clues (10 points each) and 16 quiz questions (5
 * points each); max 240, badge at 175. Written in English here and in Spanish in roper-hunt-es.ts.
 */
import { ROPER_CLUES_ES, ROPER_HUNT_ES, ROPER_QUESTIONS_ES, ROPER_TRUE_FALSE_ES } from "./roper-hunt-es";
import type { Lang } from "./rules/languages";
import { maxScore, type ScoringSheet } from "./rules/scoring";

export const ROPER_CLUE_COUNT = 16;
export const ROPER_CLUE_POINTS = 10;
export const ROPER_QUESTION_POINTS = 5;
/** The Roper badge's own line, not 70% of its maximum (168). */
export const ROPER_BADGE_SCORE = 175;

export interface RoperClue {
  id: number;
  clue: string;
  hint: string;
  fact: string;
}

/** A true-or-false question's answer is one of its language's two words ("True", "Verdadero"). */
export type RoperQuestion =
  | { id: number; kind: "fill-in"; question: string; answer: string /* one expected word */ }
  | { id: number; kind: "true-false"; question: string; answer: string }
  | { id: number; kind: "multiple-choice"; question: string; options: string[]; answer: string };

/** The texts of the Roper hunt a family reads, in one language. */
export interface RoperHuntTexts {
  title: string;
  description: string;
  location: string;
  estimated_time: string;
  age_range: string;
  badgeName: string;
}

export const ROPER_HUNT = {
  id: "roper",
  title: "Roper Science Center Explorer Hunt",
  description:
    "A free hunt for the whole family at your local science center. Solve 16 riddles to find swinging pendulums, hair-raising electricity, a dinosaur skeleton, a buzzing beehive and more, then answer quiz questions about the science you discovered. Score 175 of 240 points to earn the Science Explorer badge.",
  location: "A local science center",
  difficulty: "easy",
  clueCount: ROPER_CLUE_COUNT,
  badgeName: "Science Explorer",
  estimated_time: "2-3 hours",
  age_range: "All Ages",
  price: 0,
} as const;

export const ROPER_CLUES: readonly RoperClue[] = [
  {
    id: 1,
    clue: "I swing to and fro on a cable so long, knocking down pegs as I hum my slow song. My path seems to wander, but here is the key: the Earth's turning under, it isn't just me!",
    hint: "Look for a heavy ball hanging from a very long cable in a tall, open space, with a ring of little pegs on the floor below it.",
    fact: "A Foucault pendulum keeps swinging in the same direction while the Earth turns underneath it, so its path seems to slowly rotate. Léon Foucault first showed this in Paris in 1851 as proof that the Earth spins.",
  },
  {
    id: 2,
    clue: "Put your hand on my shiny round ball, and watch your hair stand up proud and tall!",
    hint: "Find the big silver metal dome on a column. A staff member usually runs the demonstration, so check the show times.",
    fact: "A Van de Graaff generator uses a moving belt to pile up static electricity on its metal dome. When you touch it, every hair gets the same kind of charge, and like charges push each other away, so your hairs spread apart and stand up.",
  },
  {
    id: 3,
    clue: "Step under my ceiling, so round and so high, where daytime turns dark and the stars fill the sky.",
    hint: "Look for the planetarium, a round theater with a dome-shaped ceiling where star shows are projected overhead.",
    fact: "The Sun is a star, the closest star to Earth. Its light travels so fast that it reaches us in about 8 minutes.",
  },
  {
    id: 4,
    clue: "I'm a copy of bones with a tail and sharp claws. Come stand by my feet and look up at my jaws!",
    hint: "Head to the fossil hall and look for the giant skeleton that towers over everyone.",
    fact: "Over millions of years, minerals slowly replace the bone in a fossil, turning it to stone, so real fossil skeletons are very heavy. Museums often display casts, lightweight copies made from molds of real fossils, and keep the precious originals safe for scientists to study.",
  },
  {
    id: 5,
    clue: "I twist and I twirl like a storm on the ground, a funnel of fog that goes round and around!",
    hint: "Find the tall clear column where a fan and mist make a swirling funnel of fog you can poke your hand into.",
    fact: "A tornado is a violently spinning column of air that stretches from a thunderstorm down to the ground. The United States has more tornadoes than any other country, usually more than 1,000 in a year.",
  },
  {
    id: 6,
    clue: "I rise as a vapor, I float as a cloud, I fall down as rain when the thunder is loud. Then round and around I will go once again. Can you find the table that shows me, and when?",
    hint: "Look for the hands-on water table with streams, clouds or a rain maker that shows the water cycle.",
    fact: "Earth's water is used over and over in the water cycle. The Sun's heat turns liquid water into invisible water vapor, the vapor cools into clouds, and the water falls back down as rain or snow.",
  },
  {
    id: 7,
    clue: "Behind a clear window we buzz and we hum; we make sweet golden honey. Where do we come from?",
    hint: "Find the observation beehive, a glass-sided hive often connected to the outdoors by a tube.",
    fact: "Honeybees tell their hive mates where to find flowers by doing a waggle dance. The direction of the dance points the way compared with the Sun, and the length of the waggle shows how far away the flowers are.",
  },
  {
    id: 8,
    clue: "I'm a chart on the wall made of boxes in rows, with the building blocks of everything, from rocks to your toes.",
    hint: "Look for a big wall display of lettered squares, like H, He, C and O, sometimes with real samples inside.",
    fact: "Scientists know of 118 elements, the building blocks of everything around us. Hydrogen is element number 1. It is the lightest element and the most common one in the whole universe.",
  },
  {
    id: 9,
    clue: "I'm a bar on a pivot; give one end a shove, and the heavy load rises up, up above!",
    hint: "Look in the simple machines area for a long bar on a pivot that lets you lift a heavy weight.",
    fact: "A lever is a bar that turns on a pivot point called a fulcrum. The farther from the fulcrum you push, the less force you need. The ancient Greek scientist Archimedes is said to have claimed that with a long enough lever he could move the world.",
  },
  {
    id: 10,
    clue: "A hundred of you and a hundred of me, which path is real? Walk in and see!",
    hint: "Find the mirror maze, where mirrored walls make the hallways seem to go on forever.",
    fact: "Light bounces off a mirror at the same angle that it hits it. A mirror maze uses that rule again and again to bounce your reflection around until it is hard to tell which paths are real.",
  },
  {
    id: 11,
    clue: "Two big curved dishes stand far apart. Whisper a secret and your friend hears every part!",
    hint: "Look for two large bowl-shaped dishes facing each other from opposite ends of a room or hallway.",
    fact: "Each whisper dish is curved so that sound hitting it bounces toward one focus point. A whisper at the focus of one dish bounces across the room to the other dish and is gathered right at your friend's ear.",
  },
  {
    id: 12,
    clue: "Grab a brush and dig down slow; what bones are buried? Dig and you'll know!",
    hint: "Find the sandpit with brushes and shovels where kids can uncover buried fossil copies.",
    fact: "Most fossils are found in sedimentary rock, which forms when layers of mud and sand pile up and harden. Paleontologists, the scientists who study fossils, dig slowly and carefully with brushes and small tools so nothing breaks.",
  },
  {
    id: 13,
    clue: "My little cups spin when the wind blows by, I tell you the weather without looking at the sky.",
    hint: "Look for the weather station display with a spinning cup anemometer, a thermometer and a barometer.",
    fact: "An anemometer measures wind speed with spinning cups, and a barometer measures air pressure. When the air pressure falls, stormy weather is often on its way.",
  },
  {
    id: 14,
    clue: "Some things I grab and some I let go; I pull steel toward me but not wood, you know!",
    hint: "Find the wall covered in magnetic shapes, balls and tracks you can stick and slide.",
    fact: "Every magnet has a north pole and a south pole. Opposite poles pull together, and matching poles push apart. Earth itself acts like a giant magnet, which is why a compass needle points north.",
  },
  {
    id: 15,
    clue: "Step on my stairs and each one will sing. Why do we hear it? A wiggly thing!",
    hint: "Find the musical stairs or sound exhibit where you can make notes by stepping, tapping or striking.",
    fact: "Sound is made by vibrations. It travels through air at about 767 miles per hour and even faster through water and steel, but it cannot travel through the empty vacuum of space, because there is nothing there to vibrate.",
  },
  {
    id: 16,
    clue: "I blazed through the sky in a streak of bright light. Now I rest in a case, a space rock in sight!",
    hint: "Look for the space gallery's display case of real meteorites. Some let you touch a piece of iron from space.",
    fact: "A meteor is the streak of light made when a space rock burns up in our atmosphere. If a piece survives and lands on Earth, it is called a meteorite. Most meteorites are stony, but some are made mostly of iron and nickel, which makes them very heavy for their size.",
  },
];

export const ROPER_QUESTIONS: readonly RoperQuestion[] = [
  {
    id: 1,
    kind: "multiple-choice",
    question: "What does the slowly turning path of the Foucault pendulum show?",
    options: ["The Earth spins", "The Moon is hollow", "Magnets are strong", "Air is heavy"],
    answer: "The Earth spins",
  },
  {
    id: 2,
    kind: "fill-in",
    question: "What kind of electricity builds up on the dome of the Van de Graaff generator and makes your hair stand up?",
    answer: "static",
  },
  {
    id: 3,
    kind: "true-false",
    question: "The Sun is a star.",
    answer: "True",
  },
  {
    id: 4,
    kind: "true-false",
    question: "Museums often display casts, which are copies made from molds of real fossil bones.",
    answer: "True",
  },
  {
    id: 5,
    kind: "multiple-choice",
    question: "Which country has more tornadoes than any other?",
    options: ["The United States", "Iceland", "Egypt", "New Zealand"],
    answer: "The United States",
  },
  {
    id: 6,
    kind: "fill-in",
    question: "In the water cycle, what does the Sun's heat turn liquid water into? Water ______.",
    answer: "vapor",
  },
  {
    id: 7,
    kind: "fill-in",
    question: "How do honeybees tell their hive mates where flowers are? They do a waggle ______.",
    answer: "dance",
  },
  {
    id: 8,
    kind: "fill-in",
    question: "Which element is number 1 on the periodic table?",
    answer: "hydrogen",
  },
  {
    id: 9,
    kind: "fill-in",
    question: "What is the pivot point that a lever turns on called?",
    answer: "fulcrum",
  },
  {
    id: 10,
    kind: "true-false",
    question: "Light bounces off a mirror at the same angle that it hits it.",
    answer: "True",
  },
  {
    id: 11,
    kind: "multiple-choice",
    question: "Why can your friend hear your whisper across the room at the whisper dishes?",
    options: [
      "The curved dishes focus the sound",
      "There are hidden speakers",
      "The dishes are magnets",
      "Whispers are louder than shouts",
    ],
    answer: "The curved dishes focus the sound",
  },
  {
    id: 12,
    kind: "true-false",
    question: "Paleontologists dig up fossils as fast as they can with big shovels.",
    answer: "False",
  },
  {
    id: 13,
    kind: "multiple-choice",
    question: "When a barometer shows the air pressure falling, what is often on its way?",
    options: ["Stormy weather", "An earthquake", "A solar eclipse", "A heat wave for sure"],
    answer: "Stormy weather",
  },
  {
    id: 14,
    kind: "fill-in",
    question: "A compass needle points north because the Earth acts like a giant ______.",
    answer: "magnet",
  },
  {
    id: 15,
    kind: "true-false",
    question: "Sound can travel through the empty vacuum of outer space.",
    answer: "False",
  },
  {
    id: 16,
    kind: "multiple-choice",
    question: "What do we call a space rock that survives its fiery fall and lands on Earth?",
    options: ["A meteorite", "A comet", "A planet", "A moon"],
    answer: "A meteorite",
  },
];

/**
 * The Roper hunt as the scoring rule reads it: a fill-in answer is right when it contains the expected
 * word, whatever the case; a true/false or multiple-choice answer when it is exactly the expected one.
 */
function scoringOf(questions: readonly RoperQuestion[]): ScoringSheet {
  return {
    items: ROPER_CLUES.map((clue) => ({ id: clue.id, points: ROPER_CLUE_POINTS })),
    questions: questions.map((q) => ({
      id: q.id,
      points: ROPER_QUESTION_POINTS,
      correct_answer: q.answer,
      match: q.kind === "fill-in" ? ("word" as const) : ("exact" as const),
    })),
    badgeScore: ROPER_BADGE_SCORE,
  };
}

export const ROPER_SCORING: ScoringSheet = scoringOf(ROPER_QUESTIONS);

/** The Roper hunt in one language: what the family reads, the two words of a true-or-false question, and how its answers score. */
export interface RoperInLang {
  hunt: RoperHuntTexts;
  clues: readonly RoperClue[];
  questions: readonly RoperQuestion[];
  trueFalse: readonly [string, string];
  scoring: ScoringSheet;
}

const ROPER_EN: RoperInLang = {
  hunt: ROPER_HUNT,
  clues: ROPER_CLUES,
  questions: ROPER_QUESTIONS,
  trueFalse: ["True", "False"],
  scoring: ROPER_SCORING,
};

const ROPER_ES: RoperInLang = {
  hunt: ROPER_HUNT_ES,
  clues: ROPER_CLUES_ES,
  questions: ROPER_QUESTIONS_ES,
  trueFalse: ROPER_TRUE_FALSE_ES,
  scoring: scoringOf(ROPER_QUESTIONS_ES),
};

/** The Roper hunt as it is played in `lang`; a completion played in Spanish is scored against its Spanish answers. */
export function roperInLang(lang: Lang): RoperInLang {
  return lang === "es" ? ROPER_ES : ROPER_EN;
}

/** 16 x 10 + 16 x 5 = 240. */
export const ROPER_MAX_SCORE = maxScore(ROPER_SCORING);
