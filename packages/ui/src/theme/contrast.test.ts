import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens, type ThemeTokens, tones } from './tokens';

/** WCAG 2.x relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

type Pair = [name: string, foreground: string, background: string];

/** Text pairs need 4.5:1 (WCAG 1.4.3); component boundaries and indicators need 3:1 (WCAG 1.4.11). */
function pairsOf(tokens: ThemeTokens): { text: Pair[]; nonText: Pair[] } {
  const { background, text, border, action, feedback, tone: toneColors } = tokens.color;
  const pageBackgrounds = {
    canvas: background.canvas,
    surface: background.surface,
    raised: background.raised,
    sunken: background.sunken,
    hover: background.hover,
  };
  const textPairs: Pair[] = [];
  for (const [bgName, bg] of Object.entries(pageBackgrounds)) {
    for (const name of ['primary', 'secondary', 'placeholder', 'link', 'linkHover', 'danger'] as const) {
      textPairs.push([`text.${name} on ${bgName}`, text[name], bg]);
    }
  }
  textPairs.push(
    ['text.selected on selected', text.selected, background.selected],
    ['text.selected on sunken (sidebar initials)', text.selected, background.sunken],
    ['text.primary on selected', text.primary, background.selected],
    ['onPrimary on primary', action.onPrimary, action.primary],
    ['onPrimary on primaryHover', action.onPrimary, action.primaryHover],
    ['onPrimary on primaryActive', action.onPrimary, action.primaryActive],
    ['onSecondary on secondary', action.onSecondary, action.secondary],
    ['onSecondary on secondaryHover', action.onSecondary, action.secondaryHover],
    ['onSecondary on secondaryActive', action.onSecondary, action.secondaryActive],
    ['onGhost on surface', action.onGhost, background.surface],
    ['onGhost on canvas', action.onGhost, background.canvas],
    ['onGhost on ghostHover', action.onGhost, action.ghostHover],
    ['onGhost on ghostActive', action.onGhost, action.ghostActive],
    ['onDanger on danger', action.onDanger, action.danger],
    ['onDanger on dangerHover', action.onDanger, action.dangerHover],
    ['onDanger on dangerActive', action.onDanger, action.dangerActive],
  );
  for (const [name, tone] of Object.entries(feedback)) {
    textPairs.push([`feedback.${name}.text on its surface`, tone.text, tone.surface]);
    textPairs.push(['text.primary on feedback surface', text.primary, tone.surface]);
  }
  for (const name of tones) {
    const tone = toneColors[name];
    textPairs.push([`tone.${name}.text on its surface`, tone.text, tone.surface]);
    for (const [bgName, bg] of Object.entries(pageBackgrounds)) {
      textPairs.push([`tone.${name}.text on ${bgName}`, tone.text, bg]);
    }
  }

  const nonText: Pair[] = [
    ['border.strong on surface', border.strong, background.surface],
    ['border.strong on canvas', border.strong, background.canvas],
    ['border.focus on surface', border.focus, background.surface],
    ['border.focus on canvas', border.focus, background.canvas],
    ['primary on surface', action.primary, background.surface],
    ['danger on surface', action.danger, background.surface],
  ];
  for (const [name, tone] of Object.entries(feedback)) {
    nonText.push([`feedback.${name}.border on surface`, tone.border, background.surface]);
  }
  for (const name of tones) {
    nonText.push([`tone.${name}.border on surface`, toneColors[name].border, background.surface]);
    nonText.push([`tone.${name}.border on canvas`, toneColors[name].border, background.canvas]);
  }
  return { text: textPairs, nonText };
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('%s theme colours (WCAG 2.2 AA)', (_name, tokens) => {
  const { text, nonText } = pairsOf(tokens);

  it.each(text)('%s has at least 4.5:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonText)('%s has at least 3:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
