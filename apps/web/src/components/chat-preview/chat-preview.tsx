import { BotLogo } from "@chartbot/ui/logo";
import { ChartSvg } from "./chart-svg";
import * as styles from "./chat-preview.css";

/** A mock chat: a member asks for a chart and Chartbot answers with one. Decorative apart from the chart. */
export function ChatPreview() {
  return (
    <figure className={styles.window}>
      <figcaption className={styles.channel}>
        <span aria-hidden="true">#</span> markets
      </figcaption>
      <div className={styles.message}>
        <span className={styles.avatar} aria-hidden="true">
          A
        </span>
        <div className={styles.body}>
          <p className={styles.author}>alex</p>
          <p>
            <code className={styles.command}>c btcusd 1h rsi</code>
          </p>
        </div>
      </div>
      <div className={styles.message}>
        <span className={styles.botAvatar} aria-hidden="true">
          <BotLogo size={28} />
        </span>
        <div className={styles.body}>
          <p className={styles.author}>
            Chartbot <span className={styles.botTag}>BOT</span>
          </p>
          <p className={styles.caption}>BTC/USD · 1h · Bybit</p>
          <ChartSvg />
        </div>
      </div>
    </figure>
  );
}
