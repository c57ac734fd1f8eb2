export { Avatar, type AvatarProps } from "./avatar";
export {
  AVATAR_IMAGE_SIZE,
  type AvatarUser,
  avatarColor,
  avatarColorIndex,
  avatarInitial,
} from "./avatar-identity";
export { CHART_PALETTE, type ChartColor } from "./chart-palette";
