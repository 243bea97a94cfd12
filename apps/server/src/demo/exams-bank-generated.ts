import { numeric, single } from './exams-bank-helpers.ts';
import type { QuestionSeed } from './exams-types.ts';

/**
 * Drills made from templates with fixed numbers (the same at every seed): enough questions for
 * the practice sets and full-length tests without writing each by hand.
 */
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const tex = (num: number, den: number) => (den === 1 ? `\\( ${num} \\)` : `\\( \\frac{${num}}{${den}} \\)`);

function fraction(num: number, den: number): [number, number] {
  const g = gcd(num, den);
  return [num / g, den / g];
}

/** Four distinct choices, the right one at a place that moves with i; returns choices and its index. */
function choicesWith(right: string, wrong: string[], i: number): [string[], number] {
  const others = [...new Set(wrong.filter((w) => w !== right))].slice(0, 3);
  const at = i % (others.length + 1);
  return [[...others.slice(0, at), right, ...others.slice(at)], at];
}

/** Class 8: linear equations, sums of fractions, percentages, square roots. */
export function schoolMathsDrills(): QuestionSeed[] {
  const linear = range(8).map((i) => {
    const a = 2 + (i % 8);
    const x = 3 + ((i * 5) % 11);
    const b = 4 + ((i * 7) % 17);
    return numeric({ ref: `mat-g${i + 1}`, subject: 'Mathematics', topic: 'Linear Equations in One Variable' }, `<p>Solve for \\( x \\): \\( ${a}x + ${b} = ${a * x + b} \\)</p>`, String(x));
  });
  const sums = range(6).map((i) => {
    const [p, q, r, s] = [1 + (i % 3), 3 + i, 1 + ((i + 1) % 4), 4 + 2 * (i % 3)];
    const [n, d] = fraction(p * s + r * q, q * s);
    const [choices, correct] = choicesWith(tex(n, d), [tex(p + r, q + s), tex(...fraction(p * r, q * s)), tex(...fraction(n + 1, d)), tex(...fraction(n, d + 1))], i);
    return single({ ref: `mat-g${9 + i}`, subject: 'Mathematics', topic: 'Rational Numbers' }, `<p>Find \\( \\frac{${p}}{${q}} + \\frac{${r}}{${s}} \\).</p>`, choices, correct);
  });
  const percent = range(6).map((i) => {
    const pct = [5, 12, 15, 20, 25, 40][i]!;
    const of = [360, 250, 840, 1250, 96, 455][i]!;
    return numeric({ ref: `mat-g${15 + i}`, subject: 'Mathematics', topic: 'Comparing Quantities' }, `<p>Find ${pct}% of ₹${of}.</p>`, String((pct * of) / 100), { unit: '₹' });
  });
  const roots = range(4).map((i) => {
    const n = [24, 37, 45, 52][i]!;
    return numeric({ ref: `mat-g${21 + i}`, subject: 'Mathematics', topic: 'Squares and Square Roots' }, `<p>Find \\( \\sqrt{${n * n}} \\).</p>`, String(n));
  });
  return [...linear, ...sums, ...percent, ...roots];
}

const COMPOUNDS = [
  ['H_2O', 18],
  ['CO_2', 44],
  ['NaCl', 58.5],
  ['CaCO_3', 100],
  ['H_2SO_4', 98],
  ['NH_3', 17],
  ['C_6H_{12}O_6', 180],
  ['CH_4', 16],
] as const;

/** JEE and NEET Physics, Chemistry and Mathematics drills (numbers typed in carry no negative marks). */
export function coachingDrills(): QuestionSeed[] {
  const physics = [
    ...range(4).map((i) => {
      const [u, a, t] = [2 + 3 * i, 1.5 + i, 4 + (i % 3)];
      return numeric({ ref: `phy-g${i + 1}`, subject: 'Physics', topic: 'Kinematics', negative: [0, 1] }, `<p>A car moving at \\( ${u}\\ \\text{m/s} \\) accelerates uniformly at \\( ${a}\\ \\text{m/s}^2 \\) for \\( ${t}\\ \\text{s} \\). Using \\( v = u + at \\), find its final speed.</p>`, String(u + a * t), { unit: 'm/s' });
    }),
    ...range(3).map((i) => {
      const [v, r] = [[12, 24, 9][i]!, [4, 6, 18][i]!];
      const [choices, correct] = choicesWith(`${v / r} A`, [`${v * r} A`, `${r / v} A`, `${v + r} A`, `${v / r + 1} A`], i);
      return single({ ref: `phy-g${5 + i}`, subject: 'Physics', topic: 'Current Electricity' }, `<p>A resistor of \\( ${r}\\ \\Omega \\) is connected across a \\( ${v}\\ \\text{V} \\) battery. The current through it is</p>`, choices, correct);
    }),
  ];
  const chemistry = [
    ...range(4).map((i) => {
      const [formula, mass] = COMPOUNDS[i * 2 + 1]!;
      return numeric({ ref: `chm-g${i + 1}`, subject: 'Chemistry', topic: 'Some Basic Concepts of Chemistry', negative: [0, 1] }, `<p>Find the molar mass of \\( \\mathrm{${formula}} \\) (H = 1, C = 12, N = 14, O = 16, Na = 23, S = 32, Cl = 35.5, Ca = 40).</p>`, String(mass), { unit: 'g/mol' });
    }),
    ...range(3).map((i) => {
      const [formula, mass] = COMPOUNDS[i * 2]!;
      const moles = [2, 0.5, 4][i]!;
      return numeric({ ref: `chm-g${5 + i}`, subject: 'Chemistry', topic: 'Mole Concept', negative: [0, 1] }, `<p>How many moles are there in \\( ${mass * moles}\\ \\text{g} \\) of \\( \\mathrm{${formula}} \\)?</p>`, String(moles), { unit: 'mol' });
    }),
  ];
  const maths = [
    ...range(3).map((i) => {
      const [n, a] = [3 + i, 2 + (i % 2)];
      return numeric({ ref: `mth-g${i + 1}`, subject: 'Mathematics', topic: 'Limits and Derivatives', negative: [0, 1] }, `<p>If \\( f(x) = x^{${n}} \\), find \\( f'(${a}) \\).</p>`, String(n * a ** (n - 1)));
    }),
    ...range(3).map((i) => {
      const [a, d, n] = [3 + i, 4 - i, 10 + 5 * i];
      return numeric({ ref: `mth-g${4 + i}`, subject: 'Mathematics', topic: 'Sequences and Series', negative: [0, 1] }, `<p>Find the sum of the first ${n} terms of the arithmetic progression with first term ${a} and common difference ${d}, \\( S_n = \\frac{n}{2}\\left(2a + (n-1)d\\right) \\).</p>`, String((n / 2) * (2 * a + (n - 1) * d)));
    }),
    ...range(2).map((i) => {
      const [p, q, r, s] = [[3, 5, 2, 7][i % 4]! + i, 2, 1 + i, 4];
      return numeric({ ref: `mth-g${7 + i}`, subject: 'Mathematics', topic: 'Matrices and Determinants', negative: [0, 1] }, `<p>Evaluate \\( \\begin{vmatrix} ${p} & ${q} \\\\ ${r} & ${s} \\end{vmatrix} \\).</p>`, String(p * s - q * r));
    }),
  ];
  return [...physics, ...chemistry, ...maths];
}
