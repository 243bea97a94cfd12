import { describe, expect, it } from 'vitest';
import { texInHtml, texToText } from './tex-text.ts';

describe('formulas as readable text (until KaTeX is installed)', () => {
  it.each([
    ['\\frac{2u\\sin\\theta}{g}', '(2u sin θ)/g'],
    ['g = 10\\ \\text{m/s}^2', 'g = 10 m/s<sup>2</sup>'],
    ['30^\\circ', '30°'],
    ['\\mathrm{CH_3CH_2OH}', 'CH<sub>3</sub>CH<sub>2</sub>OH'],
    ['10^{-3}\\ \\text{M}', '10<sup>-3</sup> M'],
    ['i = \\sqrt{-1}', 'i = √(-1)'],
    ['\\mathbb{R}', 'ℝ'],
    ['\\frac{1}{x}', '1/x'],
    ['\\sin^2 \\theta + \\cos^2 \\theta', 'sin<sup>2</sup> θ + cos<sup>2</sup> θ'],
  ])('%s reads %s', (tex, text) => {
    expect(texToText(tex)).toBe(text);
  });

  it('writes powers and indices as Unicode where no markup may go', () => {
    expect(texToText('x^2 + \\mathrm{H_2O}', 'plain')).toBe('x² + H₂O');
    expect(texToText('e^{x+y}', 'plain')).toBe('e^(x+y)');
  });

  it('replaces each formula of a text and leaves the rest', () => {
    expect(texInHtml('<p>Speed \\( 20\\ \\text{m/s} \\) at \\( 30^\\circ \\)</p>')).toBe('<p>Speed <span class="tex">20 m/s</span> at <span class="tex">30°</span></p>');
  });

});
