// The local mail catcher of `pnpm dev` and `pnpm start`: an SMTP server on MAIL_CATCHER_SMTP_PORT (default 4625)
// that keeps every email the API sends in memory, and a page listing them on MAIL_CATCHER_HTTP_PORT (default
// 4600). `pnpm dev` points the API's SMTP_URL at it. Run: `pnpm --filter @chartbot/test-servers mail-catcher` (tsx).
import { startMailCatcher } from "./mail-catcher";
import { DEV_PORTS } from "./ports";

const catcher = await startMailCatcher({
  smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT || DEV_PORTS.mailCatcherSmtp),
  httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT || DEV_PORTS.mailCatcher),
  host: process.env.MAIL_CATCHER_HOST || "127.0.0.1",
});

console.log(`Local mail catcher on ${catcher.httpUrl}`);
console.log(`  SMTP_URL ${catcher.smtpUrl} (no sign-in, no TLS; messages kept in memory until it stops)`);

const stop = () => {
  catcher.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
