import type { CoachingPlan, CoachingSubject } from './timetable-coaching.ts';
import type { Teacher } from './timetable-plan.ts';

/**
 * The online batches of the coaching institute (102) and the small French-medium institute
 * (106343): JEE and NEET syllabi, an open user's purchased products, and a baccalauréat group.
 */
const t = (name: string, photo: string | null = null): Teacher => ({ name, photo });
const PHYSICS = t('Dr. Sandeep Malhotra', 'sandeep-malhotra');
const CHEMISTRY = t('Nidhi Agarwal', 'nidhi-agarwal');
const MATHS = t('Vivek Raghavan', 'vivek-raghavan');
const BIOLOGY = t('Dr. Farah Khan');

const PHYSICS_11 = ['Units and Measurements', 'Kinematics', 'Laws of Motion', 'Work, Energy and Power', 'Rotational Motion', 'Gravitation', 'Properties of Matter', 'Thermodynamics', 'Kinetic Theory of Gases', 'Oscillations and Waves'];
const PHYSICS_12 = ['Electrostatics', 'Current Electricity', 'Magnetic Effects of Current', 'Electromagnetic Induction', 'Alternating Current', 'Ray Optics', 'Wave Optics', 'Dual Nature of Matter', 'Atoms and Nuclei', 'Semiconductor Electronics'];
const CHEMISTRY_11 = ['Some Basic Concepts of Chemistry', 'Structure of Atom', 'Periodic Classification', 'Chemical Bonding', 'Chemical Thermodynamics', 'Equilibrium', 'Redox Reactions', 'Organic Chemistry: Basic Principles', 'Hydrocarbons'];
const CHEMISTRY_12 = ['Solutions', 'Electrochemistry', 'Chemical Kinetics', 'd- and f-Block Elements', 'Coordination Compounds', 'Haloalkanes and Haloarenes', 'Alcohols, Phenols and Ethers', 'Aldehydes, Ketones and Carboxylic Acids', 'Amines', 'Biomolecules'];
const MATHS_11 = ['Sets, Relations and Functions', 'Trigonometric Functions', 'Complex Numbers', 'Permutations and Combinations', 'Binomial Theorem', 'Sequences and Series', 'Straight Lines', 'Conic Sections', 'Limits and Derivatives', 'Statistics and Probability'];
const MATHS_12 = ['Inverse Trigonometric Functions', 'Matrices and Determinants', 'Continuity and Differentiability', 'Applications of Derivatives', 'Integrals', 'Applications of Integrals', 'Differential Equations', 'Vector Algebra', 'Three Dimensional Geometry', 'Probability'];
const BIOLOGY_NEET = ['Cell: The Unit of Life', 'Plant Physiology', 'Human Physiology', 'Sexual Reproduction in Flowering Plants', 'Human Reproduction', 'Principles of Inheritance and Variation', 'Molecular Basis of Inheritance', 'Evolution', 'Biotechnology', 'Ecology and Environment'];

const s = (name: string, teacher: Teacher, chapters: readonly string[]): CoachingSubject => ({ name, teacher, chapters });
const lecture = (subject: string, n: number, chapter: string) => `${subject} L${n}: ${chapter}`;

type Year = { start: string; end: string };

/** Diya's two-year JEE batch: Class 11 topics last year, Class 12 this year; two evening lectures a day. */
export function jeeBatch(batch: string, year: Year, classTwelve: boolean): CoachingPlan {
  return {
    batch,
    year,
    subjects: classTwelve
      ? [s('Physics', PHYSICS, PHYSICS_12), s('Chemistry', CHEMISTRY, CHEMISTRY_12), s('Mathematics', MATHS, MATHS_12)]
      : [s('Physics', PHYSICS, PHYSICS_11), s('Chemistry', CHEMISTRY, CHEMISTRY_11), s('Mathematics', MATHS, MATHS_11)],
    liveDays: [1, 2, 3, 4, 5, 6],
    liveTimes: [
      ['16:00', '17:30'],
      ['17:45', '19:15'],
    ],
    provider: 'Zoom',
    sessionName: lecture,
    exams: {
      weekday: 6,
      everyWeeks: 2,
      start: '10:00',
      end: '13:00',
      name: (n) => `JEE Main Part Test ${n}`,
      description: '75 questions (25 per subject), 3 hours, +4/-1 marking. Covers the chapters taught up to the last Friday.',
      bySubject: false,
    },
  };
}

