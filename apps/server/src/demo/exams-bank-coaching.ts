import { coachingDrills } from './exams-bank-generated.ts';
import { figure, grid, matching, multiple, numeric, single, text, trueFalse } from './exams-bank-helpers.ts';
import { INCLINE_SVG } from './exams-media.ts';
import type { BankSeed, QuestionSeed } from './exams-types.ts';

const q = (subject: string, prefix: string) => (n: number, topic: string) => ({ ref: `${prefix}-${n}`, subject, topic });
const phy = q('Physics', 'phy');
const chm = q('Chemistry', 'chm');
const mth = q('Mathematics', 'mth');
const bio = q('Biology', 'bio');
/** Numbers typed in: no negative marks (JEE Main pattern). */
const NO_NEGATIVE = { negative: [0, 1] as const };

const PROJECTILE = `<p>A ball is thrown from level ground with a speed of \\( 20\\ \\text{m/s} \\) at an angle of
\\( 30^\\circ \\) above the horizontal. Air resistance is negligible and \\( g = 10\\ \\text{m/s}^2 \\).
The horizontal component of its velocity, \\( u\\cos\\theta \\), stays the same through the flight; the
vertical component, \\( u\\sin\\theta \\), falls by \\( g \\) every second until the ball is at its
highest point, then grows again until it lands. The time of flight is \\( T = \\frac{2u\\sin\\theta}{g} \\),
the maximum height \\( H = \\frac{u^2\\sin^2\\theta}{2g} \\) and the range \\( R = \\frac{u^2\\sin 2\\theta}{g} \\).</p>`;

const PHYSICS: QuestionSeed[] = [
  numeric({ ...phy(1, 'Laws of Motion'), ...NO_NEGATIVE }, `<p>A block of mass \\( m \\) slides down the smooth incline shown. Taking \\( g = 9.8\\ \\text{m/s}^2 \\), find its acceleration.</p>${figure(INCLINE_SVG, 'A block of mass m on a smooth incline of 30 degrees')}`, '4.9', { unit: 'm/s²', tolerance: '0.05' }),
  multiple({ ...phy(2, 'Units and Measurements') }, '<p>Which of these quantities are vectors? Select all that apply.</p>', ['Velocity', 'Speed', 'Force', 'Work'], [0, 2]),
  trueFalse({ ...phy(3, 'Kinematics') }, '<p>In uniform circular motion the velocity of the body is constant.</p>', false),
  matching({ ...phy(4, 'Units and Measurements') }, '<p>Match each quantity with its SI unit.</p>', [
    ['Force', 'newton'],
    ['Power', 'watt'],
    ['Work', 'joule'],
    ['Electric charge', 'coulomb'],
  ]),
  grid({ ...phy(5, 'Units and Measurements') }, '<p>For each quantity, mark every base dimension it contains.</p>', ['\\( [M] \\)', '\\( [L] \\)', '\\( [T] \\)'], [
    ['Velocity', [1, 2]],
    ['Force', [0, 1, 2]],
    ['Frequency', [2]],
    ['Density', [0, 1]],
  ]),
  text({ ...phy(6, 'Electrostatics') }, '<p>Name the law: the force between two point charges is proportional to the product of the charges and inversely proportional to the square of the distance between them.</p>', ["Coulomb's law", 'coulombs law', 'coulomb law']),
  numeric({ ...phy(7, 'Kinematics'), passage: 'projectile', ...NO_NEGATIVE }, '<p>Using the passage, find the time of flight of the ball.</p>', '2', { unit: 's' }),
  single({ ...phy(8, 'Kinematics'), passage: 'projectile' }, '<p>Using the passage, the maximum height reached by the ball is</p>', ['\\( 5\\ \\text{m} \\)', '\\( 10\\ \\text{m} \\)', '\\( 20\\ \\text{m} \\)', '\\( 34.6\\ \\text{m} \\)'], 0),
];

const CHEMISTRY: QuestionSeed[] = [
  matching({ ...chm(1, 'Periodic Classification') }, '<p>Match each element with its group in the periodic table.</p>', [
    ['Sodium', 'Group 1'],
    ['Magnesium', 'Group 2'],
    ['Chlorine', 'Group 17'],
    ['Argon', 'Group 18'],
  ]),
  trueFalse({ ...chm(2, 'Chemical Bonding') }, '<p>The bond angle in a water molecule is \\( 180^\\circ \\).</p>', false),
  multiple({ ...chm(3, 'Hydrocarbons') }, '<p>Which of these compounds are aromatic? Select all that apply.</p>', ['Benzene', 'Cyclohexane', 'Toluene', 'Hexane'], [0, 2]),
  text({ ...chm(4, 'Organic Chemistry: Basic Principles') }, '<p>Write the IUPAC name of \\( \\mathrm{CH_3CH_2OH} \\).</p>', ['ethanol']),
  grid({ ...chm(5, 'Redox Reactions') }, '<p>Classify each oxide.</p>', ['Acidic', 'Basic', 'Amphoteric'], [
    ['\\( \\mathrm{SO_2} \\)', [0]],
    ['\\( \\mathrm{Na_2O} \\)', [1]],
    ['\\( \\mathrm{Al_2O_3} \\)', [2]],
    ['\\( \\mathrm{CO_2} \\)', [0]],
  ], false),
  single({ ...chm(6, 'Equilibrium') }, '<p>The pH of a \\( 10^{-3}\\ \\text{M} \\) solution of HCl at \\( 25^\\circ\\text{C} \\) is</p>', ['1', '3', '7', '11'], 1),
];

