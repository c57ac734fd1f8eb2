export { ErrorDocument, ErrorPage, type ErrorPageProps, type RouteErrorProps } from "./error-page";
