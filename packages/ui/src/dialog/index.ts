export { Dialog, DialogClose, DialogContent, type DialogContentProps, DialogTrigger } from "./dialog";
