"use client";

import type { AddonSlug } from "@chartbot/addons";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { Button } from "@chartbot/ui/button";
import { DialogClose } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import type { FormEvent, ReactNode } from "react";
import type { ApiError } from "@/client/api-error";
import { Failure } from "@/components/failure";
import { Form, type FormState, SubmitButton } from "@/components/form";
import { AddonRequiredNotice } from "./addon-required-notice";
import * as styles from "./communities.css";

/** What a community item's create/edit dialog is given. */
export interface ItemDialogProps<Item> {
  settings: CommunitySettings;
  /** The item to edit; a new one when absent. */
  item?: Item;
  /** Called once the item is saved, to close the dialog. */
  onSaved: () => void;
}

export interface ItemDialogFormProps {
  /** The form's state from `useForm`, with the API's error as its failure. */
  form: Pick<FormState<never, ApiError>, "formRef" | "failure" | "submitting">;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The add-on the item belongs to, if any: a refused save (`addon_required`) links to it. */
  addon?: AddonSlug;
  /** The title of any other failure: "Could not save the layout". */
  failureTitle: string;
  /** The submit button's label. */
  submitLabel: string;
  children: ReactNode;
}

/** The form of a layout, scheduled-post or relay dialog: the fields, then Cancel and the submit button. */
export function ItemDialogForm({
  form,
  onSubmit,
  addon,
  failureTitle,
  submitLabel,
  children,
}: ItemDialogFormProps) {
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      renderFailure={(failure, id) =>
        failure.code === "addon_required" && addon ? (
          <AddonRequiredNotice slug={addon} message={failure.message} />
        ) : (
          <Failure id={id} title={failureTitle}>
            {failure.message}
          </Failure>
        )
      }
    >
      {children}
      <Inline justify="flex-end" className={styles.dialogActions}>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton form={form}>{submitLabel}</SubmitButton>
      </Inline>
    </Form>
  );
}
