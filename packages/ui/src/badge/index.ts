export { Badge, type BadgeProps, NewBadge } from "./badge";
