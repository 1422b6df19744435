import { optionCountFor, type TopicGenerator } from './topic-generator.ts';

const PLANETS = [
  {
    name: 'Mercury',
    kind: 'rocky planet',
    short: 'the smallest planet',
    fact: 'the smallest planet and the closest to the Sun',
  },
  {
    name: 'Venus',
    kind: 'rocky planet',
    short: 'the hottest planet',
    fact: 'the hottest planet, because its thick clouds trap heat',
  },
  { name: 'Earth', kind: 'rocky planet', short: 'our home planet', fact: 'the only planet we know has life' },
  {
    name: 'Mars',
    kind: 'rocky planet',
    short: 'the Red Planet',
    fact: 'called the Red Planet because of its rusty red dust',
  },
  {
    name: 'Jupiter',
    kind: 'gas giant',
    short: 'the biggest planet',
    fact: 'the biggest planet, with a giant storm called the Great Red Spot',
  },
  {
    name: 'Saturn',
    kind: 'gas giant',
    short: 'the planet with bright rings',
    fact: 'famous for its bright rings of ice and rock',
  },
  {
    name: 'Uranus',
    kind: 'ice giant',
    short: 'an ice giant',
    fact: 'tipped on its side, so it spins like a rolling ball',
  },
  {
    name: 'Neptune',
    kind: 'ice giant',
    short: 'the farthest planet',
    fact: 'the farthest planet from the Sun and very windy',
  },
] as const;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** Space facts with their own answers, so young children get variety beyond the eight planets. */
const SPACE_FACTS = [
  {
    ask: 'What is the Sun?',
    answer: 'A star',
    wrong: ['A planet', 'A cloud', 'A moon'],
    why: 'The Sun is a star. It is very hot.',
    minAge: 4,
  },
  {
    ask: 'What goes around the Earth?',
    answer: 'The Moon',
    wrong: ['The Sun', 'Mars', 'Jupiter'],
    why: 'The Moon travels around the Earth.',
    minAge: 4,
  },
  {
    ask: 'Who travels into space?',
    answer: 'An astronaut',
    wrong: ['A sailor', 'A baker', 'A farmer'],
    why: 'Astronauts train to travel into space.',
    minAge: 4,
  },
  {
    ask: 'What do astronauts wear in space?',
    answer: 'A spacesuit',
    wrong: ['A raincoat', 'A swimsuit', 'Pyjamas'],
    why: 'A spacesuit keeps astronauts safe.',
    minAge: 4,
  },
  {
    ask: 'What takes people into space?',
    answer: 'A rocket',
    wrong: ['A bus', 'A boat', 'A bike'],
    why: 'Rockets can fly up into space.',
    minAge: 4,
  },
  {
    ask: 'How many planets go around our Sun?',
    answer: '8',
    wrong: ['5', '12', '20'],
    why: 'Eight planets go around our Sun.',
    minAge: 5,
  },
  {
    ask: 'Which star is closest to the Earth?',
    answer: 'The Sun',
    wrong: ['The Moon', 'Mars', 'Saturn'],
    why: 'The Sun is our closest star.',
    minAge: 5,
  },
  {
    ask: 'What is the Moon made of?',
    answer: 'Rock',
    wrong: ['Cheese', 'Ice cream', 'Water'],
    why: 'The Moon is a big ball of rock.',
    minAge: 4,
  },
  {
    ask: 'What pulls things down to the ground?',
    answer: 'Gravity',
    wrong: ['Wind', 'Light', 'Sound'],
    why: 'Gravity pulls things towards the Earth.',
    minAge: 7,
  },
  {
    ask: 'What is our galaxy called?',
    answer: 'The Milky Way',
    wrong: ['The Big Spoon', 'The Star Road', 'The Sky Ring'],
    why: 'Our Sun is one star in the Milky Way.',
    minAge: 7,
  },
  {
    ask: 'How long does the Earth take to go around the Sun?',
    answer: 'About a year',
    wrong: ['About a day', 'About a week', 'About a month'],
    why: 'One trip around the Sun takes about 365 days.',
    minAge: 7,
  },
  {
    ask: 'How long does the Earth take to spin around once?',
    answer: 'About a day',
    wrong: ['About a year', 'About an hour', 'About a week'],
    why: 'One spin of the Earth gives us day and night.',
    minAge: 7,
  },
  {
    ask: 'Who was the first person to walk on the Moon?',
    answer: 'Neil Armstrong',
    wrong: ['Yuri Gagarin', 'Isaac Newton', 'Galileo Galilei'],
    why: 'Neil Armstrong stepped onto the Moon in 1969.',
    minAge: 9,
  },
  {
    ask: 'Who was the first person to travel into space?',
    answer: 'Yuri Gagarin',
    wrong: ['Neil Armstrong', 'Albert Einstein', 'Tim Peake'],
    why: 'Yuri Gagarin orbited the Earth in 1961.',
    minAge: 9,
  },
  {
    ask: 'What is a shooting star really?',
    answer: 'A space rock burning up',
    wrong: ['A falling star', 'A firework', 'A tiny planet'],
    why: 'It is a small rock from space burning up in our air.',
    minAge: 9,
  },
];

