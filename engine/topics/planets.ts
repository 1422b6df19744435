import type { GeneratedQuestion } from '../quiz.ts';
import type { Random } from '../random.ts';
import { type ByAge, optionCountFor, rangeFor, type TopicGenerator } from './topic-generator.ts';

/**
 * Fact levels: 1 first things about the sky (ages 4–6); 2 the planets and the Earth's day and
 * year; 3 space travel, the Moon's phases and the order of the planets; 4 seasons, eclipses,
 * tides and kinds of planet; 5 stars' lives, fusion and the far Solar System (ages 13–16).
 * Up to 12, Easy keeps to a band's own level, Advanced to the next one and Medium mixes the
 * two; teenagers meet level 4 on Easy and level 5 otherwise.
 */
export const SPACE_RANGES: ByAge<readonly number[]> = [
  { upToAge: 6, levels: { Easy: [1], Medium: [1, 2], Advanced: [2] } },
  { upToAge: 9, levels: { Easy: [2], Medium: [2, 3], Advanced: [3] } },
  { upToAge: 12, levels: { Easy: [3], Medium: [3, 4], Advanced: [4] } },
  { upToAge: 16, levels: { Easy: [4], Medium: [5], Advanced: [5] } },
];

const PLANETS = [
  { name: 'Mercury', kind: 'rocky planet' },
  { name: 'Venus', kind: 'rocky planet' },
  { name: 'Earth', kind: 'rocky planet' },
  { name: 'Mars', kind: 'rocky planet' },
  { name: 'Jupiter', kind: 'gas giant' },
  { name: 'Saturn', kind: 'gas giant' },
  { name: 'Uranus', kind: 'ice giant' },
  { name: 'Neptune', kind: 'ice giant' },
] as const;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

interface SpaceFact {
  level: number;
  ask: string;
  answer: string;
  wrong: readonly [string, string, string];
  why: string;
}

const fact = (level: number, ask: string, answer: string, wrong: SpaceFact['wrong'], why: string): SpaceFact => ({
  level,
  ask,
  answer,
  wrong,
  why,
});

