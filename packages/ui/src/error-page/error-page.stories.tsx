import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorPage } from "./error-page";

const meta = {
  title: "Feedback/ErrorPage",
  component: ErrorPage,
  args: {
    reset: () => {},
    description: "This page could not be shown. Try again, or go back to the home page.",
    homeHref: "/",
    homeLabel: "Go to the home page",
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
