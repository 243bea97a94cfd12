import { figure, grid, matching, multiple, numeric, single, text, trueFalse } from './exams-bank-helpers.ts';
import { CIRCUIT_SVG, RAINFALL_SVG } from './exams-media.ts';
import type { BankSeed, QuestionSeed } from './exams-types.ts';
import { schoolMathsDrills } from './exams-bank-generated.ts';

const sci = (n: number, topic: string) => ({ ref: `sci-${n}`, subject: 'Science', topic });
const maths = (n: number, topic: string) => ({ ref: `mat-${n}`, subject: 'Mathematics', topic });

const FLAME = `<p>A candle flame has three zones. The innermost zone, around the wick, is dark: it holds
unburnt wax vapour. The middle zone is luminous and yellow, where the fuel burns partly. The
outermost zone is blue and non-luminous: there the fuel burns completely, and it is the hottest
part of the flame. Goldsmiths blow this outer zone onto gold and silver to melt them.</p>
<p>A fire needs fuel, air and heat. Water puts out most fires by cooling the fuel below its
ignition temperature, but it must never be used on fires in electrical equipment (water conducts
electricity) or on burning oil (oil floats on water and keeps burning). Carbon dioxide is the
best extinguisher for such fires: being heavier than air, it covers the fire like a blanket and
cuts off the supply of oxygen.</p>`;

/** A long passage: on a phone it runs well past one screen, so the panel's buttons must stay in reach (issue 32). */
const WATER = `<p>Only about three per cent of the water on the Earth is fresh water, and most of that is
locked in ice caps and glaciers or lies deep underground. The water of rivers, lakes and wells
that people can use is a small and precious share, and much of it is spoilt by what we let into it.</p>
<p>The Ganga is an example. From Gangotri in the Himalayas to the Bay of Bengal it flows past
hundreds of towns and cities. Untreated sewage, garbage, the ashes of the dead and the waste of
industries such as tanneries and paper mills are poured into it every day. The Ganga Action Plan
began in 1985 to reduce this pollution, but the river is still badly polluted in many places.</p>
<p>Factories also release chemicals such as arsenic, lead and fluorides into rivers. Fertilisers
and pesticides used on the fields are washed into ponds and lakes by the rain. The nutrients in
them make algae grow so fast that, when the algae die, the bacteria that decompose them use up
the oxygen dissolved in the water, and the fish die. Hot water from power plants raises the
temperature of a river, which also harms the plants and animals living in it.</p>
<p>Polluted water carries the germs of diseases such as cholera, typhoid and jaundice. Water that
looks clear may still hold germs, so drinking water must be made safe. Boiling kills the germs;
filters remove the impurities that do not dissolve; and chlorination, adding chlorine tablets or
bleaching powder in the right amount, is the chemical method used to purify the water supplied
to cities.</p>
<p>Each of us can help: by not throwing waste into drains and rivers, by using fertilisers and
pesticides only as much as needed, and by collecting rainwater from roofs instead of letting it
run off into the drains.</p>`;

/**
 * Class 8 Science (Sunrise Public School, NCERT chapters): the first fifteen make today's quiz
 * and hold every question type, a passage shared by two questions, a diagram and formulas.
 */
