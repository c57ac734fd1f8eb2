import { buildBundle } from "./api-process.js";

/** Once per run: the production bundle every API process of the suite runs (`BUNDLE_DIR`). */
export default function setup(): void {
  buildBundle();
}
