import { joinClassNames } from "../class-names/join-class-names";
import { IconButton } from "../icon-button/icon-button";
import { ChatIcon, MicroblogIcon } from "../icons/social-icons";
import { DEFAULT_EXTERNAL_LINKS } from "../links/external-links";
import * as styles from "./social-links.css";

export interface SocialLinkUrls {
  /** The community chat server. @default DEFAULT_EXTERNAL_LINKS.chatServer */
  chatServer?: string;
  /** The microblog account. @default DEFAULT_EXTERNAL_LINKS.microblog */
  microblog?: string;
}

export interface SocialLinksProps {
  /** Where the icons lead; each missing URL takes its default. */
  urls?: SocialLinkUrls;
  className?: string;
}

/** Icon links to Chartbot's chat server and microblog, opening in new tabs. */
export function SocialLinks({ urls = {}, className }: SocialLinksProps) {
  const links = [
    {
      label: "Chartbot chat server",
      href: urls.chatServer ?? DEFAULT_EXTERNAL_LINKS.chatServer,
      Icon: ChatIcon,
    },
    {
      label: "Chartbot microblog",
      href: urls.microblog ?? DEFAULT_EXTERNAL_LINKS.microblog,
      Icon: MicroblogIcon,
    },
  ];
  return (
    <ul className={joinClassNames(styles.list, className)}>
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <IconButton asChild label={`${label} (opens in a new tab)`}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Icon />
            </a>
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
