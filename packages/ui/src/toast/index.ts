export { type ToastApi, type ToastOptions, useToast } from "./toast-context";
export { ToastProvider, type ToastProviderProps } from "./toast-provider";
