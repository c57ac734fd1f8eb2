export { CookieBanner, type CookieBannerProps } from "./cookie-banner";
