export type { Session, SessionUser } from "../session/session";
export { AccountArea, type AccountAreaProps } from "./account-area";
export { DesktopNav, type DesktopNavProps } from "./desktop-nav";
export { Header, type HeaderProps } from "./header";
export { HeaderLayout, type HeaderLayoutProps } from "./header-layout";
export { HEADER_SOLID_AFTER_PX, isHeaderSolid, useHeaderSolid } from "./header-solid";
