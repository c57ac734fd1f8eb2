"use client";

import { isSchedulable } from "@chartbot/command-catalogue";
import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import { expandTemplate, previewValues } from "@chartbot/contracts/message-templates";
import { useApiQuery } from "@/client/use-api-query";
import { commandPost, LazyBotPostPreview } from "@/components/bot-post-preview";
import { usePostTarget } from "@/features/communities/discord-pickers";
import { communityModulePath } from "@/features/communities/modules/community-modules";
import { useDebouncedValue } from "@/features/markets/use-debounced-value";
import { type PostFormValues, postTemplateValues } from "./post-form-values";

/** How long the command and channel must stand still before the channel is asked about them. */
const SETTLE_MS = 500;
/** A channel's answer for one command is reused for this long (the dialog asks again after a change). */
const FRESH_MS = 30_000;

/**
 * The live preview of a scheduled post: the post as the bot will make it in the chosen channel. The channel's
 * diagnosis (the same check as "Diagnose a channel") reads the ticker in the channel's parsing mode and applies
 * the community's add-ons, and names what would keep the bot from posting there.
 */
export function ScheduledPostPreview({
  communityId,
  values,
}: {
  communityId: string;
  values: PostFormValues;
}) {
  const command = isSchedulable(values.command) ? values.command : "";
  const typed = [command, values.arguments.trim()].filter(Boolean).join(" ");
  // One string, so the debounce compares by value: the channel and the command as they settle.
  const asked = useDebouncedValue(`${values.channelId}\n${typed}`, SETTLE_MS);
  const [channelId = "", askedCommand = ""] = asked.split("\n");
  const diagnosis = useApiQuery(diagnosisEndpoints.channel, {
    params: { id: communityId },
    query: { channelId, ...(askedCommand && { command: askedCommand }) },
    enabled: Boolean(channelId && askedCommand),
    staleTime: FRESH_MS,
    retry: false,
  });
  const { channelName, mention } = usePostTarget(communityId, values);
  // An answer about another channel or command than the form's (still settling) is not shown.
  const current = channelId === values.channelId && askedCommand === typed ? diagnosis.data : undefined;
  // The market the channel reads the ticker as fills `{name}`; the rest show their samples.
  const market = current?.ticker?.market;
  const named = market ? { name: market } : {};
  const preview = commandPost({
    command,
    arguments: values.arguments,
    text: expandTemplate(values.message.trim(), previewValues({ ...postTemplateValues(values), ...named })),
    ...(mention && { mention }),
    ...(channelName && { channelName }),
    ...(current && { diagnosis: current }),
  });
  if (!preview) return null;
  const diagnoseHref = `${communityModulePath(communityId, "diagnosis")}?${new URLSearchParams({ channel: values.channelId, command: typed })}`;
  return <LazyBotPostPreview post={preview.post} stops={preview.stops} diagnoseHref={diagnoseHref} />;
}
