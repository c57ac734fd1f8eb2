import type { AlertDeliveryKind } from "@chartbot/contracts/alerts";
import type { CommunityList } from "@chartbot/contracts/communities";
import { NativeSelect } from "@chartbot/ui/native-select";
import { TextField } from "@chartbot/ui/text-field";
import { ChannelPicker, RolePicker } from "@/features/communities/discord-pickers";
import type { AlertFormState } from "./alert-condition-fields";

const DELIVERY_OPTIONS: { value: AlertDeliveryKind; label: string }[] = [
  { value: "direct-message", label: "Direct message" },
  { value: "channel", label: "A channel of my community" },
  { value: "webhook", label: "A webhook URL" },
];

/**
 * Where the alert is sent: a direct message (free), or with the Price Alerts add-on a community's channel (with
 * a role to mention) or a webhook.
 */
export function AlertDeliveryFields({
  form,
  withAddon,
  communities,
}: {
  form: AlertFormState;
  withAddon: boolean;
  communities: CommunityList | undefined;
}) {
  const { values } = form;
  return (
    <>
      <NativeSelect
        label="Send it to"
        options={DELIVERY_OPTIONS.map((option) => ({
          ...option,
          disabled: option.value !== "direct-message" && !withAddon,
        }))}
        value={values.delivery}
        onValueChange={(delivery) => form.setValue("delivery", delivery as AlertDeliveryKind)}
        hint={
          withAddon
            ? undefined
            : "Channels and webhooks need the Price Alerts add-on; direct messages are free."
        }
      />
      {values.delivery === "channel" && (
        <>
          <NativeSelect
            label="Community"
            required
            options={[
              { value: "", label: "Choose a community" },
              ...(communities?.communities ?? [])
                .filter((community) => community.status === "connected")
                .map((community) => ({ value: community.id, label: community.name })),
            ]}
            value={values.communityId}
            error={form.errors.communityId}
            onValueChange={(communityId) =>
              form.setValues((current) => ({ ...current, communityId, channelId: "", roleId: "" }))
            }
          />
          {values.communityId && (
            <>
              <ChannelPicker
                communityId={values.communityId}
                field={form.field("channelId")}
                label="Channel"
              />
              <RolePicker
                communityId={values.communityId}
                field={form.field("roleId")}
                label="Mention a role (optional)"
                mentionEveryone={values.mentionEveryone}
                onMentionEveryoneChange={(on) => form.setValue("mentionEveryone", on)}
              />
            </>
          )}
        </>
      )}
      {values.delivery === "webhook" && (
        <TextField
          label="Webhook URL"
          type="url"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/hooks/…"
          hint="https only. Addresses of private networks and this machine are refused."
          {...form.field("webhookUrl")}
        />
      )}
    </>
  );
}