const SCIENCE: QuestionSeed[] = [
  single({ ...sci(1, 'Chemical Effects of Electric Current') }, `<p>Which part labelled in the circuit below is the switch?</p>${figure(CIRCUIT_SVG, 'A circuit with a cell A, a bulb B and an open switch C')}`, ['A', 'B', 'C', 'None of them'], 2),
  single({ ...sci(2, 'Force and Pressure') }, '<p>The SI unit of pressure is</p>', ['newton', 'pascal', 'joule', 'watt'], 1),
  multiple({ ...sci(3, 'Coal and Petroleum') }, '<p>Which of these are fossil fuels? Select all that apply.</p>', ['Coal', 'Petroleum', 'Natural gas', 'Wood'], [0, 1, 2]),
  trueFalse({ ...sci(4, 'Sound') }, '<p>Sound can travel through a vacuum.</p>', false),
  numeric({ ...sci(5, 'Force and Pressure') }, '<p>A force of 200 N acts on an area of \\( 0.5\\ \\text{m}^2 \\). Using \\( P = \\frac{F}{A} \\), find the pressure.</p>', '400', { unit: 'Pa' }),
  text({ ...sci(6, 'Combustion and Flame') }, '<p>Name the gas that turns lime water milky.</p>', ['carbon dioxide', 'CO2']),
  matching({ ...sci(7, 'Microorganisms') }, '<p>Match each microorganism with its use.</p>', [
    ['Lactobacillus', 'Setting milk into curd'],
    ['Yeast', 'Making bread rise'],
    ['Rhizobium', 'Fixing nitrogen in the soil'],
    ['Penicillium', 'Making an antibiotic'],
  ]),
  grid({ ...sci(8, 'Materials: Metals and Non-metals') }, '<p>Mark each material as a metal or a non-metal.</p>', ['Metal', 'Non-metal'], [
    ['Copper', [0]],
    ['Sulphur', [1]],
    ['Iron', [0]],
    ['Carbon', [1]],
  ]),
  single({ ...sci(9, 'Combustion and Flame'), passage: 'flame' }, '<p>According to the passage, which zone of a candle flame is the hottest?</p>', ['The dark innermost zone', 'The luminous middle zone', 'The blue outermost zone', 'All zones are equally hot'], 2),
  trueFalse({ ...sci(10, 'Combustion and Flame'), passage: 'flame' }, '<p>According to the passage, water is the best choice to put out a fire in a television set.</p>', false),
  single({ ...sci(11, 'Light') }, '<p>A ray of light strikes a plane mirror with an angle of incidence of \\( 35^\\circ \\). What is the angle of reflection?</p>', ['\\( 35^\\circ \\)', '\\( 55^\\circ \\)', '\\( 70^\\circ \\)', '\\( 90^\\circ \\)'], 0),
  multiple({ ...sci(12, 'Cell: Structure and Functions') }, '<p>Which of these are found in plant cells but not in animal cells? Select all that apply.</p>', ['Cell wall', 'Chloroplasts', 'Nucleus', 'Cell membrane'], [0, 1], true),
  single({ ...sci(13, 'Friction') }, '<p>Friction in the axle of a bicycle can be reduced by</p>', ['Sprinkling sand on it', 'Using ball bearings', 'Making its surface rough', 'Adding more weight'], 1),
  trueFalse({ ...sci(14, 'Stars and the Solar System') }, '<p>The Moon shines by its own light.</p>', false),
  numeric({ ...sci(15, 'Sound') }, '<p>A string vibrates 50 times a second. Find its time period in seconds, \\( T = \\frac{1}{f} \\).</p>', '0.02', { unit: 's' }),
  single({ ...sci(16, 'Crop Production and Management') }, '<p>Which of these is a kharif crop?</p>', ['Wheat', 'Gram', 'Paddy', 'Mustard'], 2),
  text({ ...sci(17, 'Chemical Effects of Electric Current') }, '<p>What is the process of depositing a layer of a desired metal on another material by means of electricity called?</p>', ['electroplating']),
  trueFalse({ ...sci(18, 'Synthetic Fibres and Plastics') }, '<p>Plastics are good conductors of heat and electricity.</p>', false),
  matching({ ...sci(19, 'Pollution of Air and Water') }, '<p>Match each pollutant with its main source.</p>', [
    ['Carbon monoxide', 'Incomplete burning of fuel in vehicles'],
    ['Sulphur dioxide', 'Burning of coal in power plants'],
    ['CFCs', 'Old refrigerators and air conditioners'],
  ]),
  single({ ...sci(20, 'Some Natural Phenomena') }, '<p>The instrument that records the tremors of an earthquake is the</p>', ['Barometer', 'Seismograph', 'Thermometer', 'Anemometer'], 1),
  // A grid wider than a phone (five columns): the revision set's check of the panel at 390 px.
  grid({ ...sci(21, 'Materials: Metals and Non-metals') }, '<p>Mark every property each material shows.</p>', ['Conducts electricity', 'Malleable', 'Ductile', 'Sonorous', 'Lustrous'], [
    ['Copper', [0, 1, 2, 3, 4]],
    ['Graphite', [0]],
    ['Iodine', [4]],
    ['Aluminium', [0, 1, 2, 3, 4]],
  ]),
  single({ ...sci(22, 'Pollution of Air and Water'), passage: 'water' }, '<p>According to the passage, why do the fish of a lake die when fertilisers are washed into it?</p>', ['The fertilisers poison the fish', 'Decomposing algae use up the dissolved oxygen', 'The water becomes too hot', 'The water becomes salty'], 1),
  trueFalse({ ...sci(23, 'Pollution of Air and Water'), passage: 'water' }, '<p>According to the passage, water that looks clear is always safe to drink.</p>', false),
];

/** Class 8 Mathematics: a few written by hand and the generated drills of the practice sets. */
const MATHS: QuestionSeed[] = [
  single({ ...maths(1, 'Data Handling') }, `<p>The bar graph shows the rainfall in a village. Which month had the most rain?</p>${figure(RAINFALL_SVG, 'Bar graph of rainfall: June 120 mm, July 160 mm, August 140 mm, September 80 mm')}`, ['June', 'July', 'August', 'September'], 1),
  numeric({ ...maths(2, 'Data Handling') }, `<p>Using the same bar graph, find the total rainfall from June to September.</p>${figure(RAINFALL_SVG, 'Bar graph of rainfall: June 120 mm, July 160 mm, August 140 mm, September 80 mm')}`, '500', { unit: 'mm' }),
  trueFalse({ ...maths(3, 'Rational Numbers') }, '<p>Every rational number is a whole number.</p>', false),
  matching({ ...maths(4, 'Mensuration') }, '<p>Match each figure with its area.</p>', [
    ['Square of side \\( a \\)', '\\( a^2 \\)'],
    ['Rectangle \\( l \\times b \\)', '\\( lb \\)'],
    ['Circle of radius \\( r \\)', '\\( \\pi r^2 \\)'],
    ['Triangle of base \\( b \\), height \\( h \\)', '\\( \\frac{1}{2} bh \\)'],
  ]),
  grid({ ...maths(5, 'Squares and Square Roots') }, '<p>For each number, mark whether it is a perfect square, a perfect cube, or both.</p>', ['Perfect square', 'Perfect cube'], [
    ['64', [0, 1]],
    ['81', [0]],
    ['125', [1]],
    ['1', [0, 1]],
  ]),
  ...schoolMathsDrills(),
];

export const SCHOOL_BANK: BankSeed = {
  passages: [
    { ref: 'flame', title: 'Combustion and flame', body: FLAME },
    { ref: 'water', title: 'Water: a precious resource', body: WATER },
  ],
  questions: [...SCIENCE, ...MATHS],
};
