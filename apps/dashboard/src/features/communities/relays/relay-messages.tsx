import type { RelayMessage } from "@chartbot/contracts/relays";
import { Badge } from "@chartbot/ui/badge";
import { Inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "@/features/communities/communities.css";
import { formatDateTime } from "@/features/format/format";
import { excerptOf, failureWords, parseWords, STATUS_WORDS, statusTone } from "./relay-values";

/** A relay's last messages: when, an excerpt, what was parsed and whether the bot posted it. */
export function RelayMessages({ number, messages }: { number: number; messages: readonly RelayMessage[] }) {
  if (messages.length === 0) return <p className={formLayout.muted}>No messages yet.</p>;
  return (
    <Stack as="ol" gap="sm" aria-label={`Last messages of relay ${number}`}>
      {messages.map((message) => {
        const failure = failureWords(message);
        return (
          <Stack as="li" gap="xs" key={message.id}>
            <Inline gap="xs">
              <Badge tone={statusTone(message.status)}>{STATUS_WORDS[message.status]}</Badge>
              <span className={formLayout.muted}>{formatDateTime(message.receivedAt)}</span>
            </Inline>
            <p className={styles.quote}>“{excerptOf(message.content)}”</p>
            <p className={formLayout.muted}>{parseWords(message)}</p>
            {failure && <p className={formLayout.muted}>{failure}</p>}
          </Stack>
        );
      })}
    </Stack>
  );
}
