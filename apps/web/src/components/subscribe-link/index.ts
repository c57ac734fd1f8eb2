export { PaymentsOffNote, SubscribeLink, type SubscribeLinkProps } from "./subscribe-link";
