import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import * as styles from './avatar.css';

export type AvatarProps = {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** A photo; the initials show while it loads and if it fails. */
  src?: string;
  size?: styles.AvatarVariants['size'];
};

/** 'Kemi Adeyemi' → 'KA', 'Acme' → 'A', '' → '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => Array.from(word)[0]?.toUpperCase() ?? '';
  return `${initial(first)}${last ? initial(last) : ''}`;
}

/**
 * A person's photo, or their initials. Either way it is one image named by the person's name: the photo's alt,
 * or the initials' box (role img), whichever shows.
 */
export function Avatar({ name, src, size }: AvatarProps) {
  return (
    <ArkAvatar.Root className={styles.root({ size })}>
      {/* Without a name there is nothing to say: the placeholder is decoration. */}
      <ArkAvatar.Fallback
        className={styles.fallback()}
        {...(name.trim() ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      >
        {initialsOf(name)}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={styles.image()} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
