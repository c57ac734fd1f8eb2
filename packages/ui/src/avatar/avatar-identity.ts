import { CHART_PALETTE } from "./chart-palette";

/** The user fields an avatar shows, as the authentication provider supplies them. */
export interface AvatarUser {
  displayName?: string | null;
  email?: string | null;
  photoURL?: string | null;
}

/** The source size, in pixels, at which avatar images are requested and drawn (spec: 512 by 512). */
export const AVATAR_IMAGE_SIZE = 512;

/** The first character of the display name, else of the email, upper-cased; "?" when there is neither. */
export function avatarInitial(user: AvatarUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || "";
  const [first] = Array.from(source);
  return first ? first.toLocaleUpperCase("en-US") : "?";
}

/** The palette index for an initial: its character code modulo the palette size. */
export function avatarColorIndex(initial: string): number {
  return (initial.codePointAt(0) ?? 0) % CHART_PALETTE.length;
}

/** The avatar's background colour, chosen from `CHART_PALETTE` by the character code of the initial. */
export function avatarColor(initial: string): string {
  return CHART_PALETTE[avatarColorIndex(initial)] as string;
}