const SPACE_FACTS: readonly SpaceFact[] = [
  fact(1, 'What is the Sun?', 'A star', ['A planet', 'A cloud', 'A moon'], 'The Sun is a star. It is very hot.'),
  fact(
    1,
    'What goes around the Earth?',
    'The Moon',
    ['The Sun', 'A cloud', 'A rainbow'],
    'The Moon goes around the Earth.',
  ),
  fact(
    1,
    'Who travels into space?',
    'An astronaut',
    ['A sailor', 'A baker', 'A farmer'],
    'Astronauts train to go into space.',
  ),
  fact(
    1,
    'What do astronauts wear outside in space?',
    'A spacesuit',
    ['A raincoat', 'A swimsuit', 'A party hat'],
    'A spacesuit keeps astronauts safe.',
  ),
  fact(1, 'What takes people into space?', 'A rocket', ['A bus', 'A boat', 'A bike'], 'Rockets fly up into space.'),
  fact(1, 'What is the Moon made of?', 'Rock', ['Cheese', 'Ice cream', 'Bread'], 'The Moon is a big ball of rock.'),
  fact(
    1,
    'When do we see the stars?',
    'At night',
    ['At lunchtime', 'At breakfast', 'Never'],
    'Stars shine when the sky is dark.',
  ),
  fact(
    1,
    'What gives us light in the day?',
    'The Sun',
    ['The Moon', 'The stars', 'The clouds'],
    'The Sun lights up our day.',
  ),
  fact(
    1,
    'What shape is the Earth?',
    'Round like a ball',
    ['Flat like a plate', 'Square like a box', 'Long like a stick'],
    'The Earth is round like a ball.',
  ),
  fact(1, 'What is the Sun like?', 'Very hot', ['Very cold', 'Very wet', 'Very soft'], 'The Sun is a very hot star.'),
  fact(1, 'Which planet do we live on?', 'Earth', ['Mars', 'Jupiter', 'Venus'], 'We live on planet Earth.'),
  fact(1, 'Which planet is the biggest?', 'Jupiter', ['Earth', 'Mars', 'Mercury'], 'Jupiter is the biggest planet.'),
  fact(
    1,
    'Which planet is called the Red Planet?',
    'Mars',
    ['Earth', 'Saturn', 'Neptune'],
    'Mars has red dust, so it looks red.',
  ),
  fact(
    1,
    'Which planet has big bright rings?',
    'Saturn',
    ['Mars', 'Earth', 'Mercury'],
    'Saturn has big rings of ice and rock.',
  ),
  fact(
    1,
    'Where can astronauts live in space?',
    'A space station',
    ['A tent', 'A castle', 'A boat'],
    'Astronauts live and work in a space station.',
  ),
  fact(
    1,
    'What in the night sky changes shape?',
    'The Moon',
    ['The Sun', 'A rainbow', 'A kite'],
    'The Moon looks a new shape each night.',
  ),
  fact(1, 'How many moons does the Earth have?', '1', ['2', '5', '10'], 'The Earth has one Moon.'),
  fact(
    1,
    'What helps us see faraway stars?',
    'A telescope',
    ['A spoon', 'A hairbrush', 'A kettle'],
    'A telescope makes faraway things look closer.',
  ),
  fact(
    1,
    'Which one of these is a planet?',
    'Mars',
    ['The Moon', 'The Sun', 'A cloud'],
    'Mars is a planet, like the Earth.',
  ),
  fact(
    1,
    'Where does a rocket fly to?',
    'Into space',
    ['Under the sea', 'Into a cave', 'Down a hole'],
    'Rockets fly up into space.',
  ),
  fact(
    1,
    'What is a round, bright Moon called?',
    'A full moon',
    ['A half moon', 'A new moon', 'A blue sun'],
    'A full moon looks like a whole circle.',
  ),
  fact(
    1,
    'Which is hotter, the Sun or the Moon?',
    'The Sun',
    ['The Moon', 'They are the same', 'Neither'],
    'The Sun is very hot. The Moon is not.',
  ),
  fact(
    1,
    'What is up in the sky at night?',
    'Stars',
    ['Rainbows', 'Kites', 'Butterflies'],
    'We see stars in the night sky.',
  ),
  fact(
    1,
    'Where do astronauts go?',
    'Into space',
    ['To the beach', 'To the zoo', 'To the shop'],
    'Astronauts go up into space.',
  ),
  fact(
    1,
    'What does a rocket need to fly?',
    'Fuel',
    ['Wings like a bird', 'Sails', 'Pedals'],
    'Rockets burn fuel to fly up.',
  ),
  fact(
    1,
    'Which is bigger, the Sun or the Earth?',
    'The Sun',
    ['The Earth', 'They are the same', 'Neither'],
    'The Sun is much bigger than the Earth.',
  ),
  fact(
    1,
    'Which of these can fly to the Moon?',
    'A rocket',
    ['A kite', 'A balloon', 'A bird'],
    'Only a rocket can fly to the Moon.',
  ),
  fact(2, 'How many planets go around our Sun?', '8', ['5', '12', '20'], 'Eight planets go around our Sun.'),
  fact(
    2,
    'Which star is closest to the Earth?',
    'The Sun',
    ['The Moon', 'Mars', 'The North Star'],
    'The Sun is our closest star.',
  ),
  fact(
    2,
    'What pulls things down to the ground?',
    'Gravity',
    ['Wind', 'Light', 'Sound'],
    'Gravity pulls things down to the Earth.',
  ),
  fact(
    2,
    'What is our galaxy called?',
    'The Milky Way',
    ['The Big Dipper', 'The Great Bear', 'The Sky River'],
    'Our Sun is in the Milky Way.',
  ),
  fact(
    2,
    'How long is one trip around the Sun?',
    'About a year',
    ['About a day', 'About a week', 'About a month'],
    'One trip around the Sun takes a year.',
  ),
  fact(
    2,
    'How long does one spin of Earth take?',
    'About a day',
    ['About a year', 'About an hour', 'About a week'],
    'One spin gives us day and night.',
  ),
  fact(
    2,
    'Which planet is closest to the Sun?',
    'Mercury',
    ['Venus', 'Earth', 'Mars'],
    'Mercury is the closest planet to the Sun.',
  ),
  fact(
    2,
    'Which planet is farthest from the Sun?',
    'Neptune',
    ['Saturn', 'Uranus', 'Jupiter'],
    'Neptune is the farthest planet from the Sun.',
  ),
  fact(
    2,
    'What is a picture made of stars called?',
    'A constellation',
    ['A galaxy', 'A comet', 'An orbit'],
    'A constellation is a star picture.',
  ),
  fact(
    2,
    'What does the Moon go around?',
    'The Earth',
    ['Mars', 'Venus', 'Jupiter'],
    'The Moon goes around the Earth.',
  ),
  fact(
    2,
    'What does the Earth go around?',
    'The Sun',
    ['The Moon', 'Mars', 'Saturn'],
    'The Earth goes around the Sun.',
  ),
  fact(
    2,
    'Why can we see the Moon at night?',
    'It reflects sunlight',
    ['It is on fire', 'It has lamps', 'It is a star'],
    'Sunlight bounces off the Moon.',
  ),
  fact(
    2,
    'What is the path around the Sun called?',
    'An orbit',
    ['A galaxy', 'A comet', 'A crater'],
    'A planet follows its orbit around the Sun.',
  ),
  fact(
    2,
    'What is a dent on the Moon called?',
    'A crater',
    ['A comet', 'An orbit', 'A galaxy'],
    'Space rocks hit the Moon and made craters.',
  ),
  fact(
    2,
    'What do astronauts need to breathe?',
    'Oxygen',
    ['Water', 'Sand', 'Sugar'],
    'Astronauts take oxygen with them.',
  ),
  fact(
    2,
    'Which icy space object has a long tail?',
    'A comet',
    ['A planet', 'A star', 'A moon'],
    'A comet is icy dust with a tail.',
  ),
  fact(2, 'Which planet is the smallest?', 'Mercury', ['Earth', 'Mars', 'Venus'], 'Mercury is the smallest planet.'),
  fact(
    2,
    'What is a thin curved Moon called?',
    'A crescent',
    ['A full moon', 'A ring', 'A star'],
    'A thin curved Moon is a crescent.',
  ),
  fact(
    2,
    'Where does the Sun rise?',
    'In the east',
    ['In the west', 'In the north', 'In the south'],
    'The Sun rises in the east.',
  ),
  fact(
    3,
    'Who was the first person to walk on the Moon?',
    'Neil Armstrong',
    ['Yuri Gagarin', 'Isaac Newton', 'Galileo Galilei'],
    'Neil Armstrong stepped onto the Moon in 1969.',
  ),
  fact(
    3,
    'Who was the first person to travel into space?',
    'Yuri Gagarin',
    ['Neil Armstrong', 'Albert Einstein', 'Buzz Aldrin'],
    'Yuri Gagarin went around the Earth in 1961.',
  ),
  fact(
    3,
    'What is a shooting star really?',
    'A space rock burning up',
    ['A falling star', 'A firework', 'A tiny planet'],
    'A small space rock burns up in our air.',
  ),
  fact(
    3,
    'Which planet is the hottest?',
    'Venus',
    ['Mercury', 'Mars', 'Jupiter'],
    'Venus is hottest because its thick clouds trap heat.',
  ),
  fact(
    3,
    'Which planet has a huge storm called the Great Red Spot?',
    'Jupiter',
    ['Mars', 'Saturn', 'Neptune'],
    'The Great Red Spot is a giant storm on Jupiter.',
  ),
  fact(
    3,
    'Why do we have day and night?',
    'The Earth spins',
    ['The Sun moves around us', 'The Moon blocks the Sun', 'Clouds cover the Sun'],
    'As the Earth spins, our side turns to and from the Sun.',
  ),
  fact(
    3,
    'Why does the Moon seem to change shape?',
    'We see different parts lit up',
    ["The Earth's shadow covers it", 'Clouds hide parts of it', 'It shrinks and grows'],
    'We see more or less of its sunlit side.',
  ),
  fact(
    3,
    'What is the biggest object in our Solar System?',
    'The Sun',
    ['Jupiter', 'Earth', 'Saturn'],
    'The Sun is far bigger than any planet.',
  ),
  fact(
    3,
    'What do we call a scientist who studies space?',
    'An astronomer',
    ['An astrologer', 'A geologist', 'A botanist'],
    'Astronomers study stars, planets and space.',
  ),
  fact(
    3,
    "Which planet is called Earth's twin because of its size?",
    'Venus',
    ['Mars', 'Mercury', 'Neptune'],
    'Venus is almost the same size as the Earth.',
  ),
  fact(
    3,
    'How long does the Moon take to go around the Earth?',
    'About a month',
    ['About a day', 'About a week', 'About a year'],
    'The Moon goes around the Earth about once a month.',
  ),
  fact(
    3,
    'What does a telescope do?',
    'Makes faraway things look closer',
    ['Measures how hot stars are', 'Sends messages to astronauts', 'Pulls planets closer to Earth'],
    'Its lenses or mirrors gather light from far away.',
  ),
  fact(
    3,
    "What are Saturn's rings made of?",
    'Ice and rock',
    ['Gas and fire', 'Gold and silver', 'Sand and water'],
    "Saturn's rings are billions of pieces of ice and rock.",
  ),
  fact(
    3,
    'Which planet have robot rovers driven across?',
    'Mars',
    ['Venus', 'Jupiter', 'Saturn'],
    'Rovers have explored the rocky ground of Mars.',
  ),
  fact(
    3,
    "What covers the Moon's surface?",
    'Dust and craters',
    ['Grass and trees', 'Lakes and rivers', 'Sand and seaweed'],
    'The Moon is dusty and covered in craters.',
  ),
  fact(
    3,
    'Why does Mars look red?',
    'Its dust is rusty',
    ['It is very hot', 'It is covered in lava', 'It has red oceans'],
    'Iron in the dust of Mars has rusted.',
  ),
  fact(
    3,
    'What does a spacesuit give an astronaut?',
    'Air to breathe',
    ['Extra speed', 'Super strength', 'Free snacks'],
    'A spacesuit gives air and keeps the body safe.',
  ),
  fact(
    3,
    'What is at the middle of our Solar System?',
    'The Sun',
    ['The Earth', 'The Moon', 'Jupiter'],
    'All the planets go around the Sun.',
  ),
  fact(
    4,
    'Which planet spins tipped over on its side?',
    'Uranus',
    ['Neptune', 'Saturn', 'Mars'],
    'Uranus is tipped over, so it rolls around the Sun.',
  ),
  fact(
    4,
    'Which is the only planet not named after a god?',
    'Earth',
    ['Mars', 'Venus', 'Jupiter'],
    'The other planets are named after Roman gods.',
  ),
  fact(
    4,
    'What is the Sun mostly made of?',
    'Hydrogen gas',
    ['Burning coal', 'Liquid lava', 'Solid rock'],
    'The Sun is mostly hydrogen, with some helium.',
  ),
  fact(
    4,
    'Why do astronauts float in a space station?',
    'They fall around Earth with the station',
    ['There is no gravity up there', 'The station has magnets', 'They are lighter than air'],
    'The station and the astronauts fall around the Earth together, so they float.',
  ),
  fact(
    4,
    'What causes the seasons on Earth?',
    "The tilt of Earth's axis",
    ['How close Earth is to the Sun', "Changes in the Sun's heat", "The Moon's pull"],
    'As the tilted Earth goes around the Sun, each half gets more or less sunlight.',
  ),
  fact(
    4,
    'What mostly causes the ocean tides?',
    "The Moon's gravity",
    ['Strong winds over the sea', "Heat from the Sun's rays", 'Earthquakes under the ocean'],
    "The Moon's pull makes the oceans bulge.",
  ),
  fact(
    4,
    'What happens in a solar eclipse?',
    "The Moon blocks the Sun's light",
    ["Earth's shadow falls on the Moon", 'The Sun stops shining for a while', 'Clouds cover the whole sky'],
    'The Moon passes between the Sun and the Earth.',
  ),
  fact(
    4,
    'What happens in a lunar eclipse?',
    "Earth's shadow falls on the Moon",
    ["The Moon blocks the Sun's light", 'The Moon stops going around us', 'The Moon moves behind the Sun'],
    'The Earth passes between the Sun and the Moon.',
  ),
  fact(
    4,
    'Which planet has a day longer than its year?',
    'Venus',
    ['Mercury', 'Mars', 'Jupiter'],
    'Venus spins so slowly that one day lasts longer than its year.',
  ),
  fact(
    4,
    'Which of these is a dwarf planet?',
    'Pluto',
    ['Mercury', 'Titan', 'Europa'],
    'Pluto has been called a dwarf planet since 2006.',
  ),
  fact(
    4,
    'What is the largest moon in the Solar System?',
    'Ganymede',
    ['Titan', 'Europa', 'The Moon'],
    "Ganymede, one of Jupiter's moons, is even bigger than Mercury.",
  ),
  fact(
    4,
    'The asteroid belt lies between which two planets?',
    'Mars and Jupiter',
    ['Earth and Mars', 'Jupiter and Saturn', 'Venus and Earth'],
    'Most asteroids go around the Sun between Mars and Jupiter.',
  ),
  fact(
    4,
    'About how long does sunlight take to reach Earth?',
    'About 8 minutes',
    ['About 8 seconds', 'About 8 hours', 'About 8 days'],
    'Light from the Sun reaches us in about 8 minutes.',
  ),
  fact(
    4,
    'What is a light-year?',
    'The distance light travels in a year',
    ['The time light takes to reach us', 'A year on another planet', 'The age of a star'],
    'A light-year measures distance, not time.',
  ),
  fact(
    4,
    'Titan, with lakes of liquid methane, is a moon of which planet?',
    'Saturn',
    ['Jupiter', 'Neptune', 'Uranus'],
    "Titan is Saturn's biggest moon.",
  ),
  fact(
    4,
    'Which space telescope was launched in 1990?',
    'Hubble',
    ['James Webb', 'Kepler', 'Spitzer'],
    'The Hubble Space Telescope has circled the Earth since 1990.',
  ),
  fact(
    4,
    'What is a space rock that lands on the ground called?',
    'A meteorite',
    ['A meteor', 'A comet', 'An asteroid'],
    'A meteor is the streak of light; a meteorite is the rock that lands.',
  ),
  fact(
    5,
    'What is the edge around a black hole that nothing can escape from?',
    'The event horizon',
    ['The asteroid belt', 'The ozone layer', 'The Kuiper Belt'],
    'Past the event horizon, not even light can get out.',
  ),
  fact(
    5,
    'What will the Sun become at the end of its life?',
    'A white dwarf',
    ['A black hole', 'A neutron star', 'A new planet'],
    'After swelling into a red giant, the Sun will shrink to a white dwarf.',
  ),
  fact(
    5,
    "Which gas makes up most of Venus's thick atmosphere?",
    'Carbon dioxide',
    ['Oxygen', 'Helium', 'Nitrogen'],
    'Carbon dioxide traps heat, which makes Venus so hot.',
  ),
  fact(
    5,
    'Why is Venus hotter than Mercury?',
    'Its thick atmosphere traps heat',
    ['It is closer to the Sun', 'It has more volcanoes', 'It spins much faster'],
    'Mercury is closer to the Sun, but Venus keeps its heat in.',
  ),
  fact(
    5,
    'What process powers the Sun?',
    'Nuclear fusion',
    ['Nuclear fission', 'Burning coal', 'Static electricity'],
    'In the Sun, hydrogen fuses into helium and gives out energy.',
  ),
  fact(
    5,
    'Which telescope, launched in 2021, sees the universe in infrared light?',
    'James Webb Space Telescope',
    ['Hubble Space Telescope', 'Kepler Space Telescope', 'Chandra X-ray Observatory'],
    'The James Webb Space Telescope sees infrared light from the first galaxies.',
  ),
  fact(
    5,
    'What is the Kuiper Belt?',
    'A ring of icy bodies beyond Neptune',
    ['Rocky asteroids between Mars and Jupiter', 'A band of gas around the Sun', "A set of Saturn's rings"],
    'Pluto is one of the icy bodies in the Kuiper Belt.',
  ),
  fact(
    5,
    'What is the nearest star to the Sun?',
    'Proxima Centauri',
    ['Sirius', 'Polaris', 'Betelgeuse'],
    'Proxima Centauri is about 4.2 light-years away.',
  ),
  fact(
    5,
    'Roughly how old is the universe?',
    'About 14 billion years',
    ['About 4.5 billion years', 'About 1 million years', 'About 500 billion years'],
    'The universe began about 13.8 billion years ago.',
  ),
  fact(
    5,
    'Roughly how old is the Solar System?',
    'About 4.6 billion years',
    ['About 14 billion years', 'About 65 million years', 'About 10,000 years'],
    'The Sun and planets formed about 4.6 billion years ago.',
  ),
  fact(
    5,
    'What keeps the planets in orbit around the Sun?',
    "The Sun's gravity",
    ['Magnetism', 'The solar wind', 'Sunlight pushing them'],
    "The Sun's gravity bends each planet's path into an orbit.",
  ),
  fact(
    5,
    'Which planet has the fastest winds in the Solar System?',
    'Neptune',
    ['Jupiter', 'Saturn', 'Mars'],
    'Winds on Neptune blow faster than the speed of sound on Earth.',
  ),
  fact(
    5,
    'What is a nebula?',
    'A cloud of gas and dust in space',
    ['A group of galaxies', 'A moon with rings', 'A planet without a star'],
    'New stars form inside nebulae.',
  ),
  fact(
    5,
    'What causes the Northern Lights?',
    'Particles from the Sun hitting our air',
    ['Moonlight shining on ice', 'Light from big cities', 'Lightning high in the sky'],
    "Particles from the Sun make gases high in Earth's air glow.",
  ),
  fact(
    5,
    'What is the tallest volcano in the Solar System?',
    'Olympus Mons',
    ['Mauna Kea', 'Mount Everest', 'Mount Etna'],
    'Olympus Mons on Mars is about two and a half times as tall as Everest.',
  ),
  fact(
    5,
    'Which of these moons may hide an ocean under its ice?',
    'Europa',
    ['Io', 'Phobos', 'The Moon'],
    'Scientists think Europa has a salty ocean under its icy crust.',
  ),
  fact(
    5,
    'What is the most volcanic world in the Solar System?',
    'Io',
    ['Venus', 'Earth', 'Mars'],
    'Io, a moon of Jupiter, has hundreds of active volcanoes.',
  ),
  fact(
    5,
    'What is the huge explosion of a dying giant star called?',
    'A supernova',
    ['A red dwarf', 'A comet', 'A nebula'],
    'A supernova can outshine a whole galaxy for a while.',
  ),
  fact(
    5,
    'About how long does light take to reach us from the Moon?',
    'About 1 second',
    ['About 8 minutes', 'About 1 hour', 'About 1 day'],
    'Moonlight takes just over a second to reach the Earth.',
  ),
  fact(
    5,
    'Which spacecraft is the farthest human-made object from Earth?',
    'Voyager 1',
    ['Apollo 11', 'Hubble', 'Sputnik 1'],
    'Voyager 1 was launched in 1977 and has left the Sun behind.',
  ),
  fact(
    5,
    'What was the first artificial satellite, launched in 1957?',
    'Sputnik 1',
    ['Explorer 1', 'Vostok 1', 'Apollo 1'],
    'Sputnik 1 started the space age in 1957.',
  ),
  fact(
    5,
    'What is an exoplanet?',
    'A planet going around another star',
    ['A planet with no moons', 'A moon without a planet', 'A planet made of ice'],
    'Thousands of exoplanets have been found.',
  ),
  fact(
    5,
    'Which planet has the shortest day?',
    'Jupiter',
    ['Earth', 'Mars', 'Venus'],
    'Jupiter spins once in about 10 hours.',
  ),
  fact(
    5,
    'Why do we always see the same side of the Moon?',
    'It spins once each time it orbits',
    ['It does not spin at all', 'The Earth blocks the other side', 'The other side is always dark'],
    'The Moon turns once for every trip around the Earth.',
  ),
  fact(
    5,
    'What is a pulsar?',
    'A spinning dead star sending out beams',
    ['A planet that flashes', 'A star being born', 'A comet with two tails'],
    'A pulsar is a spinning neutron star.',
  ),
  fact(
    5,
    'What are Jupiter, Saturn, Uranus and Neptune called together?',
    'The outer planets',
    ['The inner planets', 'The dwarf planets', 'The rocky planets'],
    'They lie beyond the asteroid belt.',
  ),
];

