export { type ToastApi, type ToastOptions, useToast } from "./toast-context";
export {
  placementAwayFrom,
  type ToastPlacement,
  ToastProvider,
  type ToastProviderProps,
} from "./toast-provider";
