export {
  List,
  type ListProps,
  ListRow,
  ListRowActions,
  ListRowMain,
  ListRowTitle,
  type ListRowTitleProps,
} from "./list";