function planetOptions(answer: string, exclude: readonly string[], optionCount: number, random: Random): string[] {
  const others = PLANETS.map((planet) => planet.name).filter((name) => name !== answer && !exclude.includes(name));
  return random.shuffle([answer, ...random.shuffle(others).slice(0, optionCount - 1)]);
}

/** Questions worked out from the list of planets, with the level each belongs to. */
function computedQuestion(level: number, age: number, random: Random): GeneratedQuestion | undefined {
  const optionCount = optionCountFor(age);
  const index = random.int(0, PLANETS.length - 1);
  const planet = PLANETS[index];
  if (!planet) return undefined;
  if (level === 2) {
    const next = PLANETS[index + 1];
    if (!next) return undefined;
    return {
      id: `planets:after:${planet.name}`,
      question:
        age <= 6
          ? `From the Sun, which planet comes after ${planet.name}?`
          : `Going out from the Sun, which planet comes straight after ${planet.name}?`,
      // The planet asked about is never offered as its own answer.
      options: planetOptions(next.name, [planet.name], optionCount, random),
      correctAnswer: next.name,
      explanation: `After ${planet.name} comes ${next.name}.`,
      skill: 'Order of the planets',
    };
  }
  if (level === 3) {
    return {
      id: `planets:order:${planet.name}`,
      question: `Which planet is ${ORDINALS[index]} from the Sun?`,
      options: planetOptions(planet.name, [], optionCount, random),
      correctAnswer: planet.name,
      explanation: `${planet.name} is planet number ${index + 1} from the Sun.`,
      skill: 'Order of the planets',
    };
  }
  if (level === 4) {
    const kinds = ['rocky planet', 'gas giant', 'ice giant', 'dwarf planet'];
    return {
      id: `planets:kind:${planet.name}`,
      question: `What kind of planet is ${planet.name}?`,
      options: random.shuffle(kinds.slice(0, Math.max(3, optionCount))),
      correctAnswer: planet.kind,
      explanation: `${planet.name} is a ${planet.kind}.`,
      skill: 'Kinds of planet',
    };
  }
  return undefined;
}

export const spaceAndPlanets: TopicGenerator = (request, random) => {
  const levels = rangeFor(SPACE_RANGES, request);
  const level = random.pick(levels);
  const facts = SPACE_FACTS.filter((candidate) => candidate.level === level);
  // Roughly one question in four is worked out from the planets' order or kind, where the level has one.
  if (random.next() < 0.25) {
    const computed = computedQuestion(level, request.age, random);
    if (computed) return computed;
  }
  const chosen = random.pick(facts);
  return {
    id: `planets:fact:${chosen.ask}`,
    question: chosen.ask,
    options: random.shuffle([chosen.answer, ...random.shuffle(chosen.wrong).slice(0, optionCountFor(request.age) - 1)]),
    correctAnswer: chosen.answer,
    explanation: chosen.why,
    skill: 'Space facts',
  };
};
