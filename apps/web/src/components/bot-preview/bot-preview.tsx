import { inline } from "@chartbot/ui/inline";
import { BotLogo } from "@chartbot/ui/logo";
import { Stack, stack } from "@chartbot/ui/stack";
import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import { ChartSvg } from "@/components/chat-preview/chart-svg";
import { DepthSvg } from "@/components/chat-preview/depth-svg";
import type {
  BotPost,
  PreviewEmbed,
  PreviewMarket,
  PreviewMemberList,
  PreviewMessage,
  PreviewPicture,
} from "@/content/types";
import * as styles from "./bot-preview.css";

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

/** A picture inside an embed: a chart or depth chart drawn inline, or a raster image through the image loader. */
function EmbedPicture({ picture }: { picture: PreviewPicture }) {
  if (picture.kind === "chart") return <ChartSvg variant={picture.variant} label={picture.alt} />;
  if (picture.kind === "depth") return <DepthSvg label={picture.alt} />;
  const { image } = picture;
  // `getImageProps` instead of `<Image>`: a server-rendered <img>, with no client component's script.
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    sizes: "(min-width: 1280px) 32rem, (min-width: 1024px) 50vw, 100vw",
    className: styles.picture,
  });
  return <img {...props} alt={image.alt} />;
}

/** A rich embed: colour bar, title, description, fields, picture and footer. */
export function Embed({ embed, market }: { embed: PreviewEmbed; market?: PreviewMarket }) {
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
      {embed.picture && <EmbedPicture picture={embed.picture} />}
      {embed.footer && <p className={styles.footer}>{embed.footer}</p>}
    </div>
  );
}

function BotMessage({ message, market }: { message: PreviewMessage; market?: PreviewMarket }) {
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
      {message.embed && <Embed embed={message.embed} market={market} />}
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
 * member list. Static HTML and CSS from the server; the caption says in words what the bot posted.
 */
export function BotPreview({ post, className }: { post: BotPost; className?: string }) {
  return (
    <figure className={className ? `${styles.window} ${className}` : styles.window} data-bot-preview="">
      <figcaption className={styles.caption}>
        {post.caption}
        {post.command?.ticker && <span className={styles.mode}>{MODE_NOTE[post.command.mode]}</span>}
      </figcaption>
      {post.command && (
        <ChatMessage author={{ kind: "member", name: "alex" }} time="Today at 14:02">
          <ChatCommand>{post.command.text}</ChatCommand>
        </ChatMessage>
      )}
      {post.post.kind === "message" ? (
        <BotMessage message={post.post} market={post.market} />
      ) : (
        <MemberList list={post.post} />
      )}
    </figure>
  );
}
