export { ShownOnceDialog, type ShownOnceDialogProps } from "./shown-once-dialog";
