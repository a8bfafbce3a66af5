import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { tones } from '../theme/tokens';
import { Text } from './text';

describe('Text', () => {
  it('has no axe violations in every tone', async () => {
    const { container } = render(
      <div>
        {(['primary', 'secondary', ...tones] as const).map((tone) => (
          <Text key={tone} tone={tone}>{`A ${tone} line`}</Text>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a paragraph by default and the element asked for otherwise', () => {
    render(
      <>
        <Text>Paragraph</Text>
        <Text as="span">Inline</Text>
        <Text as="strong" weight="bold">
          Strong
        </Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
    expect(screen.getByText('Strong').tagName).toBe('STRONG');
  });

  it('keeps the whole of a truncated text for assistive technology', () => {
    render(
      <Text truncate id="name">
        A very long site name on Main Boulevard
      </Text>,
    );
    expect(document.getElementById('name')).toHaveTextContent('A very long site name on Main Boulevard');
  });

  it('gives each tone its own look', () => {
    render(
      <div>
        {tones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone}
          </Text>
        ))}
      </div>,
    );
    const classes = tones.map((tone) => screen.getByText(tone).className);
    expect(new Set(classes).size).toBe(tones.length);
  });
});
