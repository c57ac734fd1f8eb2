import { ChartSvg, ChatCommand, ChatMessage } from "@chartbot/ui/bot-preview";
import * as styles from "./chat-preview.css";

/** A mock chat: a member asks for a chart and Chartbot answers with one. Decorative apart from the chart. */
export function ChatPreview() {
  return (
    <figure className={styles.window}>
      <figcaption className={styles.channel}>
        <span aria-hidden="true">#</span> markets
      </figcaption>
      <ChatMessage author={{ kind: "member", name: "alex" }}>
        <ChatCommand>c btcusdt 1h rsi</ChatCommand>
      </ChatMessage>
      <ChatMessage author={{ kind: "bot" }}>
        <p className={styles.caption}>BTC/USDT · 1h · Binance</p>
        <ChartSvg />
      </ChatMessage>
    </figure>
  );
}
