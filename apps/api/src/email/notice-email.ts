import { NOTICE_KIND_SETTINGS, type NoticeKind } from "@chartbot/contracts/notices";
import mjml2html from "mjml";

/** One notice as an email shows it: what happened, where, when, and the dashboard page that fixes it. */
export interface EmailNotice {
  kind: NoticeKind;
  title: string;
  message: string;
  /** The community it is about; null for the account's own (a payment). */
  communityName: string | null;
  occurredAt: Date;
  /** The fix page as an absolute dashboard URL. */
  fixUrl: string;
  fixLabel: string;
}

/** Where an email's footer links: the dashboard's unsubscribe page (one kind, or all notice emails) and settings. */
export interface EmailFooterLinks {
  /** `/unsubscribe?token=` of this notice's kind; a digest has none (it mixes kinds). */
  unsubscribeKind?: string;
  /** `/unsubscribe?token=` of every notice email. */
  unsubscribeAll: string;
  /** The dashboard's notice settings, to choose the kinds and the schedule. */
  settings: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What each kind's subject says happened (then ` in <community>`). */
const SUBJECTS: Record<NoticeKind, string> = {
  post_paused: "Scheduled post paused",
  alert_undelivered: "Alert not delivered",
  satellite_stale: "Price satellite stopped updating",
  satellite_without_slot: "Price satellite has no paid slot",
  relay_refusing: "Webhook relay refusing messages",
  payment_failed: "Payment failed",
  addon_lapsing: "Add-on about to lapse",
  bot_license_step: "Bot License step done",
};

/** A header line never carries a line break (a community's name could hold one). */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** "Scheduled post paused in Satoshi's Trading Floor"; without a community, the kind's phrase alone. */
export function noticeSubject(notice: Pick<EmailNotice, "kind" | "communityName">): string {
  const what = SUBJECTS[notice.kind];
  return oneLine(notice.communityName ? `${what} in ${notice.communityName}` : what);
}

/** "Your Chartbot digest: 3 notices" (one notice: its own subject after the colon). */
export function digestSubject(notices: readonly EmailNotice[]): string {
  const [only] = notices;
  return only && notices.length === 1
    ? `Your Chartbot digest: ${noticeSubject(only)}`
    : `Your Chartbot digest: ${notices.length} notices`;
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
/** "30 Nov 2026, 07:25 UTC": emails are read anywhere, so the time says its zone. */
export const formatWhen = (at: Date) => `${WHEN.format(at)} UTC`;

/** Text as MJML (XML) and HTML content: every notice field is the API's own but holds names people chose. */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

/**
 * The dashboard's colours (packages/ui/src/theme/colors.ts: surface, surfaceRaised, text, textMuted, border,
 * accent, accentText, link), light inline and dark in a `prefers-color-scheme` block: clients that honour it
 * (Apple Mail, iOS, Outlook on the Mac, Gmail's apps) show the dark theme; the others keep the light one, which
 * reads well where a client darkens it on its own.
 */
const LIGHT = {
  surface: "#f6f7fb",
  raised: "#ffffff",
  text: "#111827",
  muted: "#4b5563",
  border: "#dde1ea",
  accent: "#4f46e5",
  accentText: "#ffffff",
  link: "#4338ca",
};
const DARK = {
  surface: "#0c111b",
  raised: "#151c2a",
  text: "#e8ecf4",
  muted: "#a4afc2",
  border: "#273144",
  accent: "#8f89ff",
  accentText: "#0b0a1f",
  link: "#aaa5ff",
};

const DARK_STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .page, .page > div[role="article"] { background: ${DARK.surface} !important; }
    .card, .card > table, .card > table > tbody > tr > td { background: ${DARK.raised} !important; border-color: ${DARK.border} !important; }
    .text div, .title div { color: ${DARK.text} !important; }
    .muted div { color: ${DARK.muted} !important; }
    .text a, .muted a { color: ${DARK.link} !important; }
    .button table td, .button a { background: ${DARK.accent} !important; color: ${DARK.accentText} !important; }
    .rule p { border-color: ${DARK.border} !important; }
  }
  [data-ogsc] .text div, [data-ogsc] .title div { color: ${DARK.text} !important; }
  [data-ogsc] .muted div { color: ${DARK.muted} !important; }
`;

const layout = (preview: string, body: string) => `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeXml(preview)}</mj-title>
    <mj-preview>${escapeXml(preview)}</mj-preview>
    <mj-raw>
      <meta name="color-scheme" content="light dark">
      <meta name="supported-color-schemes" content="light dark">
    </mj-raw>
    <mj-attributes>
      <mj-all font-family="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="${LIGHT.text}" padding="0 0 12px 0" />
      <mj-button background-color="${LIGHT.accent}" color="${LIGHT.accentText}" font-size="15px" font-weight="600" border-radius="6px" inner-padding="12px 20px" padding="8px 0 4px 0" align="left" />
    </mj-attributes>
    <mj-style>${DARK_STYLE}</mj-style>
  </mj-head>
  <mj-body background-color="${LIGHT.surface}" css-class="page" width="600px">
    <mj-section padding="24px 28px 8px 28px">
      <mj-column>
        <mj-text css-class="title" font-size="18px" font-weight="700" padding="0">Chartbot</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper padding="0 12px">
