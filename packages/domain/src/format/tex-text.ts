/**
 * TeX formulas of the question bank (between \( \) or \[ \]) as readable text, until KaTeX is
 * installed (issue 13 asks for formulas rendered, never raw markup): fractions as a/b, roots,
 * Greek letters and symbols as their characters, powers and indices as <sup>/<sub> (or Unicode
 * super/subscripts where only plain text may go, such as an <option>). Small on purpose: the
 * bank uses a few dozen commands; an unknown one shows its name without the backslash.
 */
const SYMBOLS: Record<string, string> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', Delta: 'Δ', epsilon: 'ε', varepsilon: 'ε', theta: 'θ', Theta: 'Θ',
  lambda: 'λ', mu: 'μ', nu: 'ν', pi: 'π', Pi: 'Π', rho: 'ρ', sigma: 'σ', Sigma: 'Σ', tau: 'τ', phi: 'φ', varphi: 'φ',
  Phi: 'Φ', omega: 'ω', Omega: 'Ω', eta: 'η', chi: 'χ', psi: 'ψ', circ: '°', degree: '°', times: '×', cdot: '·',
  div: '÷', pm: '±', mp: '∓', le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠', neq: '≠', approx: '≈', equiv: '≡',
  infty: '∞', to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', Leftrightarrow: '⇔', angle: '∠',
  propto: '∝', sum: 'Σ', int: '∫', partial: '∂', nabla: '∇', ldots: '…', cdots: '⋯', dots: '…', prime: '′',
  in: '∈', notin: '∉', subset: '⊂', cup: '∪', cap: '∩', forall: '∀', exists: '∃', hbar: 'ħ', ell: 'ℓ',
  '%': '%', '{': '{', '}': '}', '&': '&', '#': '#', _: '_', ',': ' ', ';': ' ', ':': ' ', ' ': ' ', '!': '',
  quad: ' ', qquad: '  ', left: '', right: '', displaystyle: '', limits: '',
};
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'log', 'ln', 'exp', 'lim', 'max', 'min', 'det', 'sinh', 'cosh', 'tanh', 'arcsin', 'arccos', 'arctan']);
const STYLE = new Set(['text', 'mathrm', 'mathbf', 'mathit', 'mathsf', 'operatorname', 'textrm', 'boldsymbol', 'vec', 'overline', 'bar', 'hat']);
const BLACKBOARD: Record<string, string> = { R: 'ℝ', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ' };
const SUP: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '+': '⁺', '-': '⁻', n: 'ⁿ', i: 'ⁱ', x: 'ˣ', '°': '°', '′': '′' };
const SUB: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '+': '₊', '-': '₋' };

/** Marks a function name that needs a space after a letter before it. */
const FN_MARK = '\u0001';

export type TexMode = 'html' | 'plain';

const tokenize = (tex: string) => tex.match(/\\[a-zA-Z]+|\\[^a-zA-Z]|\s+|[^\\\s]/g) ?? [];

/** One TeX expression as text; `mode` says how powers and indices are written. */
export function texToText(tex: string, mode: TexMode = 'html'): string {
  const tokens = tokenize(tex);
  let i = 0;
  const script = (body: string, up: boolean) => {
    if (body === '°' || body === '′') return body; // 30^\circ reads 30°, f^\prime reads f′
    if (mode === 'html') return up ? `<sup>${body}</sup>` : `<sub>${body}</sub>`;
    const map = up ? SUP : SUB;
    const chars = [...body];
    return chars.every((c) => map[c]) ? chars.map((c) => map[c]).join('') : `${up ? '^' : '_'}(${body})`;
  };
  const wrap = (s: string) => (/^[\w.]$|^\d+(\.\d+)?$/.test(s) || /^\(.*\)$/.test(s) ? s : `(${s})`);
  // One argument: a {group}, or the next single token.
  const argument = (): string => {
    while (tokens[i]?.trim() === '') i += 1;
    if (tokens[i] === '{') {
      i += 1;
      return sequence('}');
    }
    return i < tokens.length ? atom() : '';
  };
  const command = (name: string): string => {
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') return `${wrap(argument().trim())}/${wrap(argument().trim())}`;
    if (name === 'sqrt') {
      if (tokens[i] === '[') while (i < tokens.length && tokens[i - 1] !== ']') i += 1; // nth roots read as square roots
      return `√${wrap(argument().trim())}`;
    }
    if (name === 'mathbb') return [...argument()].map((c) => BLACKBOARD[c] ?? c).join('');
    if (STYLE.has(name)) return argument();
    // Set apart from a letter before it (2u\sin θ reads 2u sin θ) and after it (\sin x).
    if (FUNCTIONS.has(name)) return `${FN_MARK}${tokens[i] && /^[a-zA-Z0-9\\]/.test(tokens[i]!) ? `${name} ` : name}`;
    return SYMBOLS[name] ?? name;
  };
  const atom = (): string => {
    const token = tokens[i++]!;
    if (token.startsWith('\\')) return command(token.slice(1));
    if (token === '^' || token === '_') return script(argument(), token === '^');
    if (token === '{') return sequence('}');
    if (token.trim() === '') return ' ';
    return token;
  };
  function sequence(end?: string): string {
    let out = '';
    while (i < tokens.length) {
      if (end && tokens[i] === end) {
        i += 1;
        break;
      }
      const piece = atom();
      out += piece.startsWith(FN_MARK) ? `${/[\w)]$/.test(out) ? ' ' : ''}${piece.slice(1)}` : piece;
    }
    return out;
  }
  return sequence().replace(/\s+/g, ' ').trim();
}

/** Every \( \) and \[ \] formula of an HTML text replaced by its readable text. */
export function texInHtml(html: string, mode: TexMode = 'html'): string {
  return html.replace(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g, (_m, inline?: string, block?: string) => {
    const text = texToText(inline ?? block ?? '', mode);
    return mode === 'html' ? `<span class="tex">${text}</span>` : text;
  });
}
