export { MobileMenu, type MobileMenuProps } from "./mobile-menu";