${body}
    </mj-wrapper>
  </mj-body>
</mjml>`;

/** One notice as a card: the community, what happened, when, and the fix button. */
const noticeCard = (notice: EmailNotice) => `
    <mj-section css-class="card" background-color="${LIGHT.raised}" border="1px solid ${LIGHT.border}" border-radius="8px" padding="20px 24px">
      <mj-column>
        ${notice.communityName ? `<mj-text css-class="muted" color="${LIGHT.muted}" font-size="13px" padding="0 0 4px 0">${escapeXml(notice.communityName)}</mj-text>` : ""}
        <mj-text css-class="title" font-size="17px" font-weight="700" padding="0 0 8px 0">${escapeXml(notice.title)}</mj-text>
        <mj-text css-class="text">${escapeXml(notice.message)}</mj-text>
        <mj-text css-class="muted" color="${LIGHT.muted}" font-size="13px">${escapeXml(formatWhen(notice.occurredAt))}</mj-text>
        <mj-button css-class="button" href="${escapeXml(notice.fixUrl)}">${escapeXml(notice.fixLabel)}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0"><mj-column></mj-column></mj-section>`;

const footer = (reason: string, links: EmailFooterLinks) => `
    <mj-section padding="8px 16px 32px 16px">
      <mj-column>
        <mj-text css-class="muted" color="${LIGHT.muted}" font-size="13px">${escapeXml(reason)}</mj-text>
        <mj-text css-class="muted" color="${LIGHT.muted}" font-size="13px">
          ${links.unsubscribeKind ? `<a href="${escapeXml(links.unsubscribeKind)}" style="color: ${LIGHT.link};">Unsubscribe from these emails</a> · ` : ""}<a href="${escapeXml(links.unsubscribeAll)}" style="color: ${LIGHT.link};">Unsubscribe from all notice emails</a> · <a href="${escapeXml(links.settings)}" style="color: ${LIGHT.link};">Choose your emails</a>
        </mj-text>
      </mj-column>
    </mj-section>`;

async function toHtml(mjml: string): Promise<string> {
  const { html, errors } = await mjml2html(mjml, { validationLevel: "strict", keepComments: false });
  // Strict validation throws on errors; this is for a later version that reports them instead.
  if (errors.length > 0) throw new Error(`notice email template: ${errors[0]?.formattedMessage}`);
  return html;
}

const textNotice = (notice: EmailNotice) =>
  [
    notice.communityName ? `${notice.title} (${notice.communityName})` : notice.title,
    "",
    notice.message,
    "",
    `When: ${formatWhen(notice.occurredAt)}`,
    `${notice.fixLabel}: ${notice.fixUrl}`,
  ].join("\n");

const textFooter = (reason: string, links: EmailFooterLinks) =>
  [
    "--",
    reason,
    ...(links.unsubscribeKind ? [`Unsubscribe from these emails: ${links.unsubscribeKind}`] : []),
    `Unsubscribe from all notice emails: ${links.unsubscribeAll}`,
    `Choose your emails: ${links.settings}`,
  ].join("\n");

/** The email of one notice: subject, HTML (light and dark) and the text part. */
export async function renderNoticeEmail(
  notice: EmailNotice,
  links: EmailFooterLinks,
): Promise<RenderedEmail> {
  const subject = noticeSubject(notice);
  const reason = `You get this email because "${NOTICE_KIND_SETTINGS[notice.kind].label}" is one of the notices you chose to get by email.`;
  return {
    subject,
    html: await toHtml(layout(notice.title, `${noticeCard(notice)}${footer(reason, links)}`)),
    text: `${textNotice(notice)}\n\n${textFooter(reason, links)}\n`,
  };
}

/** The daily digest: every notice since the last one, oldest first, each with its fix button. */
export async function renderDigestEmail(
  notices: readonly EmailNotice[],
  links: EmailFooterLinks,
): Promise<RenderedEmail> {
  const subject = digestSubject(notices);
  const count = notices.length === 1 ? "1 notice" : `${notices.length} notices`;
  const intro = `${count} since your last digest.`;
  const reason = "You get this digest because you chose to get your notice emails once a day.";
  const heading = `
    <mj-section padding="8px 16px 12px 16px">
      <mj-column>
        <mj-text css-class="text" padding="0">${escapeXml(intro)}</mj-text>
      </mj-column>
    </mj-section>`;
  return {
    subject,
    html: await toHtml(
      layout(subject, `${heading}${notices.map(noticeCard).join("")}${footer(reason, links)}`),
    ),
    text: `${intro}\n\n${notices.map(textNotice).join("\n\n----\n\n")}\n\n${textFooter(reason, links)}\n`,
  };
}
