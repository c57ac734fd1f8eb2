"use client";

import { expandTemplate, previewValues, type TemplateValues } from "@chartbot/contracts/message-templates";
import { alertPost, LazyBotPostPreview } from "@/components/bot-post-preview";
import { usePostTarget } from "@/features/communities/discord-pickers";
import type { AlertFormValues } from "./alert-validation";

type PreviewValues = Pick<
  AlertFormValues,
  "ticker" | "message" | "delivery" | "communityId" | "channelId" | "roleId" | "mentionEveryone"
>;

/**
 * The live preview of what the alert sends when it triggers: the message with its placeholders filled in, the
 * channel's role mention, and the trigger's embed. Shown once a ticker is typed.
 */
export function AlertMessagePreview({
  values,
  templateValues,
}: {
  values: PreviewValues;
  /** What the placeholders read as the form stands (the market, the condition). */
  templateValues: TemplateValues;
}) {
  if (!values.ticker.trim()) return null;
  if (values.delivery === "channel" && values.communityId) {
    return <ChannelAlertPreview values={values} templateValues={templateValues} />;
  }
  return (
    <AlertPreview
      values={values}
      templateValues={templateValues}
      where={values.delivery === "webhook" ? "to the webhook" : "by direct message"}
    />
  );
}

/** A channel alert's preview: the channel by name, and the role it mentions. */
function ChannelAlertPreview({
  values,
  templateValues,
}: {
  values: PreviewValues;
  templateValues: TemplateValues;
}) {
  const { channelName: channel, mention } = usePostTarget(values.communityId, values);
  return (
    <AlertPreview
      values={values}
      templateValues={templateValues}
      where={channel ? `in #${channel}` : "in the channel"}
      {...(mention && { mention })}
    />
  );
}

function AlertPreview({
  values,
  templateValues,
  where,
  mention,
}: {
  values: PreviewValues;
  templateValues: TemplateValues;
  where: string;
  mention?: string;
}) {
  const post = alertPost({
    market: templateValues.name || values.ticker,
    condition: templateValues.condition ?? "",
    text: expandTemplate(values.message.trim(), previewValues(templateValues)),
    where,
    ...(mention && { mention }),
  });
  return <LazyBotPostPreview post={post} />;
}
