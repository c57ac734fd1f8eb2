"use client";

import { getAddon } from "@chartbot/addons";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { satelliteEndpoints } from "@chartbot/contracts/endpoints/satellites";
import type { Satellite, SatelliteList } from "@chartbot/contracts/satellites";
import { venueName } from "@chartbot/symbol-catalogue";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { ROUTES } from "@/auth/routes";
import { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/client/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Failure, QueryFailure } from "@/components/failure";
import { Form, SubmitButton, showApiFailure, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { UsageMeter } from "@/components/usage-meter";
import { AddonRequiredNotice } from "@/features/communities/addon-required-notice";
import * as styles from "@/features/communities/communities.css";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { exactTicker } from "@/features/markets/market-symbol";
import { TickerResolutionHint } from "@/features/markets/ticker-resolution-hint";
import { useTickerResolution } from "@/features/markets/use-ticker-resolution";
import { SatellitePrice } from "./satellite-price";
import { SATELLITE_STATE_VIEW, SatelliteStateAction } from "./satellite-state";

const ADDON_NAME = getAddon(ADDON_SLUGS.satellites)?.name ?? ADDON_SLUGS.satellites;
const SATELLITE_SLOTS_HREF = `${ROUTES.subscriptions}?addon=${ADDON_SLUGS.satellites}`;

/**
 * Price satellite bots: the list with free/paid and each one's state (waiting for its invite, running, stale,
 * removed, without a slot) with the action that fixes it, the price each last showed, slots used, add by ticker,
 * remove.
 */
export function SatellitesSection({ settings }: { settings: CommunitySettings }) {
  const query = useApiQuery(satelliteEndpoints.list, { params: { id: settings.id } });

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) {
    return <QueryFailure title="Could not load the satellites" query={query} />;
  }
  const { satellites, paid } = query.data;
  const available = Math.max(0, Math.min(paid.slots, paid.limit) - paid.used);
  return (
    <Stack gap="lg">
      <p className={formLayout.muted}>
        Satellite bots show a live price in the member list. Each one is its own Discord bot: invite it to the
        server once it is added (someone with Manage Server approves it on Discord). BTCUSD and ETHUSD
        (CoinGecko) are free; every other one uses a {ADDON_NAME} slot, up to {paid.limit} paid satellites per
        community.
      </p>
      <UsageMeter
        used={paid.used}
        limit={Math.min(paid.slots, paid.limit)}
        more={paid.slots < paid.limit ? { href: SATELLITE_SLOTS_HREF, label: "Get more slots" } : undefined}
      >
        Paid satellites: <strong>{paid.used}</strong> used of <strong>{paid.slots}</strong>{" "}
        {paid.slots === 1 ? "slot" : "slots"} assigned here ({available} available, at most {paid.limit}).
      </UsageMeter>
      {satellites.length === 0 ? (
        <p className={formLayout.muted}>No satellites yet.</p>
      ) : (
        <List aria-label="Satellites">
          {satellites.map((satellite) => (
            <SatelliteRow
              key={satellite.id}
              satellite={satellite}
              communityId={settings.id}
              onCheckAgain={() => void query.refetch()}
              checking={query.isFetching}
            />
          ))}
        </List>
      )}
      <AddSatelliteForm settings={settings} />
    </Stack>
  );
}

