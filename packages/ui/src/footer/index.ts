export { Footer, type FooterProps } from "./footer";
export { type FooterColumn, type FooterLink, footerColumns } from "./footer-links";
