export { TemplatePreview, type TemplatePreviewProps } from "./template-preview";
