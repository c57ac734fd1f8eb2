import type { ReactNode } from "react";
import { inline } from "../inline";
import { BotLogo } from "../logo";
import { Stack, stack } from "../stack";
import * as styles from "./bot-preview.css";
import { ChartSvg } from "./chart-svg";
import { DepthSvg } from "./depth-svg";
import type {
  BotPost,
  PreviewEmbed,
  PreviewImage,
  PreviewMarket,
  PreviewMemberList,
  PreviewMessage,
  PreviewPicture,
} from "./types";

const MODE_NOTE = {
  traditional: "Read in traditional ticker mode, the default.",
  crypto: "Read in crypto ticker mode, which completes short crypto tickers to a pair.",
} as const;

/** Who a chat message is from: a member, Chartbot, or a licensed bot under its own name. */
export type ChatAuthor =
  | { kind: "member"; name: string }
  | { kind: "bot" }
  | { kind: "licensed"; name: string; initials: string };

/**
 * One chat message as Discord shows it: avatar, name (with the BOT tag for bots), time and content.
 * The avatar is decorative; the name and content are read out.
 */
export function ChatMessage({
  author,
  time,
  children,
}: {
  author: ChatAuthor;
  time?: string;
  children: ReactNode;
}) {
  const name = author.kind === "bot" ? "Chartbot" : author.name;
  return (
    <div className={inline({ gap: "md", align: "stretch", wrap: false })}>
      <span className={styles.avatar[author.kind]} aria-hidden="true">
        {author.kind === "bot" ? (
          <BotLogo size={28} />
        ) : author.kind === "licensed" ? (
          author.initials
        ) : (
          name.charAt(0).toUpperCase()
        )}
      </span>
      <div className={styles.body}>
        <p className={styles.header}>
          <span className={styles.author}>{name}</span>
          {author.kind !== "member" && <span className={styles.botTag}>BOT</span>}
          {time && <span className={styles.time}>{time}</span>}
        </p>
        {children}
      </div>
    </div>
  );
}

/** A member's chat command, set in code type. */
export function ChatCommand({ children }: { children: string }) {
  return (
    <p>
      <code className={styles.command}>{children}</code>
    </p>
  );
}

/**
 * Draws a raster picture of an embed. The default is a plain `<img>`; an app passes its image loader's
 * (the marketing site's `getImageProps` of `next/image`) with the `picture` class for the embed's look.
 */
export type RenderImage = (image: PreviewImage, className: string) => ReactNode;

const plainImage: RenderImage = (image, className) => (
  <img src={image.src} width={image.width} height={image.height} alt={image.alt} className={className} />
);

/** A picture inside an embed: a chart or depth chart drawn inline, or a raster image. */
function EmbedPicture({ picture, renderImage }: { picture: PreviewPicture; renderImage: RenderImage }) {
  if (picture.kind === "chart") return <ChartSvg variant={picture.variant} label={picture.alt} />;
  if (picture.kind === "depth") return <DepthSvg label={picture.alt} />;
  return renderImage(picture.image, styles.picture);
}

/** A rich embed: colour bar, title, description, fields, picture and footer. */
export function Embed({
  embed,
  market,
  renderImage = plainImage,
}: {
  embed: PreviewEmbed;
  market?: PreviewMarket;
  renderImage?: RenderImage;
}) {
  return (
    <div className={`${styles.embed} ${styles.embedTone[embed.tone]}`}>
      {market && (
        <p className={styles.market} data-market="">
          {market.label} · {market.source}
        </p>
      )}
      <p className={styles.embedTitle}>{embed.title}</p>
      {embed.description && <p>{embed.description}</p>}
      {embed.fields && (
        <dl className={styles.fields}>
          {embed.fields.map((field) => (
            <div
              key={field.name}
              className={
                field.inline === false
                  ? `${stack({ gap: "none" })} ${styles.fieldWide}`
                  : stack({ gap: "none" })
              }
            >
              <dt className={styles.fieldName}>{field.name}</dt>
              <dd className={`${styles.fieldValue} ${field.tone ? styles.tone[field.tone] : ""}`}>
                {field.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {embed.picture && <EmbedPicture picture={embed.picture} renderImage={renderImage} />}
      {embed.footer && <p className={styles.footer}>{embed.footer}</p>}
    </div>
  );
}

function BotMessage({
  message,
  market,
  renderImage,
}: {
  message: PreviewMessage;
  market?: PreviewMarket;
  renderImage?: RenderImage;
}) {
  const author: ChatAuthor = message.author
    ? { kind: "licensed", name: message.author.name, initials: message.author.initials }
    : { kind: "bot" };
  return (
    <ChatMessage author={author} time={message.time}>
      {(message.mention || message.text) && (
        <p>
          {message.mention && <span className={styles.mention}>@{message.mention}</span>}
          {message.mention && message.text && " "}
          {message.text}
        </p>
      )}
      {message.embed && <Embed embed={message.embed} market={market} renderImage={renderImage} />}
    </ChatMessage>
  );
}

/** The member list: satellite bots with a price as their name and the 24-hour change as their status. */
function MemberList({ list }: { list: PreviewMemberList }) {
  return (
    <div className={styles.members}>
      <p className={styles.memberGroup}>Price bots — {list.satellites.length}</p>
      <Stack as="ul" gap="sm">
        {list.satellites.map((satellite) => (
          <li key={satellite.name} className={inline({ gap: "sm", wrap: false })}>
            <span className={styles.avatar.bot} aria-hidden="true">
              <BotLogo size={24} />
            </span>
            <span className={styles.memberText}>
              <span>
                <span className={styles.author}>{satellite.name}</span>{" "}
                <span className={styles.botTag}>BOT</span>
              </span>
              <span className={`${styles.memberStatus} ${styles.tone[satellite.tone]}`}>
                {satellite.status}
              </span>
            </span>
          </li>
        ))}
      </Stack>
      <p className={styles.memberGroup}>Online — {list.members.length}</p>
      <Stack as="ul" gap="sm">
        {list.members.map((member) => (
          <li key={member} className={inline({ gap: "sm", wrap: false })}>
            <span className={styles.avatar.member} aria-hidden="true">
              {member.charAt(0).toUpperCase()}
            </span>
            <span className={styles.memberText}>{member}</span>
          </li>
        ))}
      </Stack>
    </div>
  );
}

/**
 * What the bot posts, as a chat preview: the member's command (if any), then the bot's message or the
 * member list. Plain HTML and CSS (no state, no effects), so a server component renders it with no script;
 * the caption says in words what the bot posted.
 */
export function BotPreview({
  post,
  className,
  renderImage,
  memberTime = "Today at 14:02",
}: {
  post: BotPost;
  className?: string;
  /** Draws the embed's raster picture, if it has one (see `RenderImage`). */
  renderImage?: RenderImage;
  /** The time shown on the member's command. */
  memberTime?: string;
}) {
  return (
    <figure className={className ? `${styles.window} ${className}` : styles.window} data-bot-preview="">
      <figcaption className={styles.caption}>
        {post.caption}
        {post.command?.ticker && <span className={styles.mode}>{MODE_NOTE[post.command.mode]}</span>}
      </figcaption>
      {post.command && (
        <ChatMessage author={{ kind: "member", name: "alex" }} time={memberTime}>
          <ChatCommand>{post.command.text}</ChatCommand>
        </ChatMessage>
      )}
      {post.post.kind === "message" ? (
        <BotMessage message={post.post} market={post.market} renderImage={renderImage} />
      ) : (
        <MemberList list={post.post} />
      )}
    </figure>
  );
}
