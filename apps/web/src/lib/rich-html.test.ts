import { describe, expect, it } from 'vitest';
import { plainText, richHtml } from './rich-html.ts';

describe('rich question HTML', () => {
  it('[HOME-ANN-6] sanitises what it draws, and gives plain text for options', () => {
    expect(richHtml('<p onclick="x()">a<script>bad()</script> \\( x^2 \\)</p>')).toBe('<p>a <span class="tex">x<sup>2</sup></span></p>');
    expect(plainText('<b>Velocity</b> &amp; \\( \\sin x \\)')).toBe('Velocity & sin x');
  });
});
