export {
  ErrorDocument,
  ErrorPage,
  type ErrorPageProps,
  type RouteErrorProps,
  useErrorDigestLog,
} from "./error-page";
