import { multiline } from './multiline-text.css.ts';

export type MultilineTextProps = {
  children: string;
};

/** Free text as it was typed, line breaks kept; inside a Text or a description, whose font and tone it takes. */
export function MultilineText({ children }: MultilineTextProps) {
  return <span className={multiline}>{children}</span>;
}