const FACT_QUESTIONS = [
  { ask: 'Which planet is the biggest?', answer: 'Jupiter', minAge: 4 },
  { ask: 'Which planet is called the Red Planet?', answer: 'Mars', minAge: 4 },
  { ask: 'Which planet do we live on?', answer: 'Earth', minAge: 4 },
  { ask: 'Which planet has the most famous rings?', answer: 'Saturn', minAge: 4 },
  { ask: 'Which planet is closest to the Sun?', answer: 'Mercury', minAge: 6 },
  { ask: 'Which planet is the hottest?', answer: 'Venus', minAge: 7 },
  { ask: 'Which planet is the smallest?', answer: 'Mercury', minAge: 7 },
  { ask: 'Which planet is farthest from the Sun?', answer: 'Neptune', minAge: 7 },
  { ask: 'Which planet spins tipped over on its side?', answer: 'Uranus', minAge: 10 },
  { ask: 'Which planet has the storm called the Great Red Spot?', answer: 'Jupiter', minAge: 9 },
];

export const spaceAndPlanets: TopicGenerator = (request, random) => {
  const optionCount = optionCountFor(request.age);
  const names = PLANETS.map((planet) => planet.name);
  const withAnswer = (answer: string) =>
    random.shuffle([answer, ...random.shuffle(names.filter((name) => name !== answer)).slice(0, optionCount - 1)]);
  const kind = random.int(0, 4);
  if (kind === 4) {
    const fact = random.pick(SPACE_FACTS.filter((candidate) => candidate.minAge <= request.age));
    return {
      id: `planets:space:${fact.ask}`,
      question: fact.ask,
      options: random.shuffle([fact.answer, ...random.shuffle(fact.wrong).slice(0, optionCount - 1)]),
      correctAnswer: fact.answer,
      explanation: fact.why,
      skill: 'Space facts',
    };
  }
  if (kind === 0) {
    const facts = FACT_QUESTIONS.filter((fact) => fact.minAge <= request.age);
    const fact = random.pick(facts);
    const planet = PLANETS.find((candidate) => candidate.name === fact.answer);
    return {
      id: `planets:fact:${fact.ask}`,
      question: fact.ask,
      options: withAnswer(fact.answer),
      correctAnswer: fact.answer,
      explanation: `${fact.answer} is ${(request.age <= 9 ? planet?.short : planet?.fact) ?? 'a planet'}.`,
      skill: 'Planet facts',
    };
  }
  const index = random.int(0, PLANETS.length - 1);
  const planet = PLANETS[index];
  if (!planet) return undefined;
  if (kind === 1) {
    return {
      id: `planets:order:${planet.name}`,
      question: `Which planet is ${ORDINALS[index]} from the Sun?`,
      options: withAnswer(planet.name),
      correctAnswer: planet.name,
      explanation: `${planet.name} is planet number ${index + 1} from the Sun.`,
      skill: 'Order of the planets',
    };
  }
  if ((kind === 2 || request.age <= 6) && index < PLANETS.length - 1) {
    const next = PLANETS[index + 1];
    if (!next) return undefined;
    return {
      id: `planets:after:${planet.name}`,
      question:
        request.age <= 6
          ? `Which planet comes after ${planet.name}?`
          : `Going out from the Sun, which planet comes straight after ${planet.name}?`,
      options: withAnswer(next.name),
      correctAnswer: next.name,
      explanation: `After ${planet.name} comes ${next.name}.`,
      skill: 'Order of the planets',
    };
  }
  const kinds = ['rocky planet', 'gas giant', 'ice giant'];
  return {
    id: `planets:kind:${planet.name}`,
    question: `What kind of planet is ${planet.name}?`,
    options: random.shuffle(kinds),
    correctAnswer: planet.kind,
    explanation: `${planet.name} is a ${planet.kind}.`,
    skill: 'Kinds of planet',
  };
};
