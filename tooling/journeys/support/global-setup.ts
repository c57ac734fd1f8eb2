import { startStack } from "./stack";

/** The journeys: the whole product (see `startStack`). */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startStack({ dashboard: true, api: true });
}
