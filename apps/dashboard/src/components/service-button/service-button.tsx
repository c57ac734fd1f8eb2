"use client";

import { type OptionalService, SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { Button, type ButtonProps } from "@chartbot/ui/button";
import { joinClassNames } from "@chartbot/ui/class-names";
import { inline } from "@chartbot/ui/inline";
import { useId } from "react";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "./service-button.css";

export interface ServiceButtonProps extends ButtonProps {
  /** The service the button needs; its off message is the reason shown. */
  service: OptionalService;
  /** Whether the service is on (`useServices`); off, the button is disabled with the reason below it. */
  available: boolean;
}

/**
 * A button that needs an optional service (Discord, payments). While the service is off it stays focusable
 * and announced (`aria-disabled`, described by the reason) but does nothing, so nobody learns only after the
 * click.
 */
export function ServiceButton({
  service,
  available,
  onClick,
  loading,
  fullWidth,
  ...props
}: ServiceButtonProps) {
  const reasonId = useId();
  if (available) return <Button onClick={onClick} loading={loading} fullWidth={fullWidth} {...props} />;
  return (
    <div
      className={joinClassNames(
        styles.unavailable,
        fullWidth && inline({ gap: "none", align: "stretch", wrap: false }),
      )}
    >
      <Button
        {...props}
        fullWidth={fullWidth}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
      />
      <p id={reasonId} className={formLayout.muted}>
        {SERVICE_OFF_MESSAGES[service]}
      </p>
    </div>
  );
}