function SatelliteRow({
  satellite,
  communityId,
  onCheckAgain,
  checking,
}: {
  satellite: Satellite;
  communityId: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const queryClient = useQueryClient();
  const params = { id: communityId };
  const key = apiQueryKey(satelliteEndpoints.list, { params });
  const remove = useApiMutation<typeof satelliteEndpoints.remove, void, SatelliteList | undefined>(
    satelliteEndpoints.remove,
    {
      call: () => ({ params: { ...params, satelliteId: satellite.id } }),
      invalidates: [{ endpoint: satelliteEndpoints.list, params }, communityEndpoints.list],
      successMessage: `Satellite ${satellite.ticker} removed`,
      errorTitle: "Could not remove the satellite",
      onMutate: async () => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<SatelliteList>(key);
        if (previous) {
          queryClient.setQueryData<SatelliteList>(key, {
            satellites: previous.satellites.filter((item) => item.id !== satellite.id),
            paid: { ...previous.paid, used: previous.paid.used - (satellite.free ? 0 : 1) },
          });
        }
        return previous;
      },
      onError: (_error, _variables, previous) => {
        if (previous) queryClient.setQueryData(key, previous);
      },
    },
  );
  const venue = satellite.provider ? venueName(satellite) : "";
  const view = SATELLITE_STATE_VIEW[satellite.state];
  return (
    <ListRow>
      <ListRowMain>
        <ListRowTitle>
          {satellite.ticker}
          {venue && <span className={styles.venue}>{venue}</span>}
          <Badge tone={satellite.free ? "positive" : "new"}>{satellite.free ? "Free" : "Paid"}</Badge>
          <Badge tone={view.tone}>{view.label}</Badge>
        </ListRowTitle>
        <p className={formLayout.muted}>{satellite.name}</p>
        {view.says && <p className={formLayout.muted}>{view.says}</p>}
        <SatellitePrice satellite={satellite} />
        <SatelliteStateAction
          satellite={satellite}
          slotsHref={SATELLITE_SLOTS_HREF}
          onCheckAgain={onCheckAgain}
          checking={checking}
        />
      </ListRowMain>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Remove satellite ${satellite.ticker}`}>
            Remove
          </Button>
        }
        title={`Remove the ${satellite.ticker} satellite?`}
        description="The satellite bot stops showing this price in the member list. You can add it again later."
        confirmLabel="Remove satellite"
        onConfirm={() => remove.mutate()}
      />
    </ListRow>
  );
}

function AddSatelliteForm({ settings }: { settings: CommunitySettings }) {
  const id = useId();
  const params = { id: settings.id };
  const add = useApiMutation(satelliteEndpoints.add, {
    call: (body) => ({ params, body }),
    invalidates: [{ endpoint: satelliteEndpoints.list, params }, communityEndpoints.list],
    successMessage: (satellite) => `Satellite ${satellite.ticker} added`,
    silentError: true,
  });
  const form = useForm<{ satelliteTicker: string }, ApiError>({
    initialValues: { satelliteTicker: "" },
    validate: ({ satelliteTicker }) => {
      if (satelliteTicker.trim() === "") return { satelliteTicker: "Enter a ticker, such as SOLUSD." };
      if (resolution.status === "resolved" && !resolution.result.ok) {
        return { satelliteTicker: resolution.result.message };
      }
      return {};
    },
    onSendError: (error, report) => {
      if (error instanceof ApiError && error.code === "ticker_not_found") {
        report.fieldErrors({ satelliteTicker: error.message });
      } else showApiFailure(error, report);
    },
  });
  const ticker = form.values.satelliteTicker;
  const resolution = useTickerResolution(ticker, settings.tickerMode);
  const fieldError = form.errors.satelliteTicker;

  const onSubmit = form.handleSubmit(async () => {
    // The market shown is the one added: by its id when the live check found it, else the API reads the ticker.
    const symbol = resolution.status === "resolved" ? resolution.result.symbol : null;
    await add.mutateAsync(symbol ? { symbolId: symbol.id } : { ticker: ticker.trim() });
    form.reset();
  });

  return (
    <Form
      form={form}
      layout={styles.subForm}
      onSubmit={onSubmit}
      aria-label="Add a satellite"
      renderFailure={(failure, failureId) =>
        failure.code === "addon_required" ? (
          <AddonRequiredNotice slug={ADDON_SLUGS.satellites} message={failure.message} />
        ) : (
          <Failure id={failureId}>{failure.message}</Failure>
        )
      }
    >
      <h3 className={formLayout.subheading}>Add a satellite</h3>
      <Inline gap="md" collapseBelow="tablet" align="flex-start" wrap={false}>
        <div className={formLayout.grow}>
          <TextField
            id={`${id}-ticker`}
            label="Ticker"
            autoComplete="off"
            spellCheck={false}
            placeholder="SOLUSD, binance:ETHUSDT"
            {...form.field("satelliteTicker")}
            aria-describedby={[fieldError && `${id}-ticker-error`, `${id}-resolution`]
              .filter(Boolean)
              .join(" ")}
          />
        </div>
        <SubmitButton form={form} className={formLayout.inlineSubmit}>
          Add satellite
        </SubmitButton>
      </Inline>
      <TickerResolutionHint
        id={`${id}-resolution`}
        state={resolution}
        mode={settings.tickerMode}
        fieldError={fieldError}
        onPick={(symbol) => form.setValue("satelliteTicker", exactTicker(symbol))}
      />
      <p className={formLayout.muted}>
        Tickers are read in this community's parsing mode ({settings.tickerMode}).
      </p>
    </Form>
  );
}
