"use client";

import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { useToast } from "@chartbot/ui/toast";
import { useState } from "react";
import { messageForError } from "@/client/api-error";
import { callEndpointForResponse } from "@/client/api-fetch";
import * as formLayout from "@/components/form-layout.css";
import { saveFile } from "@/components/save-file";
import * as styles from "./settings.css";

/** The file name of the export, as the API suggests it. */
export const EXPORT_FILE_NAME = "chartbot-account.json";

/** Downloads everything stored about the account as JSON (`accountEndpoints.export`). */
export function ExportData() {
  const { toast } = useToast();
  const [working, setWorking] = useState(false);

  async function download() {
    setWorking(true);
    try {
      const response = await callEndpointForResponse(accountEndpoints.export);
      saveFile(await response.blob(), EXPORT_FILE_NAME);
      toast({ title: "Export downloaded", description: EXPORT_FILE_NAME, tone: "positive" });
    } catch (error) {
      toast({ title: "Could not export your data", description: messageForError(error), tone: "negative" });
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className={styles.form}>
      <p className={formLayout.muted}>
        Download everything Chartbot stores about your account (communities, alerts, subscriptions and keys,
        never secrets) as a JSON file.
      </p>
      <Inline gap="md">
        <Button variant="secondary" loading={working} onClick={() => void download()}>
          Export my data
        </Button>
      </Inline>
    </div>
  );
}