/** Last year's NEET batch (Ishaan at the coaching institute): morning lectures on Webex. */
export function neetBatch(batch: string, year: Year): CoachingPlan {
  return {
    batch,
    year,
    subjects: [s('Biology', BIOLOGY, BIOLOGY_NEET), s('Physics', PHYSICS, PHYSICS_12), s('Chemistry', CHEMISTRY, CHEMISTRY_12)],
    liveDays: [1, 2, 3, 4, 5, 6],
    liveTimes: [
      ['07:00', '08:30'],
      ['08:45', '10:15'],
    ],
    provider: 'Webex',
    sessionName: lecture,
    exams: {
      weekday: 6,
      everyWeeks: 2,
      start: '14:00',
      end: '17:20',
      name: (n) => `NEET Grand Test ${n}`,
      description: '180 questions in 3 hours 20 minutes, NEET pattern, +4/-1 marking.',
      bySubject: false,
    },
  };
}

/** The open user's crash course (a product): three evenings a week and a weekend mock open for two days. */
export function crashCourse(batch: string, year: Year): CoachingPlan {
  return {
    batch,
    year,
    subjects: [s('Biology', BIOLOGY, BIOLOGY_NEET), s('Physics', PHYSICS, PHYSICS_11), s('Chemistry', CHEMISTRY, CHEMISTRY_11)],
    liveDays: [1, 3, 5],
    liveTimes: [['19:30', '21:00']],
    provider: 'Zoom',
    sessionName: (subject, n, chapter) => `Crash Course ${subject} #${n}: ${chapter}`,
    exams: {
      weekday: 6,
      everyWeeks: 1,
      start: '06:00',
      end: '22:00',
      spanDays: 1,
      name: (n) => `NEET Full Mock Test ${n}`,
      description: 'Full-length mock, 200 minutes once started. Open from Saturday 6 AM to Sunday 10 PM.',
      bySubject: false,
    },
  };
}

/** The open user's test series of last year: online exams only. */
export function testSeries(batch: string, year: Year): CoachingPlan {
  return {
    ...crashCourse(batch, year),
    liveDays: [],
    exams: {
      weekday: 6,
      everyWeeks: 2,
      start: '09:00',
      end: '21:00',
      name: (n, subject) => `NEET Chapter Test ${n}: ${subject?.name ?? ''}`,
      description: '45 questions, 60 minutes once started. Attempt any time between 9 AM and 9 PM.',
      bySubject: true,
    },
  };
}

const MATHEMATIQUES_1 = ['Suites numériques', 'Second degré', 'Dérivation', 'Fonction exponentielle', 'Trigonométrie', 'Produit scalaire', 'Probabilités conditionnelles'];
const MATHEMATIQUES_T = ['Limites de fonctions', 'Continuité', 'Logarithme népérien', 'Primitives et équations différentielles', 'Calcul intégral', 'Dénombrement', 'Loi binomiale', "Géométrie dans l'espace"];
const PHYSIQUE = ['Mouvement et forces', 'Énergie mécanique', 'Ondes mécaniques', 'Réactions acide-base', 'Cinétique chimique', 'Lentilles et optique', 'Thermodynamique'];
const SVT = ['Génétique et évolution', 'Le domaine continental', 'Immunologie', 'Neurobiologie', 'Écosystèmes et services environnementaux'];

/** Aditi's baccalauréat group in Puducherry, taught in French on Google Meet. */
export function groupeSciences(batch: string, year: Year, terminale: boolean): CoachingPlan {
  return {
    batch,
    year,
    subjects: [
      s('Mathématiques', t('Mme Anjali Pillai', 'anjali-pillai'), terminale ? MATHEMATIQUES_T : MATHEMATIQUES_1),
      s('Physique-Chimie', t('M. Karthik Subramanian', 'karthik-subramanian'), PHYSIQUE),
      s('SVT', t('Mme Sophie Ramassamy'), SVT),
    ],
    liveDays: [1, 3, 5],
    liveTimes: [['17:00', '18:30']],
    provider: 'Google Meet',
    sessionName: (subject, n, chapter) => `${subject} – séance ${n} : ${chapter}`,
    exams: {
      weekday: 6,
      everyWeeks: 2,
      start: '10:00',
      end: '12:00',
      name: (n, subject) => `Contrôle en ligne ${n} : ${subject?.name ?? ''}`,
      description: 'Vingt questions, 45 minutes une fois commencé. Calculatrice autorisée.',
      bySubject: true,
    },
  };
}
