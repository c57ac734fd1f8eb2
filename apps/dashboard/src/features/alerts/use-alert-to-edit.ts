"use client";

import type { Alert } from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { useEffect, useRef, useState } from "react";
import { useApiQuery } from "@/client/use-api-query";
import { isOpenAlert } from "./open-alert";

/** The address's `?edit=<alert id>`: where a notice of an alert that could not be delivered links. */
export const EDIT_PARAM = "edit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens the alert the address names (`/account/alerts?edit=<id>`) in the form once it is read, if it is still
 * open (a closed alert has no edit view; the list shows it with its history). Read from `location` after the
 * page is drawn, so the page needs no search-params boundary.
 */
export function useAlertToEdit(open: (alert: Alert) => void): void {
  const [id, setId] = useState<string | undefined>();
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(EDIT_PARAM) ?? "";
    if (UUID.test(asked)) setId(asked);
  }, []);
  const alert = useApiQuery(alertEndpoints.get, {
    params: { id: id ?? "" },
    enabled: id !== undefined,
    retry: false,
  });
  useEffect(() => {
    if (!alert.data || opened.current === alert.data.id) return;
    opened.current = alert.data.id;
    if (isOpenAlert(alert.data)) open(alert.data);
  }, [alert.data, open]);
}
