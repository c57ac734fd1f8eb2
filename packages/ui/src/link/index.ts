export { isInternalHref } from "./is-internal-href";
export { Link, type LinkProps } from "./link";
export { type LinkComponent, LinkProvider, type LinkProviderProps, useLinkComponent } from "./link-provider";
