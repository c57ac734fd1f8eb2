export { Card, CardDescription, type CardProps, CardTitle, type CardTitleProps } from "./card";