const MATHS: QuestionSeed[] = [
  matching({ ...mth(1, 'Limits and Derivatives') }, '<p>Match each function with its derivative.</p>', [
    ['\\( \\sin x \\)', '\\( \\cos x \\)'],
    ['\\( e^x \\)', '\\( e^x \\)'],
    ['\\( \\ln x \\)', '\\( \\frac{1}{x} \\)'],
    ['\\( x^2 \\)', '\\( 2x \\)'],
  ]),
  trueFalse({ ...mth(2, 'Complex Numbers') }, '<p>\\( i^{4} = 1 \\), where \\( i = \\sqrt{-1} \\).</p>', true),
  multiple({ ...mth(3, 'Sets, Relations and Functions') }, '<p>Which of these functions from \\( \\mathbb{R} \\) to \\( \\mathbb{R} \\) are one-one? Select all that apply.</p>', ['\\( f(x) = 2x + 3 \\)', '\\( f(x) = x^2 \\)', '\\( f(x) = x^3 \\)', '\\( f(x) = |x| \\)'], [0, 2], true),
  single({ ...mth(4, 'Trigonometric Functions') }, '<p>The value of \\( \\sin^2 \\theta + \\cos^2 \\theta \\) is</p>', ['0', '1', '2', '\\( \\tan \\theta \\)'], 1),
];

const BIOLOGY: QuestionSeed[] = [
  single({ ...bio(1, 'Cell: The Unit of Life') }, '<p>The powerhouse of the cell is the</p>', ['Ribosome', 'Mitochondrion', 'Golgi body', 'Lysosome'], 1),
  single({ ...bio(2, 'Human Physiology') }, '<p>Which blood cells carry oxygen?</p>', ['Red blood cells', 'White blood cells', 'Platelets', 'Lymphocytes'], 0),
  multiple({ ...bio(3, 'Plant Physiology') }, '<p>Which of these are needed for photosynthesis? Select all that apply.</p>', ['Carbon dioxide', 'Water', 'Light', 'Oxygen'], [0, 1, 2]),
  trueFalse({ ...bio(4, 'Molecular Basis of Inheritance') }, '<p>In DNA, adenine pairs with thymine.</p>', true),
  matching({ ...bio(5, 'Human Physiology') }, '<p>Match each hormone with the gland that secretes it.</p>', [
    ['Insulin', 'Pancreas'],
    ['Thyroxine', 'Thyroid'],
    ['Adrenaline', 'Adrenal medulla'],
    ['Growth hormone', 'Pituitary'],
  ]),
  single({ ...bio(6, 'Principles of Inheritance and Variation') }, '<p>The phenotypic ratio of a monohybrid cross in the F2 generation is</p>', ['1 : 1', '3 : 1', '9 : 3 : 3 : 1', '1 : 2 : 1'], 1),
  text({ ...bio(7, 'Ecology and Environment') }, '<p>What is the term for the position of an organism in a food chain?</p>', ['trophic level']),
  single({ ...bio(8, 'Biotechnology') }, '<p>The enzyme that cuts DNA at specific sites is called a</p>', ['Ligase', 'Polymerase', 'Restriction endonuclease', 'Helicase'], 2),
  trueFalse({ ...bio(9, 'Evolution') }, '<p>Homologous organs show divergent evolution.</p>', true),
  single({ ...bio(10, 'Human Reproduction') }, '<p>Fertilisation in humans usually takes place in the</p>', ['Uterus', 'Ovary', 'Fallopian tube', 'Cervix'], 2),
  grid({ ...bio(11, 'Cell: The Unit of Life') }, '<p>Mark where each structure is found.</p>', ['Prokaryotic cell', 'Eukaryotic cell'], [
    ['Ribosomes', [0, 1]],
    ['Nucleus with a membrane', [1]],
    ['Mitochondria', [1]],
    ['Cell membrane', [0, 1]],
  ]),
];

export const COACHING_BANK: BankSeed = {
  passages: [{ ref: 'projectile', title: 'Projectile motion', body: PROJECTILE }],
  questions: [...PHYSICS, ...CHEMISTRY, ...MATHS, ...BIOLOGY, ...coachingDrills()],
};
