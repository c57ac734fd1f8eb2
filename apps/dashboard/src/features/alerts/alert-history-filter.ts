import {
  ALERT_DELIVERY_KINDS,
  ALERT_DELIVERY_STATUSES,
  type AlertDeliveryKind,
  type AlertDeliveryStatus,
} from "@chartbot/contracts/alerts";

/** Which triggers the history shows: all, or those of one alert, delivery status or way of sending. */
export interface AlertHistoryFilter {
  alertId?: string | undefined;
  status?: AlertDeliveryStatus | undefined;
  delivery?: AlertDeliveryKind | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** The filter a history link carries (`?alert=&status=&delivery=`); a value that is not one is left out. */
export function historyFilterFromQuery(
  query: Record<string, string | string[] | undefined>,
): AlertHistoryFilter {
  const alertId = one(query.alert);
  return {
    alertId: alertId && UUID.test(alertId) ? alertId.toLowerCase() : undefined,
    status: oneOf(ALERT_DELIVERY_STATUSES, one(query.status)),
    delivery: oneOf(ALERT_DELIVERY_KINDS, one(query.delivery)),
  };
}

/** The query string of a history link with this filter ("" for all). */
export function historyQueryString(filter: AlertHistoryFilter): string {
  const query = new URLSearchParams();
  if (filter.alertId) query.set("alert", filter.alertId);
  if (filter.status) query.set("status", filter.status);
  if (filter.delivery) query.set("delivery", filter.delivery);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Whether the filter narrows the history. */
export const isFiltered = (filter: AlertHistoryFilter): boolean =>
  Boolean(filter.alertId || filter.status || filter.delivery);

/** The API's query for the filter: only the fields that are set. */
export function historyApiQuery(filter: AlertHistoryFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
