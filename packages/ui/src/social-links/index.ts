export { SocialLinks, type SocialLinksProps, type SocialLinkUrls } from "./social-links";
