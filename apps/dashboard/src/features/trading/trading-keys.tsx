"use client";

import { TRADING_EXCHANGES } from "@chartbot/contracts/trading";
import { Card } from "@chartbot/ui/card";
import * as formLayout from "@/components/form-layout.css";
import { Page, PageSection } from "@/components/page";
import { CredentialForm } from "./credential-form";
import { CredentialList } from "./credential-list";
import { TokenForm } from "./token-form";
import { TokenList } from "./token-list";

/** "Binance and Binance Futures": the exchanges where the trading tool places real orders. */
const LIVE_EXCHANGES = new Intl.ListFormat("en", { type: "conjunction" }).format(
  TRADING_EXCHANGES.filter((exchange) => exchange.liveTrading).map((exchange) => exchange.name),
);

/** /account/trading: exchange keys for trading commands, and personal API tokens. */
export function TradingKeys() {
  return (
    <Page
      title="Trading & API Keys"
      description="Exchange keys for the bot's trading commands, and personal tokens for Chartbot's API and webhook relays."
    >
      <Card>
        <PageSection title="Exchange keys">
          <p>
            Exchange keys are for <strong>live trading</strong>: with them, the bot's trading commands place
            real orders on your exchange account. Live trading works on {LIVE_EXCHANGES} only.{" "}
            <strong>Paper trading</strong> needs no keys: it simulates orders without any exchange account.
          </p>
          <p className={formLayout.muted}>
            Keys are encrypted when saved. Only a masked part of the key is shown afterwards; the secret never
            is.
          </p>
          <CredentialList />
          <h3 className={formLayout.subheading}>Add exchange keys</h3>
          <CredentialForm />
        </PageSection>
      </Card>
      <Card>
        <PageSection title="Personal API tokens">
          <p className={formLayout.muted}>
            A token is shown once, when it is created. Revoke tokens you no longer use.
          </p>
          <TokenForm />
          <TokenList />
        </PageSection>
      </Card>
    </Page>
  );
}
