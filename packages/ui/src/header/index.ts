export type { Session, SessionUser } from "../session/session";
export { Header, type HeaderProps } from "./header";
export { HEADER_SOLID_AFTER_PX, isHeaderSolid, useHeaderSolid } from "./header-solid";
