"use client";

import { LIMITS } from "@chartbot/addons";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { AddonOffer, Subscription } from "@chartbot/contracts/subscriptions";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Checkbox } from "@chartbot/ui/checkbox";
import { DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { IconButton } from "@chartbot/ui/icon-button";
import { Inline, inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { ROUTES } from "@/auth/routes";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { Failure, QueryFailure } from "@/components/failure";
import { Form, reportedByToast, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import {
  assignedTotal,
  canAddSlot,
  PERSONAL,
  type SlotCounts,
  type SlotRules,
  sameSlotCounts,
  slotCountsOf,
  toAssignments,
  validateSlotCounts,
  withSlotCount,
} from "./slot-assignment";
import * as styles from "./subscriptions.css";

/** Most paid satellites in one community. */
export const PAID_SATELLITES_PER_COMMUNITY = LIMITS.paidSatellitesPerCommunity;

export interface SlotAssignmentDialogProps {
  addon: AddonOffer;
  subscription: Subscription;
  /** Called once the assignment is saved, to close the dialog. */
  onSaved: () => void;
}

/** Where the slots of a subscription are used: one per community, several satellites per community, or the account. */
export function SlotAssignmentDialog({ addon, subscription, onSaved }: SlotAssignmentDialogProps) {
  const communities = useApiQuery(communityEndpoints.list);
  const saved = slotCountsOf(subscription);
  const form = useForm<{ counts: SlotCounts }>({
    initialValues: { counts: saved },
    onSendError: reportedByToast,
  });
  const { counts } = form.values;
  const setCounts = (next: SlotCounts) => form.setValue("counts", next);
  const rules: SlotRules = {
    unit: addon.unit,
    quantity: subscription.quantity,
    perCommunityMax: PAID_SATELLITES_PER_COMMUNITY,
  };
  const problem = validateSlotCounts(counts, rules);
  const used = assignedTotal(counts);

  const save = useApiMutation<typeof subscriptionEndpoints.assignSlots, SlotCounts>(
    subscriptionEndpoints.assignSlots,
    {
      call: (next) => ({ params: { id: subscription.id }, body: { assignments: toAssignments(next) } }),
      invalidates: [subscriptionEndpoints.overview, communityEndpoints.list],
      successMessage: `${addon.name} slots saved`,
      errorTitle: "Could not save the slots",
    },
  );

  // The slot rules are checked live (the message below the choices); a form with a problem cannot be sent.
  const onSubmit = form.handleSubmit(async (values) => {
    if (problem) return;
    await save.mutateAsync(values.counts);
    onSaved();
  });

  // Communities that hold slots but are no longer listed (no longer managed) stay visible, so they can be freed.
  const listed = communities.data?.communities ?? [];
  const unlisted = subscription.slots.flatMap(({ assignedTo }) =>
    assignedTo.type === "community" && !listed.some((community) => community.id === assignedTo.communityId)
      ? [{ id: assignedTo.communityId, name: assignedTo.name }]
      : [],
  );
  const targets = [...listed.map(({ id, name }) => ({ id, name })), ...unlisted].filter(
    (target, index, all) => all.findIndex((other) => other.id === target.id) === index,
  );

  return (
    <DialogContent
      title={`Assign ${addon.name} slots`}
      description={`${used} of ${subscription.quantity} ${subscription.quantity === 1 ? "slot" : "slots"} assigned.`}
    >
      <Form form={form} onSubmit={onSubmit}>
        {communities.isPending && <Skeleton height="6rem" />}
        {communities.isError && <QueryFailure title="Could not load your communities" query={communities} />}
        {communities.data && targets.length === 0 && (
          <Callout title="No communities yet">
            Add Chartbot to a server you manage first; it then shows up in{" "}
            <Link href={ROUTES.communities}>My Communities</Link>.
          </Callout>
        )}
        {communities.data && targets.length > 0 && addon.unit === "community" && (
          <Stack as="fieldset" gap="sm">
            <legend className={formLayout.legend}>Communities using {addon.name}</legend>
            {targets.map((target) => {
              const checked = (counts[target.id] ?? 0) > 0;
              return (
                <Checkbox
                  key={target.id}
                  label={target.name}
                  checked={checked}
                  disabled={!checked && !canAddSlot(counts, target.id, rules)}
                  onCheckedChange={(on) => setCounts(withSlotCount(counts, target.id, on ? 1 : 0))}
                />
              );
            })}
          </Stack>
        )}
        {communities.data && targets.length > 0 && addon.unit === "satellite" && (
          <Stack as="fieldset" gap="sm">
            <legend className={formLayout.legend}>Paid satellites per community</legend>
            <Stack as="ul" gap="sm">
              {targets.map((target) => {
                const count = counts[target.id] ?? 0;
                return (
                  <li
                    key={target.id}
                    className={inline({ gap: "md", justify: "space-between", wrap: false })}
                  >
                    <span className={styles.stepperName}>{target.name}</span>
                    <span className={styles.stepper}>
                      <IconButton
                        label={`One slot less for ${target.name}`}
                        variant="secondary"
                        size="sm"
                        disabled={count === 0}
                        onClick={() => setCounts(withSlotCount(counts, target.id, count - 1))}
                      >
                        <span aria-hidden="true">−</span>
                      </IconButton>
                      <output className={styles.stepperValue} aria-label={`Slots for ${target.name}`}>
                        {count}
                      </output>
                      <IconButton
                        label={`One slot more for ${target.name}`}
                        variant="secondary"
                        size="sm"
                        disabled={!canAddSlot(counts, target.id, rules)}
                        onClick={() => setCounts(withSlotCount(counts, target.id, count + 1))}
                      >
                        <span aria-hidden="true">+</span>
                      </IconButton>
                    </span>
                  </li>
                );
              })}
            </Stack>
          </Stack>
        )}
        {addon.unit === "account" && (
          <Checkbox
            label="Use on my account"
            hint={`${addon.name} applies to your whole account.`}
            checked={(counts[PERSONAL] ?? 0) > 0}
            onCheckedChange={(on) => setCounts(withSlotCount(counts, PERSONAL, on ? 1 : 0))}
          />
        )}
        {problem && <Failure>{problem}</Failure>}
        {addon.unit !== "account" && (
          <p className={formLayout.muted}>
            To move a slot, take it from one community and give it to another, then save. Need more slots? Use
            Change number of slots on the add-on.
          </p>
        )}
        <Inline justify="flex-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={Boolean(problem) || sameSlotCounts(counts, saved)}
          >
            Save slots
          </Button>
        </Inline>
      </Form>
    </DialogContent>
  );
}
