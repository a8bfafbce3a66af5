import { Avatar } from '@ooh/ui/avatar';

export type CompetitorLogoProps = {
  name: string;
  /** The logo's blob URL once fetched (with the bearer token: logos are not public); the initials until then. */
  src: string | undefined;
  size?: 'sm' | 'md' | 'lg';
};

/** A competitor's logo, or its initials when it has none (or while it loads); named by the competitor. */
export function CompetitorLogo({ name, src, size = 'md' }: CompetitorLogoProps) {
  return <Avatar name={name} size={size} {...(src ? { src } : {})} />;
}
