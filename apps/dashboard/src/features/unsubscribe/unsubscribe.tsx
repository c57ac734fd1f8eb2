"use client";

import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { Stack } from "@chartbot/ui/stack";
import { useSearchParams } from "next/navigation";
import { ROUTES } from "@/auth/routes";
import { useApiMutation } from "@/client/use-api-mutation";
import { AuthCard } from "@/components/auth-card";
import { Failure } from "@/components/failure";
import { unsubscribeName, unsubscribeSubject } from "@/features/notices/notice-text";

/** Where the notice emails are chosen (signing in first when needed). */
const SETTINGS = `${ROUTES.notices}#notice-settings-heading`;

/**
 * `/unsubscribe?token=…`, an email's unsubscribe link: no sign-in. It asks first (a mail scanner that opens the
 * link changes nothing), then sends the token (`POST /notices/unsubscribe`) and says what was unsubscribed;
 * a token that was changed or made up shows the API's message.
 */
export function Unsubscribe() {
  const token = useSearchParams().get("token") ?? "";
  const unsubscribe = useApiMutation(noticeEndpoints.unsubscribe, { silentError: true });
  const settingsLink = (
    <Link href={SETTINGS} variant="standalone">
      Choose your notice emails
    </Link>
  );

  if (token === "") {
    return (
      <AuthCard title="Unsubscribe" footer={settingsLink}>
        <Failure title="This link has no unsubscribe token">
          Open the link from the email as it is, or choose your emails in the notice settings.
        </Failure>
      </AuthCard>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title="Unsubscribed" footer={settingsLink}>
        <Callout tone="success">
          You will no longer get these emails: {unsubscribe.data.label}. Notices still show in the dashboard
          and as Discord direct messages.
        </Callout>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={`Unsubscribe from ${unsubscribeName(unsubscribeSubject(token))} emails?`}
      description="You can choose them again at any time in the notice settings."
      footer={settingsLink}
    >
      <Stack gap="md">
        {unsubscribe.isError && <Failure title="Could not unsubscribe">{unsubscribe.error.message}</Failure>}
        <div>
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
            Unsubscribe
          </Button>
        </div>
      </Stack>
    </AuthCard>
  );
}
